package org.gridmarket.app.jobs.persistence;

import io.agroal.api.AgroalDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.gridmarket.app.platform.ColumnArrays;
import org.gridmarket.app.platform.SqlBatch;
import org.gridmarket.core.market.Acceptance;
import org.gridmarket.core.market.BoundOption;

/**
 * Table {@code quotes} (issue 32's binding quotes) in plain JDBC: the options a quote offered, written by the
 * request thread that quoted (never by the engine's turn), and one read by id when a submission names it, with
 * the job that used it, if any (a job names its quote; {@code jobs_use_a_quote_once} keeps that to one job).
 * Each quote's options are written with what it asked (table {@code quote_requests}, V23).
 */
public final class StoredQuotes {
    /** One option of a quote as stored: whose, for which job fields, what it binds, until when. */
    public record QuoteRecord(String id, long userId, String fingerprint, String strategy, String leaseType,
                              BoundOption option, Instant quotedAt, Instant validUntil, Long usedByJobId) {
    }

    private static final ColumnArrays<QuoteRecord> QUOTE = new ColumnArrays<QuoteRecord>()
            .text("id", QuoteRecord::id)
            .bigint("user_id", QuoteRecord::userId)
            .text("fingerprint", QuoteRecord::fingerprint)
            .text("strategy", QuoteRecord::strategy)
            .text("lease_type", QuoteRecord::leaseType)
            .text("binds", quote -> quote.option().binds().name())
            .bigint("site_id", quote -> quote.option().siteId())
            .bigint("price_micro_gd", quote -> quote.option().priceMicroGd())
            .bigint("planned_runtime_seconds", quote -> quote.option().plannedRuntimeSeconds())
            .bigint("contract_id", quote -> terms(quote) == null ? null : terms(quote).contractId())
            .text("home_grid", quote -> terms(quote) == null ? null : terms(quote).homeGrid())
            .text("serving_grid", quote -> terms(quote) == null ? null : terms(quote).servingGrid())
            .bigint("contract_price_micro_gd_per_processor_hour",
                    quote -> terms(quote) == null ? null : terms(quote).contractPriceMicroGdPerProcessorHour())
            .bigint("site_price_micro_gd", quote -> terms(quote) == null ? null : terms(quote).sitePriceMicroGd())
            .timestamptz("quoted_at", QuoteRecord::quotedAt)
            .timestamptz("valid_until", QuoteRecord::validUntil);
    private static final String INSERT = "INSERT INTO quotes (" + QUOTE.names() + ") SELECT * FROM "
            + QUOTE.unnest("v");
    private static final String BY_ID = "SELECT q.id, q.user_id, q.fingerprint, q.strategy, q.lease_type, q.binds, "
            + "q.site_id, q.price_micro_gd, q.planned_runtime_seconds, q.contract_id, q.home_grid, q.serving_grid, "
            + "q.contract_price_micro_gd_per_processor_hour, q.site_price_micro_gd, q.quoted_at, q.valid_until, "
            + "(SELECT j.id FROM jobs j WHERE j.quote_id = q.id) FROM quotes q WHERE q.id = ?";

    /**
     * What a quote asked (V23, issue 35 C), at model second {@code askedAtSeconds}: the job's fields, the caller's
     * home site (null: none) and the request's fingerprint.
     */
    public record Asked(long userId, Long homeSiteId, int processors, long lengthMi, long budgetMicroGd,
                        long deadlineSeconds, String strategy, Long tardinessPenaltyMicroGdPerSecond,
                        String leaseType, boolean carriesScript, String fingerprint, long askedAtSeconds) {
    }

    /** The options and what was asked, in one statement: the request's row names the options' ids. */
    private static final String INSERT_ASKED = "WITH options AS (" + INSERT + " RETURNING id) "
            + "INSERT INTO quote_requests (user_id, home_site_id, processors, length_mi, budget_micro_gd, "
            + "deadline_seconds, strategy, tardiness_penalty_micro_gd_per_second, lease_type, carries_script, "
            + "request_fingerprint, quote_ids, asked_at_seconds) SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, "
            + "coalesce((SELECT array_agg(id ORDER BY id) FROM options), '{}'::text[]), ?";

