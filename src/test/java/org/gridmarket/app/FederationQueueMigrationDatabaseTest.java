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
 * Migration V13 over a database written before it: jobs may name QUEUE and wait QUEUED; the old values stay
 * admitted; a QUEUED job is a QUEUE job holding its budget; unknown values stay refused.
 */
class FederationQueueMigrationDatabaseTest {
    private static final String JOB = "INSERT INTO jobs (user_id, kind, request_fingerprint, processors, length_mi, "
            + "budget_micro_gd, deadline_seconds, strategy, home_site_id, site_id, state, submitted_at_seconds, "
            + "hold_transfer_id) SELECT owner_id, 'federation', 'f', 1, 1000, 1, 10, %s, id, %s, %s, 0, %s "
            + "FROM sites WHERE id = 1";
    private static MigrationDatabase database;

    @BeforeAll
    static void migrateJobsWrittenBeforeTheQueue() throws SQLException {
        database = new MigrationDatabase();
        database.migrateTo("11");
        database.execute("INSERT INTO users (username, password_hash, role) VALUES ('owner11', 'x', 'owner')",
                """
                INSERT INTO sites (name, owner_id, processors, mips_per_processor, bandwidth_gbps, grid_name,
                                   price_micro_gd_per_processor_hour)
                SELECT 'Old cluster', id, 10, 400, 1, 'g', 1000000 FROM users WHERE username = 'owner11'""");
        database.execute(JOB.formatted("'TENDER'", "1", "'RUNNING'", "NULL"));
        database.migrateTo("13");
    }

    @AfterAll
    static void stop() {
        database.close();
    }

    @Test
    void jobsWrittenBeforeKeepTheirStrategyAndState() throws SQLException {
        assertThat(database.rows("SELECT strategy, state FROM jobs")).containsExactly("TENDER RUNNING");
    }

    @Test
    void queueJobsMayRunAndAQueuedJobNeedsAHold() throws SQLException {
        try (Connection service = database.service(); Statement sql = service.createStatement()) {
            service.setAutoCommit(false);
            sql.execute(JOB.formatted("'QUEUE'", "1", "'RUNNING'", "NULL"));
            sql.execute(JOB.formatted("'QUEUE'", "NULL", "'REJECTED'", "NULL"));
            sql.execute(JOB.formatted("'OFC'", "1", "'CANCELLED'", "NULL"));
            service.rollback();
            // (a QUEUED row with its hold is written by the live tests: a transfer cannot be made by hand here)
            for (String refused : List.of(JOB.formatted("'OFC'", "NULL", "'QUEUED'", "NULL"),
                    JOB.formatted("'QUEUE'", "NULL", "'QUEUED'", "NULL"),
                    JOB.formatted("'AUCTION'", "NULL", "'SUBMITTED'", "NULL"),
                    JOB.formatted("'QUEUE'", "NULL", "'WAITING'", "NULL"))) {
                assertThatThrownBy(() -> sql.execute(refused)).as(refused).isInstanceOf(SQLException.class);
                service.rollback();
            }
        }
    }

    @Test
    void theChecksListTheNewValuesBesideTheOldOnes() throws SQLException {
        assertThat(database.rows("SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conrelid = 'jobs'::regclass "
                + "AND conname IN ('jobs_state_known', 'jobs_strategy_known') ORDER BY conname")).containsExactly(
                "CHECK ((state = ANY (ARRAY['QUEUED'::text, 'SUBMITTED'::text, 'ACCEPTED'::text, 'RUNNING'::text, "
                        + "'PREEMPTED'::text, 'COMPLETED'::text, 'REJECTED'::text, 'CANCELLED'::text, 'FAILED'::text])))",
                "CHECK ((strategy = ANY (ARRAY['QUEUE'::text, 'OFT'::text, 'OFC'::text, 'TENDER'::text])))");
    }
}
