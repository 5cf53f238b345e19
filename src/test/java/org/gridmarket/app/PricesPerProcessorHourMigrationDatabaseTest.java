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
 * Migration V10 over a database written before it: a real (embedded, throw-away) PostgreSQL migrated to V9,
 * given sites and price history in the old unit as the service wrote them, then migrated to V10. Each price
 * per MI c becomes 3,600 × c per processor-hour (within 1 µG$ to 10¹² µG$), the old history rows stay as they
 * were (per MI), and one row per priced site, with no author and a reason, records the conversion.
 */
class PricesPerProcessorHourMigrationDatabaseTest {
    private static MigrationDatabase database;

    @BeforeAll
    static void migrateAHistoryWrittenInTheOldUnit() throws SQLException {
        database = new MigrationDatabase();
        database.migrateTo("9");
        try (Connection owner = database.owner(); Statement sql = owner.createStatement()) {
            sql.execute("INSERT INTO users (username, password_hash, role) VALUES ('owner9', 'x', 'owner')");
            // Sites 1–5: CTC SP2's Table 2 quote changed once; a free site (allowed before issue 18); a quote
            // whose 3,600-fold exceeds 10^12 µG$; a withdrawn site; a site never priced.
            sql.execute("""
                    INSERT INTO sites (name, owner_id, processors, mips_per_processor, bandwidth_gbps, grid_name,
                                       price_micro_gd_per_mi, withdrawn_at)
                    SELECT v.name, u.id, 512, 850, 2, 'ctc', v.price, v.withdrawn
                    FROM users u, (VALUES (1, 'CTC SP2', 4900000, NULL::timestamptz),
                                          (2, 'Free site', 0, NULL),
                                          (3, 'Dear site', 300000000, NULL),
                                          (4, 'Gone site', 1000000, now()),
                                          (5, 'Unpriced site', NULL, NULL)) AS v(n, name, price, withdrawn)
                    WHERE u.username = 'owner9' ORDER BY v.n""");
            sql.execute("""
                    INSERT INTO site_price_changes (site_id, changed_by, changed_at, old_price_micro_gd_per_mi,
                                                    new_price_micro_gd_per_mi)
                    SELECT s.id, s.owner_id, timestamptz '2026-01-01 00:00Z' + h.n * interval '1 day', h.old, h.new
                    FROM sites s JOIN (VALUES (1, 'CTC SP2', NULL, 4840000), (2, 'CTC SP2', 4840000, 4900000),
                                              (3, 'Free site', NULL, 0), (4, 'Dear site', NULL, 300000000),
                                              (5, 'Gone site', NULL, 1000000)) AS h(n, name, old, new)
                         ON h.name = s.name ORDER BY h.n""");
        }
        database.migrateTo("10");
    }

    @AfterAll
    static void stop() {
        database.close();
    }

    @Test
    void eachPricePerMiBecomes3600TimesItselfPerProcessorHourWithinTheLimits() throws SQLException {
        assertThat(rows("SELECT name, price_micro_gd_per_processor_hour FROM sites ORDER BY id")).containsExactly(
                "CTC SP2 17640000000",   // 3,600 × 4.9 G$ per MI: a 1-processor job costs what it did
                "Free site 1",           // 0 is no price the market allows: the least one, 1 µG$
                "Dear site 1000000000000", // 3,600 × 300 G$ = 1,080,000 G$, above the most: 10^6 G$
                "Gone site 3600000000",
                "Unpriced site null");
    }

    @Test
    void theOldHistoryStaysInItsUnitAndOneRowPerPricedSiteRecordsTheConversion() throws SQLException {
        assertThat(rows("""
                SELECT s.name, coalesce(u.username, '-'), c.old_price_micro_gd, c.old_price_unit, c.new_price_micro_gd,
                       c.new_price_unit, c.reason IS NOT NULL
                FROM site_price_changes c JOIN sites s ON s.id = c.site_id LEFT JOIN users u ON u.id = c.changed_by
                ORDER BY c.id""")).containsExactly(
                "CTC SP2 owner9 null PER_MI 4840000 PER_MI false",
                "CTC SP2 owner9 4840000 PER_MI 4900000 PER_MI false",
                "Free site owner9 null PER_MI 0 PER_MI false",
                "Dear site owner9 null PER_MI 300000000 PER_MI false",
                "Gone site owner9 null PER_MI 1000000 PER_MI false",
                "CTC SP2 - 4900000 PER_MI 17640000000 PER_PROCESSOR_HOUR true",
                "Free site - 0 PER_MI 1 PER_PROCESSOR_HOUR true",
                "Dear site - 300000000 PER_MI 1000000000000 PER_PROCESSOR_HOUR true",
                "Gone site - 1000000 PER_MI 3600000000 PER_PROCESSOR_HOUR true");
        assertThat(rows("SELECT DISTINCT reason FROM site_price_changes WHERE changed_by IS NULL"))
                .singleElement().asString().contains("3,600 × c per processor-hour");
    }

    @Test
    void theServiceAppendsInTheNewUnitOnlyWithinTheLimitsAndTheHistoryStillNeverChanges() throws SQLException {
        try (Connection service = database.service(); Statement sql = service.createStatement()) {
            service.setAutoCommit(false);
            String append = "INSERT INTO site_price_changes (site_id, changed_by, changed_at, old_price_micro_gd, "
                    + "old_price_unit, new_price_micro_gd, new_price_unit) SELECT id, owner_id, now(), "
                    + "price_micro_gd_per_processor_hour, 'PER_PROCESSOR_HOUR', %s, %s FROM sites WHERE id = 1";
            sql.execute(append.formatted("18000000000", "'PER_PROCESSOR_HOUR'"));
            sql.execute("UPDATE sites SET price_micro_gd_per_processor_hour = 18000000000 WHERE id = 1");
            service.rollback();
            for (String refused : List.of(
                    append.formatted("18000000000", "NULL"),                     // the unit is required
                    append.formatted("0", "'PER_PROCESSOR_HOUR'"),               // at least 1 µG$
                    append.formatted("1000000000001", "'PER_PROCESSOR_HOUR'"),   // at most 10^12 µG$
                    "UPDATE sites SET price_micro_gd_per_processor_hour = 0 WHERE id = 1",
                    "INSERT INTO site_price_changes (site_id, changed_at, new_price_micro_gd, new_price_unit) "
                            + "VALUES (1, now(), 5, 'PER_PROCESSOR_HOUR')",           // neither author nor reason
                    "UPDATE site_price_changes SET new_price_unit = 'PER_PROCESSOR_HOUR'",
                    "DELETE FROM site_price_changes WHERE changed_by IS NULL")) {
                assertThatThrownBy(() -> sql.execute(refused)).as(refused).isInstanceOf(SQLException.class);
                service.rollback();
            }
        }
        assertThat(rows("SELECT count(*) FROM site_price_changes")).containsExactly("9");
    }

    private static List<String> rows(String query) throws SQLException {
        return database.rows(query);
    }
}
