package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Migration V11 over a database written before it: seed 003's price bands were per machine-second and become
 * per processor-hour (× 3,600, at most 10¹² µG$); the history keeps its old rows as written; jobs may name
 * TENDER and only TENDER jobs carry a positive tardiness penalty.
 */
class TenderMigrationDatabaseTest {
    private static MigrationDatabase database;

    @BeforeAll
    static void migrateBandsWrittenPerSecond() throws SQLException {
        database = new MigrationDatabase();
        database.migrateTo("10");
        database.execute("INSERT INTO users (username, password_hash, role) VALUES ('owner10', 'x', 'owner')",
                """
                INSERT INTO sites (name, owner_id, processors, mips_per_processor, bandwidth_gbps, grid_name,
                                   price_micro_gd_per_processor_hour, min_machine_price_micro_gd_per_second,
                                   max_machine_price_micro_gd_per_second)
                SELECT v.name, u.id, 10, 400, 1, 'g', 1000000, v.low, v.high
                FROM users u, (VALUES (1, 'Seed 003 cluster', 6000000, 8000000), (2, 'Dear band', 6000000, 400000000),
                                      (3, 'No band', NULL, NULL)) AS v(n, name, low, high)
                WHERE u.username = 'owner10' ORDER BY v.n""",
                """
                INSERT INTO site_price_changes (site_id, changed_by, changed_at, new_price_micro_gd, new_price_unit,
                                                new_min_machine_price_micro_gd_per_second,
                                                new_max_machine_price_micro_gd_per_second)
                SELECT id, owner_id, now(), 1000000, 'PER_PROCESSOR_HOUR', 6000000, 8000000 FROM sites WHERE id = 1""");
        database.migrateTo("11");
    }

    @AfterAll
    static void stop() {
        database.close();
    }

    @Test
    void bandsPerMachineSecondBecome3600TimesThemselvesPerProcessorHour() throws SQLException {
        assertThat(database.rows("SELECT name, min_machine_price_micro_gd_per_processor_hour, "
                + "max_machine_price_micro_gd_per_processor_hour FROM sites ORDER BY id")).containsExactly(
                "Seed 003 cluster 21600000000 28800000000",  // 6 and 8 G$ per second: 21,600 and 28,800 G$ per hour
                "Dear band 21600000000 1000000000000",       // 400 G$/s × 3,600 is above the most: 10^6 G$
                "No band null null");
    }

    @Test
    void theHistoryKeepsItsBandsPerSecondAndHasColumnsPerHourForNewRows() throws SQLException {
        assertThat(database.rows("SELECT new_min_machine_price_micro_gd_per_second, "
                + "new_max_machine_price_micro_gd_per_second, new_min_machine_price_micro_gd_per_processor_hour "
                + "FROM site_price_changes")).containsExactly("6000000 8000000 null");
    }

    @Test
    void onlyTenderJobsCarryAPositivePenalty() throws SQLException {
        String job = "INSERT INTO jobs (user_id, kind, request_fingerprint, processors, length_mi, budget_micro_gd, "
                + "deadline_seconds, strategy, home_site_id, state, submitted_at_seconds, "
                + "tardiness_penalty_micro_gd_per_second) SELECT owner_id, 'federation', 'f', 1, 1000, 1, 10, %s, id, "
                + "'SUBMITTED', 0, %s FROM sites WHERE id = 1";
        try (Connection service = database.service(); Statement sql = service.createStatement()) {
            service.setAutoCommit(false);
            sql.execute(job.formatted("'TENDER'", "1000"));
            sql.execute(job.formatted("'TENDER'", "NULL"));
            sql.execute(job.formatted("'OFC'", "NULL"));
            service.rollback();
            for (String refused : List.of(job.formatted("'OFC'", "1000"), job.formatted("'TENDER'", "0"),
                    job.formatted("'AUCTION'", "NULL"))) {
                assertThatThrownBy(() -> sql.execute(refused)).as(refused).isInstanceOf(SQLException.class);
                service.rollback();
            }
        }
    }
}
