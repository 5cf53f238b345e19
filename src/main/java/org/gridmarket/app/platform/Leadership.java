package org.gridmarket.app.platform;

import io.agroal.api.AgroalDataSource;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

/**
 * Which replica runs the live engine (issue 34; ARCHITECTURE.md "Beyond one process"). Every replica serves reads
 * and accepts commands; exactly one runs the engine. It leads while it holds a PostgreSQL session advisory lock
 * ({@link #LOCK_KEY}) on a connection of its own, which PostgreSQL releases when that session ends (the process
 * was killed: at once; its machine vanished: when TCP keepalives, set to 5 s idle, 2 s interval, 3 probes on the
 * session, give up). On taking the lock it adds one to {@code engine_leadership.epoch} and names itself there, so
 * followers know where to forward commands.
 *
 * <p>Fencing: a lock alone cannot stop a replica that lost it without noticing from committing what its engine
 * still does. So each engine turn reads the leadership row {@code FOR SHARE} in its own transaction and commits
 * only while the epoch is the one it leads under ({@link #fenceQuery()}, {@link Deposed}); a takeover's
 * {@code UPDATE} of that row waits for the turn under way to end, and every turn after it sees the new epoch.
 *
 * <p>One thread ({@code gridmarket-leadership}) does all of it, every {@code gridmarket.replica.check-interval}:
 * a follower tries for the lock and reads who leads; a leader checks its session is alive and the epoch is still
 * its own, and steps down otherwise (the engine stops at its next turn and answers what waits with 503).
 */
@ApplicationScoped
public class Leadership {
    private static final Logger LOG = Logger.getLogger(Leadership.class);
    /** The advisory lock's key: "gridmkt1" in ASCII. */
    public static final long LOCK_KEY = 0x6772_6964_6d6b_7431L;
    private static final String FENCE = "SELECT epoch FROM engine_leadership FOR SHARE";

    /** What a replica knows of the leadership now. */
    public record Status(boolean leader, String replica, Instant since, long epoch, String leaderReplica,
                         String leaderUrl) {
    }

    /** A turn found the epoch moved on: this replica no longer leads, and nothing of the turn commits. */
    public static final class Deposed extends RuntimeException {
        public Deposed(long epoch, long current) {
            super("this replica led under epoch " + epoch + ", the database says " + current
                    + ": another replica took over");
        }
    }

    private final AgroalDataSource dataSource;
    private final ReplicaConfig config;
    private final String name;
    private final String url;
    /** This process, whatever its name: tells its own notifications from others'. */
    private final String instance = UUID.randomUUID().toString();
    private final Object changed = new Object();
    private volatile long leadingEpoch = -1;
    private volatile Instant since;
    private volatile long deposedEpoch = -1;
    private volatile Known known = new Known(0, null, null, null);
    private volatile boolean connected;
    private volatile boolean decided;
    private volatile boolean running = true;
    private Connection session;
    private Thread thread;

    private record Known(long epoch, String replica, String url, Instant since) {
    }

    public Leadership(AgroalDataSource dataSource, ReplicaConfig config, MeterRegistry meters,
                      @ConfigProperty(name = "quarkus.http.port", defaultValue = "8080") int port) {
        this.dataSource = dataSource;
        this.config = config;
        this.name = config.name().orElseGet(() -> hostName() + ":" + port);
        this.url = config.url().orElse("http://localhost:" + port);
        Gauge.builder("gridmarket.engine.leader", this, leadership -> leadership.leads() ? 1 : 0)
                .description("1 while this replica runs the live engine, 0 while it follows").tag("replica", name)
                .register(meters);
        Gauge.builder("gridmarket.engine.leader.epoch", this, leadership -> leadership.known.epoch())
                .description("The leadership epoch this replica last read (one more per takeover)").register(meters);
    }

    void onStart(@Observes StartupEvent event) {
        thread = new Thread(this::run, "gridmarket-leadership");
        thread.setDaemon(true);
        thread.start();
    }

