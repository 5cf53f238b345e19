package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermission;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The embedded default's durable PostgreSQL: durable settings, and the shared buffers it is given. */
class EmbeddedDatabaseTest {
    @TempDir
    Path directory;

    @Test
    void startsDurableWithTheGivenSharedBuffers() throws SQLException {
        try (EmbeddedDatabase database = EmbeddedDatabase.startDurable(directory.resolve("postgres"), "48MB");
             Connection connection = DriverManager.getConnection(database.jdbcUrl(), database.username(),
                     database.password());
             Statement sql = connection.createStatement()) {
            assertThat(setting(sql, "shared_buffers")).isEqualTo("48MB");
            assertThat(setting(sql, "fsync")).isEqualTo("on");
            assertThat(setting(sql, "synchronous_commit")).isEqualTo("on");
            assertThat(setting(sql, "full_page_writes")).isEqualTo("on");
            assertThat(setting(sql, "wal_init_zero")).isEqualTo("off");
        }
    }

    /**
     * A data directory from an earlier version trusts every local connection and has no password files: its
     * first start here generates them (owner-only), sets the passwords and switches pg_hba.conf to SCRAM, so
     * from then on nobody connects without a password, and the next start uses the same passwords.
     */
    @Test
    void aDataDirectoryThatTrustedLocalConnectionsAsksForPasswordsAfterItsFirstStart() throws Exception {
        Path postgres = directory.resolve("postgres");
        Path keys = directory.resolve("keys");
        try (EmbeddedDatabase first = EmbeddedDatabase.startDurable(postgres, "16MB")) {
            assertThat(first.password()).isNotBlank();
        }
        // make it look like an earlier version's: trust everywhere, no password files
        Path hba = postgres.resolve("pg_hba.conf");
        Files.writeString(hba, Files.readString(hba).replace("scram-sha-256", "trust"));
        Files.delete(keys.resolve("postgres-owner.password"));
        Files.delete(keys.resolve("postgres-app.password"));
        assertThat(EmbeddedDatabase.trustsConnections(postgres)).isTrue();

        String ownerPassword;
        String appPassword;
        try (EmbeddedDatabase upgraded = EmbeddedDatabase.startDurable(postgres, "16MB")) {
            ownerPassword = upgraded.password();
            appPassword = upgraded.appPassword();
            assertThat(EmbeddedDatabase.trustsConnections(postgres)).isFalse();
            assertThat(Files.readString(hba)).contains("scram-sha-256");
            for (String file : new String[] {"postgres-owner.password", "postgres-app.password"}) {
                assertThat(Files.getPosixFilePermissions(keys.resolve(file)))
                        .containsExactlyInAnyOrder(PosixFilePermission.OWNER_READ, PosixFilePermission.OWNER_WRITE);
            }
            assertThat(Files.readString(keys.resolve("postgres-owner.password")).strip()).isEqualTo(ownerPassword);
            assertThatThrownBy(() -> DriverManager.getConnection(upgraded.jdbcUrl(), "postgres", null).close())
                    .isInstanceOf(SQLException.class);
            assertThatThrownBy(() -> DriverManager.getConnection(upgraded.jdbcUrl(), "postgres", "postgres").close())
                    .isInstanceOf(SQLException.class);
            try (Connection app = DriverManager.getConnection(upgraded.jdbcUrl(), upgraded.appUsername(), appPassword);
                 Statement sql = app.createStatement();
                 ResultSet row = sql.executeQuery("SELECT rolsuper FROM pg_roles WHERE rolname = current_user")) {
                row.next();
                assertThat(row.getBoolean(1)).isFalse();
            }
        }
        try (EmbeddedDatabase again = EmbeddedDatabase.startDurable(postgres, "16MB");
             Connection owner = DriverManager.getConnection(again.jdbcUrl(), again.username(), again.password())) {
            assertThat(again.password()).isEqualTo(ownerPassword);
            assertThat(again.appPassword()).isEqualTo(appPassword);
            assertThat(owner.isValid(5)).isTrue();
        }
    }

    @Test
    void aDatabaseThatAsksForPasswordsWithoutItsPasswordFileIsNotStarted() throws Exception {
        Path postgres = directory.resolve("postgres");
        EmbeddedDatabase.startDurable(postgres, "16MB").close();
        Files.delete(directory.resolve("keys").resolve("postgres-owner.password"));
        assertThatThrownBy(() -> EmbeddedDatabase.startDurable(postgres, "16MB"))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("postgres-owner.password is missing");
    }

    @ParameterizedTest(name = "shared buffers \"{0}\" are refused before anything starts")
    @ValueSource(strings = {"", "lots", "1 GB", "1gb", "0MB", "-1GB", "12345678GB", "1GB; fsync=off"})
    void aSizePostgresqlWouldNotTakeIsRefusedBeforeAnythingStarts(String sharedBuffers) {
        Path data = directory.resolve("postgres");
        assertThatThrownBy(() -> EmbeddedDatabase.startDurable(data, sharedBuffers))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("shared buffers must be a size such as 1GB or 512MB");
        assertThat(Files.exists(data)).isFalse();
    }

    private static String setting(Statement sql, String name) throws SQLException {
        try (ResultSet row = sql.executeQuery("SHOW " + name)) {
            row.next();
            return row.getString(1);
        }
    }
}
