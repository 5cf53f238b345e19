package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
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
