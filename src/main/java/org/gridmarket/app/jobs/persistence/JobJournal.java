package org.gridmarket.app.jobs.persistence;

import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.gridmarket.app.platform.ColumnArrays;
import org.gridmarket.app.platform.SqlBatch;
import org.gridmarket.core.market.JobState;

/**
 * The live engine's writes to {@code jobs} and {@code job_events}, gathered over a turn and added at its end
 * to the turn's {@link SqlBatch} as one statement per kind of write (new jobs, changed jobs, events), so a
 * turn costs the same round trips whether it places one job or five hundred. The rows travel as
 * {@link ColumnArrays}, so each statement's text never changes and PostgreSQL plans it once per connection.
 * Job ids come from {@link JobIds}. Reads are plain JDBC too. One engine
 * thread uses it, inside its turn's transaction (Agroal hands every call in one transaction the same
 * connection).
 */
public final class JobJournal {
    private static final String COLUMNS = "id, user_id, kind, idempotency_key, request_fingerprint, processors, "
            + "length_mi, budget_micro_gd, deadline_seconds, strategy, home_site_id, site_id, state, price_micro_gd, "
            + "charged_micro_gd, runtime_seconds, submitted_at_seconds, planned_start_seconds, planned_end_seconds, "
            + "started_at_seconds, ended_at_seconds, rejection, hold_transfer_id, tardiness_penalty_micro_gd_per_second, "
            + "lease_type, useful_seconds, charge_seconds, overhead_millis, preemptions, preempted_by_job_id, "
            + "home_grid, serving_grid, contract_id, contract_price_micro_gd_per_processor_hour, site_price_micro_gd";

    /** A user's Idempotency-Key. */
    public record Key(long userId, String key) {
    }

    private final AgroalDataSource dataSource;
    private final Map<Long, JobRecord> inserted = new LinkedHashMap<>();
    private final Map<Long, JobRecord> changed = new LinkedHashMap<>();
    private final List<JobEventRecord> events = new ArrayList<>();
    private final Map<Long, List<JobEventRecord>> eventsByJob = new HashMap<>();
    /** The pending jobs as they were at the last {@link #keep()}: what {@link #dropSinceKeep()} goes back to. */
    private final Map<Long, JobRecord> kept = new HashMap<>();
    /** The jobs written since the last {@link #keep()}. */
    private final Set<Long> touched = new HashSet<>();
    private int keptEvents;

