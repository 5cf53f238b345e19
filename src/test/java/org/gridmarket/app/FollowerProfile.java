package org.gridmarket.app;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * A replica that never leads ({@code gridmarket.replica.candidate=false}) on a database nobody else uses: a
 * follower with no leader to forward to, for {@link FollowerReplicaTest}.
 */
public class FollowerProfile implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("gridmarket.replica.candidate", "false", "gridmarket.replica.name", "follower-under-test");
    }
}
