package org.gridmarket.app.jobs.persistence;

import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.gridmarket.app.platform.ColumnArrays;
import org.gridmarket.app.platform.JdbcReads;
import org.gridmarket.app.platform.SqlBatch;
import org.gridmarket.core.market.JobState;

/**
 * The live engine's reads of {@code jobs}, in plain JDBC: the jobs to put back after a restart (active, queued),
 * one job, and the jobs created under a turn's Idempotency-Keys, looked up in the statement that starts the turn
 * (with the planner settings every turn runs under). What a turn writes is the {@link JobJournal}'s.
 */
public final class StoredJobs {
    private static final String COLUMNS = "id, user_id, kind, idempotency_key, request_fingerprint, processors, "
            + "length_mi, budget_micro_gd, deadline_seconds, strategy, home_site_id, site_id, state, price_micro_gd, "
            + "charged_micro_gd, runtime_seconds, submitted_at_seconds, planned_start_seconds, planned_end_seconds, "
            + "started_at_seconds, ended_at_seconds, rejection, hold_transfer_id, tardiness_penalty_micro_gd_per_second, "
            + "lease_type, useful_seconds, charge_seconds, overhead_millis, preemptions, preempted_by_job_id, "
            + "home_grid, serving_grid, contract_id, contract_price_micro_gd_per_processor_hour, site_price_micro_gd, "
            + "preempted_by_kind, preempted_under_policy, useful_seconds_elsewhere, quote_id, priced_at, "
            + "EXISTS (SELECT 1 FROM job_scripts s WHERE s.job_id = jobs.id), "
            + "EXISTS (SELECT 1 FROM job_outputs o WHERE o.job_id = jobs.id)";

    /** A user's Idempotency-Key. */
    public record Key(long userId, String key) {
    }

    private final AgroalDataSource dataSource;

