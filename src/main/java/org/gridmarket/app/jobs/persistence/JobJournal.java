package org.gridmarket.app.jobs.persistence;

import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.gridmarket.app.platform.SqlBatch;

/**
 * The live engine's writes to {@code jobs} and {@code job_events}, gathered over a turn and added at its end
 * to the turn's {@link SqlBatch} as a few multi-row statements (new jobs, changed jobs, events), so a turn
 * costs the same round trips whether it places one job or five hundred. Job ids come from the table's own
 * sequence, fetched in blocks. Reads are plain JDBC too. One engine thread uses it, inside its turn's
 * transaction (Agroal hands every call in one transaction the same connection).
 */
public final class JobJournal {
    private static final String COLUMNS = "id, user_id, kind, idempotency_key, request_fingerprint, processors, "
            + "length_mi, budget_micro_gd, deadline_seconds, strategy, home_site_id, site_id, state, price_micro_gd, "
            + "charged_micro_gd, runtime_seconds, submitted_at_seconds, planned_start_seconds, planned_end_seconds, "
            + "started_at_seconds, ended_at_seconds, rejection, hold_transfer_id";
    private static final int COLUMN_COUNT = 23;
    private static final int ROWS_PER_STATEMENT = 1_000;
    private static final int IDS_PER_FETCH = 256;

    /** A user's Idempotency-Key. */
    public record Key(long userId, String key) {
    }

    private final AgroalDataSource dataSource;
    private final ArrayDeque<Long> freeIds = new ArrayDeque<>();
    private final Map<Long, JobRecord> inserted = new LinkedHashMap<>();
    private final Map<Long, JobRecord> changed = new LinkedHashMap<>();
    private final List<JobEventRecord> events = new ArrayList<>();
    private final Map<Long, List<JobEventRecord>> eventsByJob = new HashMap<>();

