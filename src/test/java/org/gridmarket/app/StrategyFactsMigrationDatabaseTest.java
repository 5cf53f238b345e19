package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.postgresql.util.PSQLException;

/**
 * Migration V17 over jobs written before it (issue 31): the checks that named TENDER, OFT/OFC and QUEUE give way
 * to a trigger reading the facts of the job's strategy from its row, with the same guarantees and errors the
 * service's quarantine recognises (SQLSTATE 23514, the rule as constraint name); a strategy the service adds with
 * those facts is accepted with no migration, and the service may correct a strategy's facts but not its name.
 */
class StrategyFactsMigrationDatabaseTest {
    private static final String JOB = "INSERT INTO jobs (user_id, kind, request_fingerprint, processors, length_mi, "
            + "budget_micro_gd, deadline_seconds, strategy, home_site_id, site_id, state, submitted_at_seconds, "
            + "tardiness_penalty_micro_gd_per_second, lease_type, hold_transfer_id) "
            + "SELECT owner_id, 'federation', 'f', 1, 1000, 1, 10, '%s', id, %s, '%s', 0, %s, '%s', %s "
            + "FROM sites WHERE id = 1";
    private static final String CHECK_VIOLATION = "23514";
    private static final String INSUFFICIENT_PRIVILEGE = "42501";
    private static MigrationDatabase database;

    @BeforeAll
    static void migrateJobsWrittenUnderTheNamedChecks() throws SQLException {
        database = new MigrationDatabase();
        database.migrateTo("16");
        database.execute("INSERT INTO strategies (name) VALUES ('OFT'), ('OFC'), ('TENDER'), ('QUEUE')",
                "INSERT INTO users (username, password_hash, role) VALUES ('owner16', 'x', 'owner')",
                """
                INSERT INTO sites (name, owner_id, processors, mips_per_processor, bandwidth_gbps, grid_name,
                                   price_micro_gd_per_processor_hour)
                SELECT 'Old cluster', id, 10, 400, 1, 'g', 1000000 FROM users WHERE username = 'owner16'""",
                running("TENDER", "5", "NON_PREEMPTABLE"), running("OFC", "NULL", "CANCELLABLE"),
                running("QUEUE", "NULL", "NON_PREEMPTABLE"));
        database.migrateTo("17");
    }

    @AfterAll
    static void stop() {
        database.close();
    }

    private static String running(String strategy, String penalty, String lease) {
        return JOB.formatted(strategy, "1", "RUNNING", penalty, lease, "NULL");
    }

    private static String queued(String strategy) {
        return JOB.formatted(strategy, "NULL", "QUEUED", "NULL", "NON_PREEMPTABLE", "'hold'");
    }

    @Test
    void theStrategiesAlreadyOfferedGetTheFactsTheirChecksGaveThem() throws SQLException {
        assertThat(database.rows("SELECT name, weighs_lateness, array_to_string(lease_types, ','), waits_in_queue "
                + "FROM strategies ORDER BY name")).containsExactly(
                "OFC false CANCELLABLE,SUSPENDABLE,MIGRATABLE,NON_PREEMPTABLE false",
                "OFT false CANCELLABLE,SUSPENDABLE,MIGRATABLE,NON_PREEMPTABLE false",
                "QUEUE false NON_PREEMPTABLE true", "TENDER true NON_PREEMPTABLE false");
        assertThat(database.rows("SELECT strategy, tardiness_penalty_micro_gd_per_second, lease_type FROM jobs "
                + "ORDER BY id")).containsExactly("TENDER 5 NON_PREEMPTABLE", "OFC null CANCELLABLE",
                "QUEUE null NON_PREEMPTABLE");
    }

    @Test
    void noCheckOnJobsNamesAStrategy() throws SQLException {
        assertThat(database.rows("SELECT conname FROM pg_constraint "
                + "WHERE conrelid = 'jobs'::regclass AND contype = 'c' "
                + "AND pg_get_constraintdef(oid) ~ '\\m(TENDER|QUEUE|OFT|OFC)\\M'")).isEmpty();
    }

    @Test
    void aPenaltyIsRefusedWhereTheStrategyDoesNotWeighLateness() throws SQLException {
        assertRefused(running("OFC", "5", "NON_PREEMPTABLE"), "jobs_tardiness_penalty_only_where_lateness_weighs",
                "strategy OFC does not weigh lateness");
        assertRefused("UPDATE jobs SET tardiness_penalty_micro_gd_per_second = 7 WHERE strategy = 'QUEUE'",
                "jobs_tardiness_penalty_only_where_lateness_weighs", "strategy QUEUE does not weigh lateness");
    }