    public JobJournal(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** Writes {@code job} (as it is at the end of the turn) as a new row. */
    public void inserted(JobRecord job) {
        inserted.put(job.id(), job);
        touched.add(job.id());
    }

    /** Writes {@code job}'s changeable columns (as they are at the end of the turn). */
    public void changed(JobRecord job) {
        if (!inserted.containsKey(job.id())) {
            changed.put(job.id(), job);
        }
        touched.add(job.id());
    }

    public void event(JobEventRecord event) {
        events.add(event);
        eventsByJob.computeIfAbsent(event.jobId(), id -> new ArrayList<>()).add(event);
        touched.add(event.jobId());
    }

    /**
     * Keeps what the turn has written so far, as it is now: a later {@link #dropSinceKeep()} goes back to here.
     * The live engine keeps after its due events and after each command. Costs a copy of each job written
     * since the last keep (a later step may change the same objects before it fails).
     */
    public void keep() {
        for (Long id : touched) {
            JobRecord job = pending(id);
            if (job != null) { // null: the job only got an event
                kept.put(id, job.copy());
            }
        }
        touched.clear();
        keptEvents = events.size();
    }

    /**
     * Forgets what was written since the last {@link #keep()} (a command that failed half-way): new jobs and
     * events since then go, and the jobs written before go back to their rows as kept, whatever the failed
     * step did to the objects since.
     */
    public void dropSinceKeep() {
        inserted.keySet().retainAll(kept.keySet());
        changed.keySet().retainAll(kept.keySet());
        inserted.replaceAll((id, job) -> kept.get(id));
        changed.replaceAll((id, job) -> kept.get(id));
        events.subList(keptEvents, events.size()).clear();
        eventsByJob.clear();
        events.forEach(event -> eventsByJob.computeIfAbsent(event.jobId(), id -> new ArrayList<>()).add(event));
        touched.clear();
    }

    /** The ids of the jobs written since the last {@link #keep()} (rows or events). */
    public Set<Long> touchedSinceKeep() {
        return Set.copyOf(touched);
    }

    /** How many rows (new jobs, changed jobs, events) the turn has gathered so far. */
    public int pendingWrites() {
        return inserted.size() + changed.size() + events.size();
    }

    /** Job {@code jobId} if this turn creates or changes it, else null. */
    public JobRecord pending(long jobId) {
        JobRecord job = inserted.get(jobId);
        return job != null ? job : changed.get(jobId);
    }

    /** The events of job {@code jobId} written in this turn, oldest first. */
    public List<JobEventRecord> pendingEventsOf(long jobId) {
        return List.copyOf(eventsByJob.getOrDefault(jobId, List.of()));
    }

    /** Adds the turn's writes to {@code batch} (new jobs, then changed ones, then events) and forgets them. */
    public void flushTo(SqlBatch batch) {
        if (!inserted.isEmpty()) {
            insertJobs(batch, List.copyOf(inserted.values()));
        }
        if (!changed.isEmpty()) {
            updateJobs(batch, List.copyOf(changed.values()));
        }
        if (!events.isEmpty()) {
            insertEvents(batch, List.copyOf(events));
        }
        discard();
    }

    /** Sends {@code batch} on the transaction's connection. */
    public void execute(SqlBatch batch) {
        try (Connection connection = dataSource.getConnection()) {
            batch.execute(connection);
        } catch (SQLException e) {
            throw new IllegalStateException("could not write the engine's turn: " + e.getMessage(), e);
        }
    }

    /** Forgets the turn's writes (they were sent, or its transaction rolled back). */
    public void discard() {
        inserted.clear();
        changed.clear();
        events.clear();
        eventsByJob.clear();
        kept.clear();
        touched.clear();
        keptEvents = 0;
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
        execute(batch);
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

    /** The columns every write names: the key, then the ones a turn may change. */
    private static ColumnArrays<JobRecord> changeable(ColumnArrays<JobRecord> columns) {
        return columns.bigint("site_id", job -> job.siteId())
                .text("state", job -> job.state().name())
                .bigint("price_micro_gd", job -> job.priceMicroGd())
                .bigint("charged_micro_gd", job -> job.chargedMicroGd())
                .bigint("runtime_seconds", job -> job.runtimeSeconds())
                .bigint("planned_start_seconds", job -> job.plannedStartSeconds())
                .bigint("planned_end_seconds", job -> job.plannedEndSeconds())
                .bigint("started_at_seconds", job -> job.startedAtSeconds())
                .bigint("ended_at_seconds", job -> job.endedAtSeconds())
                .text("rejection", job -> job.rejection())
                .text("hold_transfer_id", job -> job.holdTransferId())
                .bigint("useful_seconds", job -> job.usefulSeconds())
                .bigint("charge_seconds", job -> job.chargeSeconds())
                .bigint("overhead_millis", job -> job.overheadMillis())
                .integer("preemptions", job -> job.preemptions())
                .bigint("preempted_by_job_id", job -> job.preemptedByJobId())
                .text("serving_grid", job -> job.servingGrid())
                .bigint("contract_id", job -> job.contractId())
                .bigint("contract_price_micro_gd_per_processor_hour", job -> job.contractPriceMicroGdPerProcessorHour())
                .bigint("site_price_micro_gd", job -> job.sitePriceMicroGd());
    }

    private static final ColumnArrays<JobRecord> NEW_JOB = changeable(new ColumnArrays<JobRecord>()
            .bigint("id", job -> job.id())
            .bigint("user_id", job -> job.userId())
            .text("kind", job -> job.kind())
            .text("idempotency_key", job -> job.idempotencyKey())
            .text("request_fingerprint", job -> job.requestFingerprint())
            .integer("processors", job -> job.processors())
            .bigint("length_mi", job -> job.lengthMi())
            .bigint("budget_micro_gd", job -> job.budgetMicroGd())
            .bigint("deadline_seconds", job -> job.deadlineSeconds())
            .text("strategy", job -> job.strategy())
            .bigint("tardiness_penalty_micro_gd_per_second", job -> job.tardinessPenaltyMicroGdPerSecond())
            .text("lease_type", job -> job.leaseType())
            .bigint("home_site_id", job -> job.homeSiteId())
            .text("home_grid", job -> job.homeGrid())
            .bigint("submitted_at_seconds", job -> job.submittedAtSeconds()));
    private static final ColumnArrays<JobRecord> CHANGED_JOB =
            changeable(new ColumnArrays<JobRecord>().bigint("id", job -> job.id()));
    private static final ColumnArrays<Key> KEY = new ColumnArrays<Key>()
            .bigint("user_id", Key::userId)
            .text("idempotency_key", Key::key);
    static final String BY_KEYS = "SELECT " + COLUMNS + " FROM jobs WHERE (user_id, idempotency_key) IN "
            + "(SELECT * FROM " + KEY.unnest("k") + ")";
    private static final ColumnArrays<JobEventRecord> EVENT = new ColumnArrays<JobEventRecord>()
            .bigint("job_id", JobEventRecord::jobId)
            .bigint("at_seconds", JobEventRecord::atSeconds)
            .text("state", JobEventRecord::state)
            .text("detail", JobEventRecord::detail);

    private static final String INSERT_JOBS = "INSERT INTO jobs (" + NEW_JOB.names() + ") OVERRIDING SYSTEM VALUE "
            + "SELECT * FROM " + NEW_JOB.unnest("v");
    static final String UPDATE_JOBS = "UPDATE jobs SET "
            + CHANGED_JOB.assignments("v", "id")
            + " FROM " + CHANGED_JOB.unnest("v") + " WHERE jobs.id = v.id";
    private static final String INSERT_EVENTS = "INSERT INTO job_events (" + EVENT.names() + ") "
            + "SELECT * FROM " + EVENT.unnest("v");

    private static void insertJobs(SqlBatch batch, List<JobRecord> jobs) {
        batch.update(INSERT_JOBS, (statement, p) -> NEW_JOB.bind(statement, p, jobs));
    }

    private static void updateJobs(SqlBatch batch, List<JobRecord> jobs) {
        batch.update(UPDATE_JOBS, (statement, p) -> CHANGED_JOB.bind(statement, p, jobs));
    }

    private static void insertEvents(SqlBatch batch, List<JobEventRecord> events) {
        batch.update(INSERT_EVENTS, (statement, p) -> EVENT.bind(statement, p, events));
    }

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
        return job.build();
    }

    @FunctionalInterface
    private interface Binder {
        void bind(PreparedStatement statement) throws SQLException;
    }

    @FunctionalInterface
    private interface RowReader {
        void read(ResultSet row) throws SQLException;
    }

    private void query(String sql, Binder binder, RowReader reader) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(sql)) {
            binder.bind(statement);
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    reader.read(rows);
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read jobs: " + e.getMessage(), e);
        }
    }
}
