package org.gridmarket.app.platform;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/**
 * One replica among several on one database (issue 34, {@code gridmarket.replica.*}): its name, the address the
 * others forward commands to while it leads, and whether it may lead at all.
 */
@ConfigMapping(prefix = "gridmarket.replica")
public interface ReplicaConfig {
    /** Shown by the leadership endpoint and metric ({@code GRIDMARKET_REPLICA_NAME}); default: host name:port. */
    Optional<String> name();

    /**
     * Where the other replicas reach this one's API while it leads ({@code GRIDMARKET_REPLICA_URL}); default
     * {@code http://localhost:<quarkus.http.port>}. On Kubernetes: the pod's IP.
     */
    Optional<String> url();

    /** False: this replica never leads (it serves reads and forwards commands); for read-only replicas. */
    @WithDefault("true")
    boolean candidate();

    /** How often a follower tries for the lock and a leader checks it still holds it. */
    @WithDefault("1s")
    Duration checkInterval();

    /** How long a follower waits for the leader's answer to a forwarded request. */
    @WithDefault("35s")
    Duration forwardTimeout();

    /**
     * Shared by the replicas ({@code GRIDMARKET_REPLICA_SECRET}): a forwarded request carrying it is trusted to name
     * its client's address (for the per-address rate limits). Without it the leader sees the follower's address.
     */
    Optional<String> secret();
}