    @Test
    void aLeaseTypeIsRefusedWhereLeasesAreNotSold() throws SQLException {
        assertRefused(running("TENDER", "NULL", "SUSPENDABLE"), "jobs_lease_types_only_where_sold",
                "strategy TENDER does not sell SUSPENDABLE leases");
        assertRefused("UPDATE jobs SET strategy = 'TENDER' WHERE strategy = 'OFC'", "jobs_lease_types_only_where_sold",
                "strategy TENDER does not sell CANCELLABLE leases");
    }

    @Test
    void onlyAJobOfAQueueingStrategyIsQueued() throws SQLException {
        assertRefused(queued("OFC"), "jobs_queued_only_where_strategy_waits",
                "strategy OFC does not wait in the federation queue");
        assertRefused("UPDATE jobs SET state = 'QUEUED', site_id = NULL, hold_transfer_id = 'hold' "
                + "WHERE strategy = 'TENDER'", "jobs_queued_only_where_strategy_waits",
                "strategy TENDER does not wait");
    }

    /**
     * A strategy the registry adds with its facts (as RegisteredStrategies writes them at start) takes a penalty,
     * a lease and the queue with no migration; a QUEUED row with a hold that names no transfer is written with the
     * reference check off for this transaction alone (no transfer can be made by hand here).
     */
    @Test
    void aNewStrategyIsTakenAtItsWord() throws SQLException {
        try (Connection owner = database.owner(); Statement sql = owner.createStatement()) {
            owner.setAutoCommit(false);
            sql.execute("INSERT INTO strategies (name, weighs_lateness, lease_types, waits_in_queue) "
                    + "VALUES ('AUCTION', true, '{MIGRATABLE,NON_PREEMPTABLE}', true)");
            sql.execute("ALTER TABLE jobs DISABLE TRIGGER jobs_inserted_refer_to_existing_rows");
            sql.execute(running("AUCTION", "9", "MIGRATABLE"));
            sql.execute(queued("AUCTION"));
            assertThat(sql.executeUpdate("UPDATE jobs SET tardiness_penalty_micro_gd_per_second = 3 "
                    + "WHERE strategy = 'AUCTION'")).isEqualTo(2);
            owner.rollback();
        }
    }

    @Test
    void theServiceMayCorrectAStrategysFactsButNeitherRenameNorRemoveIt() throws SQLException {
        try (Connection service = database.service(); Statement sql = service.createStatement()) {
            service.setAutoCommit(false);
            sql.execute("""
                    INSERT INTO strategies (name, weighs_lateness, lease_types, waits_in_queue)
                    VALUES ('OFC', true, '{NON_PREEMPTABLE}', false)
                    ON CONFLICT (name) DO UPDATE SET weighs_lateness = excluded.weighs_lateness,
                        lease_types = excluded.lease_types, waits_in_queue = excluded.waits_in_queue""");
            // the OFC job written with a CANCELLABLE lease lives on: only what a write asks is checked
            assertThat(sql.executeUpdate("UPDATE jobs SET state = 'COMPLETED' WHERE strategy = 'OFC'")).isEqualTo(1);
            sql.execute(running("OFC", "5", "NON_PREEMPTABLE"));
            service.rollback();
            for (String refused : new String[] {"UPDATE strategies SET name = 'AUCTION' WHERE name = 'OFC'",
                "DELETE FROM strategies WHERE name = 'OFC'"}) {
                assertThatThrownBy(() -> sql.execute(refused)).as(refused)
                        .isInstanceOfSatisfying(SQLException.class,
                                denied -> assertThat(denied.getSQLState()).isEqualTo(INSUFFICIENT_PRIVILEGE));
                service.rollback();
            }
        }
    }

    private static void assertRefused(String write, String rule, String message) throws SQLException {
        try (Connection service = database.service(); Statement sql = service.createStatement()) {
            service.setAutoCommit(false);
            assertThatThrownBy(() -> sql.execute(write)).as(write).isInstanceOfSatisfying(PSQLException.class,
                    refused -> {
                        assertThat(refused.getSQLState()).isEqualTo(CHECK_VIOLATION);
                        assertThat(refused.getServerErrorMessage().getConstraint()).isEqualTo(rule);
                        assertThat(refused.getServerErrorMessage().getTable()).isEqualTo("jobs");
                        assertThat(refused.getMessage()).contains(message);
                    });
            service.rollback();
        }
    }
}
