package org.gridmarket.app.platform;

import io.quarkus.runtime.Quarkus;
import io.quarkus.runtime.QuarkusApplication;
import io.quarkus.runtime.annotations.QuarkusMain;
import java.nio.file.Path;
import org.gridmarket.cli.GridmarketCli;
import org.jboss.logging.Logger;

/**
 * The one entry point of the built artifact. Command-line commands ({@code simulate}, …) run the
 * {@link GridmarketCli} and exit without a web server or database. Otherwise, before Quarkus boots, it decides where the database is: with
 * {@code QUARKUS_DATASOURCE_JDBC_URL} (or {@code -Dquarkus.datasource.jdbc.url}) set it uses that
 * PostgreSQL and starts nothing; otherwise it starts the embedded default ({@link EmbeddedDatabase}) and
 * turns on the demo federation: the service connects as the embedded database's login role
 * {@value EmbeddedDatabase#APP_ROLE}, Flyway as its owner. It also makes sure a token-signing key pair exists unless one (or an
 * external issuer's verification key) is configured.
 */
@QuarkusMain
public final class GridmarketMain {

    private GridmarketMain() {
    }

    public static void main(String... args) {
        if (args.length > 0 && GridmarketCli.handles(args[0])) {
            System.exit(GridmarketCli.run(args));
        }
        Path dataDirectory = Path.of(setting("gridmarket.data-dir", "GRIDMARKET_DATA_DIR", "data")).toAbsolutePath();
        EmbeddedDatabase embedded = null;
        if (setting("quarkus.datasource.jdbc.url", "QUARKUS_DATASOURCE_JDBC_URL", null) == null) {
            embedded = startEmbedded(dataDirectory.resolve("postgres"));
        }
        ensureSigningKeys(dataDirectory.resolve("keys"));
        try {
            Quarkus.run(Service.class, args);
        } finally {
            if (embedded != null) {
                embedded.close();
            }
        }
    }

    private static EmbeddedDatabase startEmbedded(Path postgresDirectory) {
        String sharedBuffers =
                setting("gridmarket.embedded.shared-buffers", "GRIDMARKET_EMBEDDED_SHARED_BUFFERS", "1GB");
        EmbeddedDatabase database = EmbeddedDatabase.startDurable(postgresDirectory, sharedBuffers);
        System.setProperty("quarkus.datasource.jdbc.url", database.jdbcUrl());
        // The service runs as its own login role; only Flyway's migrations run as the owner.
        System.setProperty("quarkus.datasource.username", database.appUsername());
        System.setProperty("quarkus.datasource.password", database.appPassword());
        System.setProperty("quarkus.flyway.username", database.username());
        System.setProperty("quarkus.flyway.password", database.password());
        System.setProperty("gridmarket.demo.enabled", "true");
        if (setting("gridmarket.engine.background-jobs-per-site", "GRIDMARKET_ENGINE_BACKGROUND_JOBS_PER_SITE", null) == null) {
            System.setProperty("gridmarket.engine.background-jobs-per-site", "200");
        }
        // Looked up here, not in a static field: the command line exits before this and never starts JBoss logging.
        Logger.getLogger(GridmarketMain.class).infof("Embedded PostgreSQL 17 (durable: fsync and synchronous_commit on; shared buffers %s) "
                + "keeps its data in %s. "
                + "To use an external PostgreSQL instead, set QUARKUS_DATASOURCE_JDBC_URL, "
                + "QUARKUS_DATASOURCE_USERNAME and QUARKUS_DATASOURCE_PASSWORD.", sharedBuffers, postgresDirectory);
        return database;
    }

    private static void ensureSigningKeys(Path keyDirectory) {
        if (setting("mp.jwt.verify.publickey.location", "MP_JWT_VERIFY_PUBLICKEY_LOCATION", null) != null) {
            return;
        }
        JwtKeys.KeyFiles keys = JwtKeys.ensure(keyDirectory);
        System.setProperty("smallrye.jwt.sign.key.location", keys.privateKey().toUri().toString());
        System.setProperty("mp.jwt.verify.publickey.location", keys.publicKey().toUri().toString());
    }

    private static String setting(String property, String environmentVariable, String fallback) {
        String value = System.getProperty(property);
        if (value == null || value.isBlank()) {
            value = System.getenv(environmentVariable);
        }
        return value == null || value.isBlank() ? fallback : value;
    }

    /** Runs until the service is asked to stop. */
    public static final class Service implements QuarkusApplication {
        @Override
        public int run(String... args) {
            Quarkus.waitForExit();
            return 0;
        }
    }
}