    void onStop(@Observes ShutdownEvent event) {
        running = false;
        if (thread != null) {
            thread.interrupt();
            try {
                thread.join(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** This replica's name. */
    public String replica() {
        return name;
    }

    /** This process's own id (tells its notifications from other replicas'). */
    public String instance() {
        return instance;
    }

    /** Whether this replica leads now. */
    public boolean leads() {
        return leadingEpoch >= 0;
    }

    /** Whether this replica still leads under {@code epoch}. */
    public boolean leads(long epoch) {
        return epoch >= 0 && leadingEpoch == epoch;
    }

    /** The epoch this replica leads under, or -1; waits up to {@code millis} for leadership to come. */
    public long awaitLeading(long millis) throws InterruptedException {
        synchronized (changed) {
            if (leadingEpoch < 0 && running) {
                changed.wait(millis);
            }
            return leadingEpoch;
        }
    }

    /**
     * Whether this replica has checked the leadership at least once since it started (before that, commands wait
     * for the answer rather than being refused).
     */
    public boolean decided() {
        return decided;
    }

    /** Whether another replica runs the engine as far as this one knows (it has checked, and does not lead). */
    public boolean follows() {
        return decided && !leads();
    }

    /** Whether the leadership connection works (a follower that cannot reach the database cannot serve). */
    public boolean connected() {
        return connected;
    }

    public Status status() {
        Known now = known;
        long epoch = leadingEpoch;
        return epoch >= 0 ? new Status(true, name, since, epoch, name, url)
                : new Status(false, name, null, now.epoch(), now.replica(), now.url());
    }

    /** The leader's URL, when another replica leads. */
    public Optional<String> leaderUrl() {
        Known now = known;
        return leads() || now.url() == null ? Optional.empty() : Optional.of(now.url());
    }

    /**
     * The query a turn adds to its transaction: the epoch, read {@code FOR SHARE}; {@link #checkFence} decides.
     */
    public static String fenceQuery() {
        return FENCE;
    }

    /** A turn led under {@code epoch} read {@code current}: throws {@link Deposed} unless they agree. */
    public void checkFence(long epoch, long current) {
        if (epoch != current) {
            deposed(epoch);
            throw new Deposed(epoch, current);
        }
    }

    /** The engine found it no longer leads under {@code epoch}: step down at the next check. */
    public void deposed(long epoch) {
        if (leadingEpoch == epoch && epoch >= 0) {
            deposedEpoch = epoch;
            stepDown("a turn found the epoch moved on");
        }
    }

    private void run() {
        while (running) {
            try {
                check();
                connected = true;
                decided = true;
            } catch (SQLException | RuntimeException failure) {
                connected = false;
                if (leads()) {
                    LOG.errorf("Lost the leadership connection (%s); stepping down", failure.getMessage());
                    stepDown("its connection failed");
                } else {
                    LOG.debugf("Leadership check failed: %s", failure.getMessage());
                }
                closeSession();
            }
            try {
                Thread.sleep(config.checkInterval().toMillis());
            } catch (InterruptedException e) {
                break;
            }
        }
        stepDown("the service is stopping");
        closeSession();
    }

    private void check() throws SQLException {
        if (session == null) {
            session = dataSource.getConnection();
            session.setAutoCommit(true);
            try (Statement statement = session.createStatement()) {
                statement.execute("SET tcp_keepalives_idle = 5; SET tcp_keepalives_interval = 2; "
                        + "SET tcp_keepalives_count = 3; SET statement_timeout = '10s'");
            }
        }
        if (deposedEpoch >= 0) {
            try (Statement statement = session.createStatement()) {
                statement.execute("SELECT pg_advisory_unlock_all()");
            }
            deposedEpoch = -1;
        }
        Known now = read();
        known = now;
        if (leads()) {
            if (now.epoch() != leadingEpoch) {
                stepDown("the epoch moved on to " + now.epoch());
                unlock();
            }
            return;
        }
        if (config.candidate() && tryLock()) {
            takeOver();
        }
    }

    private Known read() throws SQLException {
        try (Statement statement = session.createStatement();
             ResultSet row = statement.executeQuery("SELECT epoch, replica, url, since FROM engine_leadership")) {
            row.next();
            java.sql.Timestamp at = row.getTimestamp(4);
            return new Known(row.getLong(1), row.getString(2), row.getString(3), at == null ? null : at.toInstant());
        }
    }

    private boolean tryLock() throws SQLException {
        try (PreparedStatement statement = session.prepareStatement("SELECT pg_try_advisory_lock(?)")) {
            statement.setLong(1, LOCK_KEY);
            try (ResultSet row = statement.executeQuery()) {
                row.next();
                return row.getBoolean(1);
            }
        }
    }

    private void unlock() throws SQLException {
        try (Statement statement = session.createStatement()) {
            statement.execute("SELECT pg_advisory_unlock_all()");
        }
    }

    /** Holds the lock: one more epoch, named after this replica (waits for an old leader's turn to end). */
    private void takeOver() throws SQLException {
        try (PreparedStatement statement = session.prepareStatement("UPDATE engine_leadership SET epoch = epoch + 1,"
                + " replica = ?, url = ?, since = now() RETURNING epoch, since")) {
            statement.setString(1, name);
            statement.setString(2, url);
            try (ResultSet row = statement.executeQuery()) {
                row.next();
                long epoch = row.getLong(1);
                Instant at = row.getTimestamp(2).toInstant();
                known = new Known(epoch, name, url, at);
                synchronized (changed) {
                    since = at;
                    leadingEpoch = epoch;
                    changed.notifyAll();
                }
                LOG.infof("This replica (%s) leads the engine from now on, epoch %d", name, epoch);
            }
        }
    }

    private void stepDown(String why) {
        synchronized (changed) {
            if (leadingEpoch >= 0) {
                LOG.logf(running ? Logger.Level.WARN : Logger.Level.INFO,
                        "This replica (%s) no longer leads the engine (epoch %d): %s", name, leadingEpoch, why);
            }
            leadingEpoch = -1;
            since = null;
            changed.notifyAll();
        }
    }

    private void closeSession() {
        if (session == null) {
            return;
        }
        try {
            unlock();
        } catch (SQLException | RuntimeException ignored) { // the session is gone: so is its lock
        }
        try {
            session.close();
        } catch (SQLException | RuntimeException ignored) {
        }
        session = null;
    }

    private static String hostName() {
        String host = System.getenv("HOSTNAME");
        if (host != null && !host.isBlank()) {
            return host;
        }
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (UnknownHostException e) {
            return "localhost";
        }
    }
}