    public JobJournal(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** A fresh job id (sequence values are never handed out twice, even when a turn rolls back). */
    public long newId() {
        if (freeIds.isEmpty()) {
            query("SELECT nextval(pg_get_serial_sequence('jobs', 'id')) FROM generate_series(1, ?)",
                    statement -> statement.setInt(1, IDS_PER_FETCH), row -> freeIds.add(row.getLong(1)));
        }
        return freeIds.poll();
    }

    /** Writes {@code job} (as it is at the end of the turn) as a new row. */
    public void inserted(JobRecord job) {
        inserted.put(job.id, job);
    }

    /** Writes {@code job}'s changeable columns (as they are at the end of the turn). */
    public void changed(JobRecord job) {
        if (!inserted.containsKey(job.id)) {
            changed.put(job.id, job);
        }
    }

    public void event(JobEventRecord event) {
        events.add(event);
        eventsByJob.computeIfAbsent(event.jobId(), id -> new ArrayList<>()).add(event);
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
        List<JobRecord> newJobs = List.copyOf(inserted.values());
        for (int from = 0; from < newJobs.size(); from += ROWS_PER_STATEMENT) {
            insertJobs(batch, newJobs.subList(from, Math.min(newJobs.size(), from + ROWS_PER_STATEMENT)));
        }
        List<JobRecord> changedJobs = List.copyOf(changed.values());
        for (int from = 0; from < changedJobs.size(); from += ROWS_PER_STATEMENT) {
            updateJobs(batch, changedJobs.subList(from, Math.min(changedJobs.size(), from + ROWS_PER_STATEMENT)));
        }
        List<JobEventRecord> newEvents = List.copyOf(events);
        for (int from = 0; from < newEvents.size(); from += ROWS_PER_STATEMENT) {
            insertEvents(batch, newEvents.subList(from, Math.min(newEvents.size(), from + ROWS_PER_STATEMENT)));
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

    /** Forgets the turn's writes (its transaction rolled back). */
    public void discard() {
        inserted.clear();
        changed.clear();
        events.clear();
        eventsByJob.clear();
    }

    /** Jobs accepted or running, oldest first. */
    public List<JobRecord> active() {
        List<JobRecord> jobs = new ArrayList<>();
        query("SELECT " + COLUMNS + " FROM jobs WHERE state IN ('ACCEPTED', 'RUNNING') ORDER BY id",
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
     * Starts a turn's transaction: its statements get generic plans, and the jobs created under any of
     * {@code keys} are looked up, in one round trip. PostgreSQL plans a statement afresh on every execution
     * until it settles on a generic plan; the engine's statements have the same shape turn after turn, so
     * planning them once per connection (the driver prepares a statement it has run five times) is enough.
     * The key lookup alone took longer to plan (~0.25 ms) than to run.
     */
    public Map<Key, JobRecord> startTurn(Collection<Key> keys) {
        SqlBatch batch = new SqlBatch().update("SET LOCAL plan_cache_mode = force_generic_plan", (statement, p) -> p);
        Map<Key, JobRecord> found = byKeys(batch, keys);
        execute(batch);
        return found;
    }

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
        Long[] users = keys.stream().map(Key::userId).toArray(Long[]::new);
        String[] values = keys.stream().map(Key::key).toArray(String[]::new);
        batch.query("SELECT " + COLUMNS + " FROM jobs WHERE (user_id, idempotency_key) IN "
                + "(SELECT * FROM unnest(?::bigint[], ?::text[]))", (statement, p) -> {
                    statement.setArray(++p, statement.getConnection().createArrayOf("bigint", users));
                    statement.setArray(++p, statement.getConnection().createArrayOf("text", values));
                    return p;
                }, rows -> {
                    while (rows.next()) {
                        JobRecord job = job(rows);
                        found.put(new Key(job.userId, job.idempotencyKey), job);
                    }
                });
        return found;
    }

    private static void insertJobs(SqlBatch batch, List<JobRecord> jobs) {
        String row = "(" + "?, ".repeat(COLUMN_COUNT - 1) + "?)";
        String sql = "INSERT INTO jobs (" + COLUMNS + ") OVERRIDING SYSTEM VALUE VALUES "
                + String.join(", ", java.util.Collections.nCopies(jobs.size(), row));
        List<JobRecord> rows = List.copyOf(jobs);
        batch.update(sql, (statement, p) -> {
            for (JobRecord job : rows) {
                statement.setLong(++p, job.id);
                statement.setLong(++p, job.userId);
                statement.setString(++p, job.kind);
                statement.setString(++p, job.idempotencyKey);
                statement.setString(++p, job.requestFingerprint);
                statement.setInt(++p, job.processors);
                statement.setLong(++p, job.lengthMi);
                statement.setLong(++p, job.budgetMicroGd);
                statement.setLong(++p, job.deadlineSeconds);
                statement.setString(++p, job.strategy);
                statement.setLong(++p, job.homeSiteId);
                p = setChangeable(statement, p, job);
            }
            return p;
        });
    }

    private static void updateJobs(SqlBatch batch, List<JobRecord> jobs) {
        String row = "(?::bigint, ?::bigint, ?::text, ?::bigint, ?::bigint, ?::bigint, ?::bigint, ?::bigint, ?::bigint, "
                + "?::bigint, ?::bigint, ?::text, ?::text)";
        String sql = "UPDATE jobs SET site_id = v.site_id, state = v.state, price_micro_gd = v.price_micro_gd, "
                + "charged_micro_gd = v.charged_micro_gd, runtime_seconds = v.runtime_seconds, "
                + "planned_start_seconds = v.planned_start_seconds, planned_end_seconds = v.planned_end_seconds, "
                + "started_at_seconds = v.started_at_seconds, ended_at_seconds = v.ended_at_seconds, "
                + "rejection = v.rejection, hold_transfer_id = v.hold_transfer_id FROM (VALUES "
                + String.join(", ", java.util.Collections.nCopies(jobs.size(), row))
                + ") AS v (id, site_id, state, price_micro_gd, charged_micro_gd, runtime_seconds, submitted_at_seconds, "
                + "planned_start_seconds, planned_end_seconds, started_at_seconds, ended_at_seconds, rejection, "
                + "hold_transfer_id) WHERE jobs.id = v.id";
        List<JobRecord> rows = List.copyOf(jobs);
        batch.update(sql, (statement, p) -> {
            for (JobRecord job : rows) {
                statement.setLong(++p, job.id);
                p = setChangeable(statement, p, job);
            }
            return p;
        });
    }

    /** Binds site_id … hold_transfer_id (with submitted_at_seconds, which never changes, among them). */
    private static int setChangeable(PreparedStatement statement, int p, JobRecord job) throws SQLException {
        statement.setObject(++p, job.siteId, Types.BIGINT);
        statement.setString(++p, job.state);
        statement.setObject(++p, job.priceMicroGd, Types.BIGINT);
        statement.setObject(++p, job.chargedMicroGd, Types.BIGINT);
        statement.setObject(++p, job.runtimeSeconds, Types.BIGINT);
        statement.setLong(++p, job.submittedAtSeconds);
        statement.setObject(++p, job.plannedStartSeconds, Types.BIGINT);
        statement.setObject(++p, job.plannedEndSeconds, Types.BIGINT);
        statement.setObject(++p, job.startedAtSeconds, Types.BIGINT);
        statement.setObject(++p, job.endedAtSeconds, Types.BIGINT);
        statement.setString(++p, job.rejection);
        statement.setString(++p, job.holdTransferId);
        return p;
    }

    private static void insertEvents(SqlBatch batch, List<JobEventRecord> rows) {
        String sql = "INSERT INTO job_events (job_id, at_seconds, state, detail) VALUES "
                + String.join(", ", java.util.Collections.nCopies(rows.size(), "(?, ?, ?, ?)"));
        batch.update(sql, (statement, p) -> {
            for (JobEventRecord event : rows) {
                statement.setLong(++p, event.jobId());
                statement.setLong(++p, event.atSeconds());
                statement.setString(++p, event.state());
                statement.setString(++p, event.detail());
            }
            return p;
        });
    }

    private static JobRecord job(ResultSet row) throws SQLException {
        JobRecord job = new JobRecord();
        job.id = row.getLong(1);
        job.userId = row.getLong(2);
        job.kind = row.getString(3);
        job.idempotencyKey = row.getString(4);
        job.requestFingerprint = row.getString(5);
        job.processors = row.getInt(6);
        job.lengthMi = row.getLong(7);
        job.budgetMicroGd = row.getLong(8);
        job.deadlineSeconds = row.getLong(9);
        job.strategy = row.getString(10);
        job.homeSiteId = row.getLong(11);
        job.siteId = row.getObject(12, Long.class);
        job.state = row.getString(13);
        job.priceMicroGd = row.getObject(14, Long.class);
        job.chargedMicroGd = row.getObject(15, Long.class);
        job.runtimeSeconds = row.getObject(16, Long.class);
        job.submittedAtSeconds = row.getLong(17);
        job.plannedStartSeconds = row.getObject(18, Long.class);
        job.plannedEndSeconds = row.getObject(19, Long.class);
        job.startedAtSeconds = row.getObject(20, Long.class);
        job.endedAtSeconds = row.getObject(21, Long.class);
        job.rejection = row.getString(22);
        job.holdTransferId = row.getString(23);
        return job;
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
