package org.gridmarket.app.jobs.persistence;

import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gridmarket.app.platform.ColumnArrays;
import org.gridmarket.app.platform.SqlBatch;

/**
 * The live engine's writes to {@code jobs}, {@code job_events} and {@code job_runs}, gathered over a turn and added
 * at its end to the turn's {@link SqlBatch} as one statement per kind of write (new jobs, changed jobs, events, the
 * jobs' runs), so a turn costs the same round trips whether it places one job or five hundred. The rows travel as
 * {@link ColumnArrays}, so each statement's text never changes and PostgreSQL plans it once per connection.
 * Job ids come from {@link JobIds}; reads are {@link StoredJobs}'. One engine
 * thread uses it, inside its turn's transaction (Agroal hands every call in one transaction the same
 * connection).
 */
public final class JobJournal {
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

    /**
     * Adds the turn's writes to {@code batch} (new jobs, then changed ones, then events, then the jobs' runs:
     * ends of earlier runs before new ones) and forgets them.
     */
    public void flushTo(SqlBatch batch) {
        JobRuns runs = new JobRuns();
        if (!inserted.isEmpty()) {
            insertJobs(batch, List.copyOf(inserted.values()));
            insertScripts(batch, inserted.values().stream().filter(job -> job.work().script() != null).toList());
            inserted.values().forEach(job -> runs.add(job.id(), job.takeRunChanges()));
        }
        if (!changed.isEmpty()) {
            updateJobs(batch, List.copyOf(changed.values()));
            changed.values().forEach(job -> runs.add(job.id(), job.takeRunChanges()));
        }
        if (!events.isEmpty()) {
            insertEvents(batch, List.copyOf(events));
        }
        if (!runs.ended().isEmpty()) {
            batch.update(END_RUNS, (statement, p) -> RUN_END.bind(statement, p, runs.ended()));
        }
        if (!runs.started().isEmpty()) {
            batch.update(INSERT_RUNS, (statement, p) -> RUN.bind(statement, p, runs.started()));
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
                .bigint("useful_seconds_elsewhere", job -> job.usefulSecondsElsewhere())
                .bigint("charge_seconds", job -> job.chargeSeconds())
                .bigint("overhead_millis", job -> job.overheadMillis())
                .integer("preemptions", job -> job.preemptions())
                .bigint("preempted_by_job_id", job -> job.preemptedByJobId())
                .text("preempted_by_kind", job -> job.preemptedByKind())
                .text("preempted_under_policy", job -> job.preemptedUnderPolicy())
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
            .bigint("submitted_at_seconds", job -> job.submittedAtSeconds())
            .text("quote_id", job -> job.quoteId())
            .text("priced_at", job -> job.pricedAt()));
    private static final ColumnArrays<JobRecord> SCRIPT = new ColumnArrays<JobRecord>()
            .bigint("job_id", job -> job.id())
            .text("script", job -> job.work().script());
    private static final String INSERT_SCRIPTS = "INSERT INTO job_scripts (" + SCRIPT.names() + ") SELECT * FROM "
            + SCRIPT.unnest("v");
    private static final ColumnArrays<JobRecord> CHANGED_JOB =
            changeable(new ColumnArrays<JobRecord>().bigint("id", job -> job.id()));
    private static final ColumnArrays<JobEventRecord> EVENT = new ColumnArrays<JobEventRecord>()
            .bigint("job_id", JobEventRecord::jobId)
            .bigint("at_seconds", JobEventRecord::atSeconds)
            .text("state", JobEventRecord::state)
            .text("detail", JobEventRecord::detail);

    private static final ColumnArrays<JobRuns.Run> RUN = new ColumnArrays<JobRuns.Run>()
            .bigint("job_id", JobRuns.Run::jobId)
            .bigint("site_id", JobRuns.Run::siteId)
            .integer("processors", JobRuns.Run::processors)
            .bigint("started_at_seconds", JobRuns.Run::startedAtSeconds)
            .bigint("ended_at_seconds", JobRuns.Run::endedAtSeconds);
    private static final ColumnArrays<JobRuns.End> RUN_END = new ColumnArrays<JobRuns.End>()
            .bigint("job_id", JobRuns.End::jobId)
            .bigint("ended_at_seconds", JobRuns.End::endedAtSeconds);
    private static final String INSERT_RUNS = "INSERT INTO job_runs (" + RUN.names() + ") SELECT * FROM "
            + RUN.unnest("v");
    private static final String END_RUNS = "UPDATE job_runs SET ended_at_seconds = v.ended_at_seconds FROM "
            + RUN_END.unnest("v") + " WHERE job_runs.job_id = v.job_id AND job_runs.ended_at_seconds IS NULL";

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

    /** Issue 33: the scripts of the turn's new jobs, in the statement after theirs (an acknowledged job has it). */
    private static void insertScripts(SqlBatch batch, List<JobRecord> jobs) {
        if (!jobs.isEmpty()) {
            batch.update(INSERT_SCRIPTS, (statement, p) -> SCRIPT.bind(statement, p, jobs));
        }
    }

    private static void updateJobs(SqlBatch batch, List<JobRecord> jobs) {
        batch.update(UPDATE_JOBS, (statement, p) -> CHANGED_JOB.bind(statement, p, jobs));
    }

    private static void insertEvents(SqlBatch batch, List<JobEventRecord> events) {
        batch.update(INSERT_EVENTS, (statement, p) -> EVENT.bind(statement, p, events));
    }
}
