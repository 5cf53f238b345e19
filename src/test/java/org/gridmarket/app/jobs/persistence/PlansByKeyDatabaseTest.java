package org.gridmarket.app.jobs.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.gridmarket.app.DatabaseOwner;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.app.RolledBack;
import org.gridmarket.app.platform.SqlBatch;
import org.junit.jupiter.api.Test;

/**
 * The live engine's statements, and the statement triggers its writes fire, are planned as lookups by key
 * whatever the tables' statistics say when the plan is made ({@link StoredJobs#startTurn}, migration V7). A
 * plan made while a table is nearly empty is kept for the session, and one that reads the whole table costs
 * more with every row the table gains. Every test rolls back what it wrote.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PlansByKeyDatabaseTest {
    /** A plan node that reads a whole growing table, or hashes or merges one. */
    private static final Pattern WHOLE_TABLE = Pattern.compile(
            "Seq Scan on (jobs|job_events|transfers|ledger_accounts)\\b"
                    + "|Hash( \\w+)? Join|Merge( \\w+)? Join|hashed SubPlan");

    @Inject
    AgroalDataSource dataSource;

    @Test
    void theEngineUpdatesJobsByPrimaryKeyWhateverTheTableHolds() throws SQLException {
        RolledBack.run(dataSource, connection -> {
            try (Statement sql = connection.createStatement()) {
                for (String setting : StoredJobs.BY_KEY_ONLY) {
                    sql.execute(setting);
                }
                sql.execute(StoredJobs.PLAN_ONCE);
                int parameters = (int) JobJournal.UPDATE_JOBS.chars().filter(c -> c == '?').count();
                sql.execute("PREPARE probe AS " + numbered(JobJournal.UPDATE_JOBS));
                try {
                    // The generic plan, as the engine's prepared statements get it.
                    String plan = lines(sql.executeQuery("EXPLAIN EXECUTE probe("
                            + String.join(", ", Collections.nCopies(parameters, "NULL")) + ")"));
                    assertThat(plan).contains("Index Scan using jobs_pkey").doesNotContainPattern(WHOLE_TABLE);
                } finally {
                    sql.execute("DEALLOCATE probe");
                }
            }
        });
    }

    @Test
    void theKeyLookupIsPlannedAfreshInEveryTurn() throws SQLException {
        try (Connection connection = newSession()) {
            for (int turn = 0; turn < 8; turn++) {
                String key = "plan-probe-" + turn;
                RolledBack.run(connection, session -> {
                    SqlBatch batch = new SqlBatch();
                    StoredJobs.startTurn(batch, List.of(new StoredJobs.Key(1, key)));
                    batch.execute(session);
                });
            }
            // The driver prepares a statement it has run five times; from then on PostgreSQL counts its plans.
            try (Statement sql = connection.createStatement();
                 ResultSet rows = sql.executeQuery("SELECT generic_plans, custom_plans FROM pg_prepared_statements "
                         + "WHERE statement LIKE '%FROM jobs WHERE (user_id, idempotency_key) IN%'")) {
                assertThat(rows.next()).as("the driver prepared the key lookup").isTrue();
                assertThat(rows.getLong("generic_plans")).as("generic plans").isZero();
                assertThat(rows.getLong("custom_plans")).as("custom plans").isGreaterThanOrEqualTo(3);
                assertThat(rows.next()).isFalse();
            }
        }
    }

    /**
     * A new session whose first transfer statement carries 300 transfers, while the ledger holds few: the plans
     * its trigger keeps are made then, and without V7 they hash the whole transfers and ledger_accounts tables.
     * The same for the first new jobs and events of a session.
     */
    @Test
    void theTriggersOfANewSessionFindRowsByKey() throws SQLException {
        try (Connection session = newSession()) {
            RolledBack.run(session, connection -> {
                long treasury = number(connection, "SELECT id FROM ledger_accounts WHERE kind = 'treasury'");
                long wallet = number(connection, "SELECT min(id) FROM ledger_accounts WHERE kind = 'user_wallet'");
                long user = number(connection, "SELECT min(id) FROM users");
                long site = number(connection, "SELECT min(id) FROM sites");
                try (Statement sql = connection.createStatement()) {
                    sql.execute("LOAD 'auto_explain'");
                    sql.execute("SET LOCAL auto_explain.log_min_duration = 0");
                    sql.execute("SET LOCAL auto_explain.log_nested_statements = on");
                    sql.execute("SET LOCAL auto_explain.log_level = notice");
                }
                // 300 transfers that extend the hash chain (the trigger checks the links, not the hashes).
                List<String> transferPlans = plansOf(connection, "INSERT INTO transfers (seq, id, kind, "
                        + "debit_account_id, credit_account_id, amount, code, created_at, prev_hash, hash) "
                        + "SELECT h.seq + g, 'plan-probe-' || g, 'single', " + treasury + ", " + wallet + ", 1, "
                        + "'probe', now(), CASE WHEN g = 1 THEN h.hash ELSE " + hash("g - 1") + " END, " + hash("g")
                        + " FROM ledger_chain_head h, generate_series(1, 300) g");
                List<String> jobPlans = plansOf(connection, "INSERT INTO jobs (user_id, kind, request_fingerprint, "
                        + "processors, length_mi, budget_micro_gd, deadline_seconds, home_site_id, site_id, state, "
                        + "submitted_at_seconds, hold_transfer_id) SELECT " + user + ", 'local', 'probe', 1, 1, 0, 1, "
                        + site + ", " + site + ", 'SUBMITTED', 0, 'plan-probe-' || g FROM generate_series(1, 300) g");
                long lastJob = number(connection, "SELECT currval(pg_get_serial_sequence('jobs', 'id'))");
                List<String> eventPlans = plansOf(connection, "INSERT INTO job_events (job_id, at_seconds, state) "
                        + "SELECT j, 0, 'SUBMITTED' FROM generate_series(" + lastJob + " - 299, " + lastJob + ") j");

                assertThat(transferPlans).as("the transfer trigger's plans")
                        .anyMatch(plan -> plan.contains("Index Scan using transfers_id_key"))
                        .anyMatch(plan -> plan.contains("Index Scan using ledger_accounts_pkey"))
                        .noneMatch(plan -> WHOLE_TABLE.matcher(plan).find());
                assertThat(jobPlans).as("the job trigger's plans")
                        .anyMatch(plan -> plan.contains("using transfers_id_key"))
                        .noneMatch(plan -> WHOLE_TABLE.matcher(plan).find());
                assertThat(eventPlans).as("the event trigger's plans")
                        .anyMatch(plan -> plan.contains("using jobs_pkey"))
                        .noneMatch(plan -> WHOLE_TABLE.matcher(plan).find());
            });
        }
    }

    /** A database session of its own, outside the pool: nothing planned or prepared in it yet. */
    /** A new session as the owner, who may load {@code auto_explain} and set its superuser-only settings. */
    private static Connection newSession() throws SQLException {
        return DatabaseOwner.dataSource().getConnection();
    }

    /** SQL for a 32-byte hash made of the number {@code n}. */
    private static String hash(String n) {
        return "decode(lpad(to_hex(" + n + "), 64, '0'), 'hex')";
    }

    private static long number(Connection connection, String query) throws SQLException {
        try (Statement sql = connection.createStatement(); ResultSet rows = sql.executeQuery(query)) {
            rows.next();
            return rows.getLong(1);
        }
    }

    /** Runs {@code update} and returns the plans auto_explain sent for it and its triggers, as notices. */
    private static List<String> plansOf(Connection connection, String update) throws SQLException {
        try (Statement sql = connection.createStatement()) {
            sql.executeUpdate(update);
            List<String> plans = new ArrayList<>();
            for (SQLWarning warning = sql.getWarnings(); warning != null; warning = warning.getNextWarning()) {
                if (warning.getMessage().contains("plan:")) {
                    plans.add(warning.getMessage());
                }
            }
            return plans;
        }
    }

    /** {@code sql} with its JDBC placeholders numbered ($1, $2, …), as PREPARE takes them. */
    private static String numbered(String sql) {
        Matcher placeholder = Pattern.compile("\\?").matcher(sql);
        StringBuilder text = new StringBuilder();
        int n = 0;
        while (placeholder.find()) {
            placeholder.appendReplacement(text, "\\$" + ++n);
        }
        return placeholder.appendTail(text).toString();
    }

    private static String lines(ResultSet rows) throws SQLException {
        StringBuilder text = new StringBuilder();
        while (rows.next()) {
            text.append(rows.getString(1)).append('\n');
        }
        return text.toString();
    }
}
