package org.gridmarket.app.advice.persistence;

import io.agroal.api.AgroalDataSource;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.app.platform.JdbcReads;

/**
 * What the market saw over a window of model time, in plain JDBC, for the price advisor: the market requests
 * (jobs submitted, quotes asked and not taken), the owners' local jobs, and the jobs already on a site when the
 * window opens. Jobs and quotes that carry a script are left out (a real cluster runs them, not the model).
 * Each read is bounded by the caller's {@code limit}; the market requests are the latest ones.
 */
public final class MarketHistory {

    /** A job submitted or a quote not taken, as asked; {@code placedSiteId} is where a job went (null: nowhere). */
    public record Request(boolean quote, long id, long atSeconds, long userId, Long homeSiteId, String homeGrid,
                          int processors, long lengthMi, long budgetMicroGd, long deadlineSeconds, String strategy,
                          Long tardinessPenaltyMicroGdPerSecond, String leaseType, Long placedSiteId) {
    }

    /** A job on site {@code siteId} from {@code atSeconds} for {@code runtimeSeconds}, whatever the prices. */
    public record Occupancy(long id, long siteId, long atSeconds, int processors, long runtimeSeconds) {
    }

    private static final String JOBS = "SELECT id, submitted_at_seconds, user_id, home_site_id, home_grid, processors, "
            + "length_mi, budget_micro_gd, deadline_seconds, strategy, tardiness_penalty_micro_gd_per_second, "
            + "lease_type, site_id FROM jobs WHERE kind = 'federation' AND submitted_at_seconds >= ? "
            + "AND submitted_at_seconds < ? AND NOT EXISTS (SELECT 1 FROM job_scripts s WHERE s.job_id = jobs.id) "
            + "ORDER BY submitted_at_seconds DESC, id DESC LIMIT ?";
    /**
     * Quotes not taken: no job names one of its options, and its user submitted no job with the same fields
     * (fingerprint) at or after it in the window (a user may quote, then submit without naming the quote).
     */
    private static final String QUOTES = "SELECT q.id, q.asked_at_seconds, q.user_id, q.home_site_id, NULL::text, "
            + "q.processors, q.length_mi, q.budget_micro_gd, q.deadline_seconds, q.strategy, "
            + "q.tardiness_penalty_micro_gd_per_second, q.lease_type, NULL::bigint FROM quote_requests q "
            + "WHERE q.asked_at_seconds >= ? AND q.asked_at_seconds < ? AND NOT q.carries_script "
            + "AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.quote_id = ANY (q.quote_ids)) "
            + "AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.user_id = q.user_id "
            + "AND j.request_fingerprint = q.request_fingerprint AND j.submitted_at_seconds >= q.asked_at_seconds "
            + "AND j.submitted_at_seconds < ?) ORDER BY q.asked_at_seconds DESC, q.id DESC LIMIT ?";
    private static final String LOCALS = "SELECT id, site_id, submitted_at_seconds, processors, runtime_seconds "
            + "FROM jobs WHERE kind = 'local' AND site_id IS NOT NULL AND runtime_seconds > 0 "
            + "AND submitted_at_seconds >= ? AND submitted_at_seconds < ? ORDER BY submitted_at_seconds, id LIMIT ?";
    /** Jobs on a site when the window opens: submitted before it, not ended by then; until their (planned) end. */
    private static final String CARRIED = "SELECT id, site_id, ?, processors, "
            + "coalesce(ended_at_seconds, planned_end_seconds) - ? FROM jobs WHERE site_id IS NOT NULL "
            + "AND submitted_at_seconds < ? AND state NOT IN ('REJECTED', 'QUEUED') "
            + "AND coalesce(ended_at_seconds, planned_end_seconds) > ? "
            + "AND coalesce(started_at_seconds, planned_start_seconds) IS NOT NULL ORDER BY id LIMIT ?";

    private final AgroalDataSource dataSource;

    public MarketHistory(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    /** The latest {@code limit} jobs submitted to the market in [from, to), newest first. */
    public List<Request> jobs(long fromSeconds, long toSeconds, int limit) {
        List<Request> rows = new ArrayList<>();
        read(JOBS, statement -> {
            statement.setLong(1, fromSeconds);
            statement.setLong(2, toSeconds);
            statement.setInt(3, limit);
        }, row -> rows.add(request(row, false)));
        return rows;
    }

    /** The latest {@code limit} quotes asked in [from, to) and not taken, newest first. */
    public List<Request> quotesNotTaken(long fromSeconds, long toSeconds, int limit) {
        List<Request> rows = new ArrayList<>();
        read(QUOTES, statement -> {
            statement.setLong(1, fromSeconds);
            statement.setLong(2, toSeconds);
            statement.setLong(3, toSeconds);
            statement.setInt(4, limit);
        }, row -> rows.add(request(row, true)));
        return rows;
    }

    /** The owners' local jobs submitted in [from, to), at most {@code limit}, oldest first. */
    public List<Occupancy> localJobs(long fromSeconds, long toSeconds, int limit) {
        List<Occupancy> rows = new ArrayList<>();
        read(LOCALS, statement -> {
            statement.setLong(1, fromSeconds);
            statement.setLong(2, toSeconds);
            statement.setInt(3, limit);
        }, row -> rows.add(occupancy(row)));
        return rows;
    }

    /** The jobs (market and local) on a site at {@code fromSeconds}, until their end, at most {@code limit}. */
    public List<Occupancy> carriedInto(long fromSeconds, int limit) {
        List<Occupancy> rows = new ArrayList<>();
        read(CARRIED, statement -> {
            statement.setLong(1, fromSeconds);
            statement.setLong(2, fromSeconds);
            statement.setLong(3, fromSeconds);
            statement.setLong(4, fromSeconds);
            statement.setInt(5, limit);
        }, row -> rows.add(occupancy(row)));
        return rows;
    }

    private static Request request(ResultSet row, boolean quote) throws SQLException {
        return new Request(quote, row.getLong(1), row.getLong(2), row.getLong(3), row.getObject(4, Long.class),
                row.getString(5), row.getInt(6), row.getLong(7), row.getLong(8), row.getLong(9), row.getString(10),
                row.getObject(11, Long.class), row.getString(12), row.getObject(13, Long.class));
    }

    private static Occupancy occupancy(ResultSet row) throws SQLException {
        return new Occupancy(row.getLong(1), row.getLong(2), row.getLong(3), row.getInt(4), row.getLong(5));
    }

    private void read(String sql, JdbcReads.Binder binder, JdbcReads.RowReader reader) {
        JdbcReads.eachRow(dataSource, sql, binder, reader, "the market's history");
    }
}