    private static final String SITE_NAMES = "SELECT id, name FROM sites WHERE id = ANY (?)";

    private final AgroalDataSource dataSource;

    public StoredQuotes(AgroalDataSource dataSource) {
        this.dataSource = dataSource;
    }

    private static Acceptance.Redirected terms(QuoteRecord quote) {
        return quote.option().redirected();
    }

    /** Writes {@code quotes} and what their quote {@code asked}, in one statement committed on its own. */
    public void insert(List<QuoteRecord> quotes, Asked asked) {
        SqlBatch batch = new SqlBatch().update(INSERT_ASKED, (statement, offset) -> {
            int p = QUOTE.bind(statement, offset, quotes);
            statement.setLong(++p, asked.userId());
            statement.setObject(++p, asked.homeSiteId(), java.sql.Types.BIGINT);
            statement.setInt(++p, asked.processors());
            statement.setLong(++p, asked.lengthMi());
            statement.setLong(++p, asked.budgetMicroGd());
            statement.setLong(++p, asked.deadlineSeconds());
            statement.setString(++p, asked.strategy());
            statement.setObject(++p, asked.tardinessPenaltyMicroGdPerSecond(), java.sql.Types.BIGINT);
            statement.setString(++p, asked.leaseType());
            statement.setBoolean(++p, asked.carriesScript());
            statement.setString(++p, asked.fingerprint());
            statement.setLong(++p, asked.askedAtSeconds());
            return p;
        });
        try (Connection connection = dataSource.getConnection()) {
            batch.execute(connection);
        } catch (SQLException e) {
            throw new IllegalStateException("could not store the quote: " + e.getMessage(), e);
        }
    }

    /** Quote {@code id} with the job that used it (inside the caller's transaction, if any). */
    public Optional<QuoteRecord> find(String id) {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(BY_ID)) {
            statement.setString(1, id);
            try (ResultSet row = statement.executeQuery()) {
                return row.next() ? Optional.of(quote(row)) : Optional.empty();
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read quote: " + e.getMessage(), e);
        }
    }

    /** The names of sites {@code siteIds} (the engine's sites are named by id; people read the owner's name). */
    public java.util.Map<Long, String> siteNames(java.util.Collection<Long> siteIds) {
        java.util.Map<Long, String> names = new java.util.HashMap<>();
        if (siteIds.isEmpty()) {
            return names;
        }
        try (Connection connection = dataSource.getConnection();
             PreparedStatement statement = connection.prepareStatement(SITE_NAMES)) {
            statement.setArray(1, connection.createArrayOf("bigint", siteIds.toArray()));
            try (ResultSet rows = statement.executeQuery()) {
                while (rows.next()) {
                    names.put(rows.getLong(1), rows.getString(2));
                }
            }
        } catch (SQLException e) {
            throw new IllegalStateException("could not read site names: " + e.getMessage(), e);
        }
        return names;
    }

    private static QuoteRecord quote(ResultSet row) throws SQLException {
        Long contractId = row.getObject(10, Long.class);
        Acceptance.Redirected redirected = contractId == null ? null : new Acceptance.Redirected(row.getString(11),
                row.getString(12), contractId, row.getLong(13), row.getLong(14));
        BoundOption option = new BoundOption(BoundOption.Binds.valueOf(row.getString(6)),
                row.getObject(7, Long.class), row.getLong(8), row.getObject(9, Long.class), redirected);
        return new QuoteRecord(row.getString(1), row.getLong(2), row.getString(3), row.getString(4),
                row.getString(5), option, row.getObject(15, java.time.OffsetDateTime.class).toInstant(),
                row.getObject(16, java.time.OffsetDateTime.class).toInstant(), row.getObject(17, Long.class));
    }
}
