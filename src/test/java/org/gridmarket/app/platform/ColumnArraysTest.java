package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;

/**
 * Rows sent as one array per column come back from PostgreSQL as they went in: every type, nulls, bytes,
 * microseconds, and any number of rows under one statement text.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class ColumnArraysTest {
    record Row(Long id, Integer count, String name, Instant at, byte[] hash) {
    }

    private static final ColumnArrays<Row> COLUMNS = new ColumnArrays<Row>()
            .bigint("id", Row::id)
            .integer("count", Row::count)
            .text("name", Row::name)
            .timestamptz("at", Row::at)
            .bytea("hash", Row::hash);

    @Inject
    AgroalDataSource dataSource;

    @Test
    void theStatementTextNamesEachColumnOnceWhateverTheRowCount() {
        assertThat(COLUMNS.names()).isEqualTo("id, count, name, at, hash");
        assertThat(COLUMNS.unnest("v")).isEqualTo(
                "unnest(?::bigint[], ?::integer[], ?::text[], ?::timestamptz[], ?::bytea[]) AS v (id, count, name, at, hash)");
        assertThat(COLUMNS.assignments("v", "id")).isEqualTo("count = v.count, name = v.name, at = v.at, hash = v.hash");
    }

    @Test
    void rowsArriveAsTheyWereSentNullsBytesAndMicrosecondsIncluded() throws SQLException {
        List<Row> rows = List.of(
                new Row(1L, 7, "plain", Instant.parse("2026-11-22T03:04:05.123456Z"), new byte[] {0, 1, (byte) 255}),
                new Row(2L, null, "quote \" comma, brace { backslash \\ and NULL", null, null),
                new Row(3L, -1, null, Instant.parse("1970-01-01T00:00:00Z"), new byte[32]));
        assertThat(roundTrip(rows)).usingRecursiveFieldByFieldElementComparator().containsExactlyElementsOf(rows);
    }

    @Test
    void oneStatementCarriesManyRows() throws SQLException {
        List<Row> rows = IntStream.range(0, 70_000)
                .mapToObj(i -> new Row((long) i, i, "r" + i, Instant.ofEpochSecond(i), new byte[] {(byte) i}))
                .toList();
        List<Row> back = roundTrip(rows);
        assertThat(back).hasSize(70_000);
        assertThat(back.get(69_999).name()).isEqualTo("r69999");
        assertThat(back.get(69_999).hash()).containsExactly((byte) 69_999);
    }

    private List<Row> roundTrip(List<Row> rows) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            connection.setAutoCommit(false);
            try {
                sql.execute("CREATE TEMP TABLE column_probe (id bigint, count integer, name text, at timestamptz, "
                        + "hash bytea) ON COMMIT DROP");
                SqlBatch batch = new SqlBatch().update("INSERT INTO column_probe (" + COLUMNS.names() + ") SELECT * FROM "
                        + COLUMNS.unnest("v"), (statement, p) -> COLUMNS.bind(statement, p, rows));
                List<Row> back = new ArrayList<>();
                batch.query("SELECT id, count, name, at, hash FROM column_probe ORDER BY id", (statement, p) -> p,
                        result -> {
                            while (result.next()) {
                                back.add(row(result));
                            }
                        });
                batch.execute(connection);
                return back;
            } finally {
                connection.rollback();
            }
        }
    }

    private static Row row(ResultSet result) throws SQLException {
        java.sql.Timestamp at = result.getTimestamp(4);
        return new Row(result.getObject(1, Long.class), result.getObject(2, Integer.class), result.getString(3),
                at == null ? null : at.toInstant(), result.getBytes(5));
    }
}
