package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Migration V16 over jobs written before it (issue 31): the strategies they name become rows of
 * {@code strategies}, a job must name one of its rows (no list of names in a check any more), and the service's
 * role may add a strategy but never change or remove one.
 */
class StrategiesMigrationDatabaseTest {
    private static final String JOB = "INSERT INTO jobs (user_id, kind, request_fingerprint, processors, length_mi, "
            + "budget_micro_gd, deadline_seconds, strategy, home_site_id, site_id, state, submitted_at_seconds) "
            + "SELECT owner_id, 'federation', 'f', 1, 1000, 1, 10, '%s', id, 1, 'RUNNING', 0 FROM sites WHERE id = 1";
    private static final String FOREIGN_KEY_VIOLATION = "23503";
    private static final String INSUFFICIENT_PRIVILEGE = "42501";
    private static MigrationDatabase database;

    @BeforeAll
    static void migrateJobsWrittenBeforeTheTable() throws SQLException {
        database = new MigrationDatabase();
        database.migrateTo("15");
        database.execute("INSERT INTO users (username, password_hash, role) VALUES ('owner15', 'x', 'owner')",
                """
                INSERT INTO sites (name, owner_id, processors, mips_per_processor, bandwidth_gbps, grid_name,
                                   price_micro_gd_per_processor_hour)
                SELECT 'Old cluster', id, 10, 400, 1, 'g', 1000000 FROM users WHERE username = 'owner15'""",
                JOB.formatted("TENDER"), JOB.formatted("QUEUE"), JOB.formatted("TENDER"));
        database.migrateTo("16");
    }

    @AfterAll
    static void stop() {
        database.close();
    }

    @Test
    void theStrategiesOfJobsWrittenBeforeAreRows() throws SQLException {
        assertThat(database.rows("SELECT name FROM strategies ORDER BY name")).containsExactly("QUEUE", "TENDER");
        assertThat(database.rows("SELECT strategy FROM jobs ORDER BY id")).containsExactly("TENDER", "QUEUE", "TENDER");
    }

    @Test
    void noCheckListsTheStrategiesAForeignKeyDoes() throws SQLException {
        assertThat(database.rows("SELECT conname FROM pg_constraint WHERE conname = 'jobs_strategy_known'")).isEmpty();
        assertThat(database.rows("SELECT pg_get_constraintdef(oid) FROM pg_constraint "
                + "WHERE conrelid = 'jobs'::regclass AND conname = 'jobs_strategy_offered'"))
                .containsExactly("FOREIGN KEY (strategy) REFERENCES strategies(name)");
    }

    @Test
    void theServiceMayOfferANewStrategyAndOnlyThenAJobNamesIt() throws SQLException {
        try (Connection service = database.service(); Statement sql = service.createStatement()) {
            service.setAutoCommit(false);
            assertThatThrownBy(() -> sql.execute(JOB.formatted("EARLIEST")))
                    .isInstanceOfSatisfying(SQLException.class,
                            refused -> assertThat(refused.getSQLState()).isEqualTo(FOREIGN_KEY_VIOLATION));
            service.rollback();
            sql.execute("INSERT INTO strategies (name) VALUES ('EARLIEST'), ('TENDER') ON CONFLICT (name) DO NOTHING");
            sql.execute(JOB.formatted("EARLIEST"));
            try (var count = sql.executeQuery("SELECT count(*) FROM jobs WHERE strategy = 'EARLIEST'")) {
                assertThat(count.next()).isTrue();
                assertThat(count.getInt(1)).isEqualTo(1);
            }
            service.rollback();
        }
    }

    @Test
    void theServiceMayNeitherRenameNorRemoveAStrategy() throws SQLException {
        try (Connection service = database.service(); Statement sql = service.createStatement()) {
            service.setAutoCommit(false);
            for (String refused : new String[] {"UPDATE strategies SET name = 'AUCTION' WHERE name = 'QUEUE'",
                "DELETE FROM strategies WHERE name = 'QUEUE'", "TRUNCATE strategies CASCADE"}) {
                assertThatThrownBy(() -> sql.execute(refused)).as(refused)
                        .isInstanceOfSatisfying(SQLException.class,
                                denied -> assertThat(denied.getSQLState()).isEqualTo(INSUFFICIENT_PRIVILEGE));
                service.rollback();
            }
        }
    }
}