    public StoredJobs(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Jobs accepted or running, oldest first. */
    public List<JobRecord> active() {
        List<JobRecord> jobs = new ArrayList<>();
        query("SELECT " + COLUMNS + " FROM jobs WHERE state IN ('ACCEPTED', 'RUNNING', 'PREEMPTED') ORDER BY id",
                statement -> { }, row -> jobs.add(job(row)));
        return jobs;
    }

    /** Jobs waiting in the federation queue, in submission order (the order they rejoin it after a restart). */
    public List<JobRecord> queued() {
        List<JobRecord> jobs = new ArrayList<>();
        query("SELECT " + COLUMNS + " FROM jobs WHERE state = 'QUEUED' ORDER BY submitted_at_seconds, id",
                statement -> { }, row -> jobs.add(job(row)));
        return jobs;
    }

    public Optional<JobRecord> find(long id) {
        List<JobRecord> jobs = new ArrayList<>(1);
        query("SELECT " + COLUMNS + " FROM jobs WHERE id = ?", statement -> statement.setLong(1, id),
                row -> jobs.add(job(row)));
        return jobs.stream().findFirst();
    }

    /**
     * Starts a turn's transaction as statements of {@code batch}: the jobs created under any of {@code keys}
     * are looked up, and the turn's other statements get generic plans that find rows by key; the map it
     * returns is filled when the batch runs.
     * <p>PostgreSQL plans a statement afresh on every execution until it settles on a generic plan; the
     * engine's writes have the same shape turn after turn, so planning them once per connection (the driver
     * prepares a statement it has run five times) is enough ({@link #PLAN_ONCE}).
     * <p>A generic plan is kept until the tables' statistics change, and one made while {@code jobs} is
     * nearly empty, as on a new database, reads the whole table into a hash join. Kept while the table grows
     * by a thousand rows a second, it made every turn slower until autovacuum's next ANALYZE: turns of
     * 250 jobs at ~1 ms each, for three minutes of one load test. {@link #BY_KEY_ONLY} rules out whole-table
     * plans whatever the statistics say; the writes touch the few rows of a turn by their primary keys.
     * <p>The key lookup has a second index to choose from ({@code jobs_of_user}, by user), which a plan made
     * on a small table prefers, and which reads every job of the user once the table is large. It is planned
     * for each turn instead ({@link #PLAN_EACH_TIME}), against the table as it is: ~0.25 ms a turn.
     */
    public static Map<Key, JobRecord> startTurn(SqlBatch batch, Collection<Key> keys) {
        BY_KEY_ONLY.forEach(setting -> batch.update(setting, (statement, p) -> p));
        batch.update(PLAN_EACH_TIME, (statement, p) -> p);
        Map<Key, JobRecord> found = byKeys(batch, keys);
        batch.update(PLAN_ONCE, (statement, p) -> p);
        return found;
    }

    /** Planner settings of an engine turn: no plan reads a whole table or hashes or merges one. */
    static final List<String> BY_KEY_ONLY = List.of(
            "SET LOCAL enable_seqscan = off",
            "SET LOCAL enable_hashjoin = off",
            "SET LOCAL enable_mergejoin = off");
    static final String PLAN_EACH_TIME = "SET LOCAL plan_cache_mode = force_custom_plan";
    static final String PLAN_ONCE = "SET LOCAL plan_cache_mode = force_generic_plan";

    /** The jobs created under any of {@code keys}, in one query. */
    public Map<Key, JobRecord> byKeys(Collection<Key> keys) {
        SqlBatch batch = new SqlBatch();
        Map<Key, JobRecord> found = byKeys(batch, keys);
        try (Connection connection = dataSource.getConnection()) {
            batch.execute(connection);
        } catch (SQLException e) {
            throw new IllegalStateException("could not read jobs: " + e.getMessage(), e);
        }
        return found;
    }

    /** Adds the query for {@code keys} to {@code batch}; the map it returns is filled when the batch runs. */
    private static Map<Key, JobRecord> byKeys(SqlBatch batch, Collection<Key> keys) {
        Map<Key, JobRecord> found = new HashMap<>();
        if (keys.isEmpty()) {
            return found;
        }
        List<Key> lookups = List.copyOf(keys);
        batch.query(BY_KEYS, (statement, p) -> KEY.bind(statement, p, lookups), rows -> {
            while (rows.next()) {
                JobRecord job = job(rows);
                found.put(new Key(job.userId(), job.idempotencyKey()), job);
            }
        });
        return found;
    }

    private static final ColumnArrays<Key> KEY = new ColumnArrays<Key>()
            .bigint("user_id", Key::userId)
            .text("idempotency_key", Key::key);
    static final String BY_KEYS = "SELECT " + COLUMNS + " FROM jobs WHERE (user_id, idempotency_key) IN "
            + "(SELECT * FROM " + KEY.unnest("k") + ")";

    private static JobRecord job(ResultSet row) throws SQLException {
        JobRecord.Builder job = JobRecord.builder();
        job.id(row.getLong(1));
        job.userId(row.getLong(2));
        job.kind(row.getString(3));
        job.idempotencyKey(row.getString(4));
        job.requestFingerprint(row.getString(5));
        job.processors(row.getInt(6));
        job.lengthMi(row.getLong(7));
        job.budgetMicroGd(row.getLong(8));
        job.deadlineSeconds(row.getLong(9));
        job.strategy(row.getString(10));
        job.homeSiteId(row.getLong(11));
        job.siteId(row.getObject(12, Long.class));
        job.state(JobState.valueOf(row.getString(13)));
        job.priceMicroGd(row.getObject(14, Long.class));
        job.chargedMicroGd(row.getObject(15, Long.class));
        job.runtimeSeconds(row.getObject(16, Long.class));
        job.submittedAtSeconds(row.getLong(17));
        job.plannedStartSeconds(row.getObject(18, Long.class));
        job.plannedEndSeconds(row.getObject(19, Long.class));
        job.startedAtSeconds(row.getObject(20, Long.class));
        job.endedAtSeconds(row.getObject(21, Long.class));
        job.rejection(row.getString(22));
        job.holdTransferId(row.getString(23));
        job.tardinessPenaltyMicroGdPerSecond(row.getObject(24, Long.class));
        job.leaseType(row.getString(25));
        job.usefulSeconds(row.getLong(26));
        job.chargeSeconds(row.getLong(27));
        job.overheadMillis(row.getLong(28));
        job.preemptions(row.getInt(29));
        job.preemptedByJobId(row.getObject(30, Long.class));
        job.homeGrid(row.getString(31));
        job.servingGrid(row.getString(32));
        job.contractId(row.getObject(33, Long.class));
        job.contractPriceMicroGdPerProcessorHour(row.getObject(34, Long.class));
        job.sitePriceMicroGd(row.getObject(35, Long.class));
        job.preemptedByKind(row.getString(36));
        job.preemptedUnderPolicy(row.getString(37));
        job.usefulSecondsElsewhere(row.getLong(38));
        job.quoteId(row.getString(39));
        job.pricedAt(row.getString(40));
        job.work(new JobWork(null, row.getBoolean(41), row.getBoolean(42)));
        return job.build();
    }

    private void query(String sql, JdbcReads.Binder binder, JdbcReads.RowReader reader) {
        JdbcReads.eachRow(dataSource, sql, binder, reader, "jobs");
    }
}
