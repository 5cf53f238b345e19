package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The tables the live engine appends to are analysed from small samples (migration V6): every column has
 * statistics target 10, so ANALYZE samples 3,000 rows (300 × the largest target) instead of 30,000. A
 * column added later without the same target would bring back the large sample, and this test names it.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class StatisticsTargetsDatabaseTest {
    @Inject
    AgroalDataSource dataSource;

    @ParameterizedTest(name = "every column of {0} has statistics target 10")
    @ValueSource(strings = {"jobs", "job_events", "job_runs", "transfers"})
    void everyColumnIsAnalysedFromASmallSample(String table) throws SQLException {
        List<String> columns = new ArrayList<>();
        List<String> others = new ArrayList<>();
        try (Connection connection = dataSource.getConnection();
             PreparedStatement query = connection.prepareStatement(
                     "SELECT attname, attstattarget FROM pg_attribute "
                             + "WHERE attrelid = ?::regclass AND attnum > 0 AND NOT attisdropped")) {
            query.setString(1, table);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    columns.add(rows.getString(1));
                    if (rows.getObject(2) == null || rows.getInt(2) != 10) {
                        others.add(rows.getString(1) + "=" + rows.getObject(2));
                    }
                }
            }
        }
        assertThat(columns).hasSizeGreaterThan(4);
        assertThat(others).as("columns of %s with another statistics target", table).isEmpty();
    }
}
