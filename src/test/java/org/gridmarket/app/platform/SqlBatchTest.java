package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.junit.jupiter.api.Test;

/**
 * One round trip, several statements: they run in order, each query's rows reach its reader, the
 * parameter limit applies per statement (the engine's biggest turn binds about 40,000 in all), and a
 * failing statement fails the batch.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SqlBatchTest {
    private static final int PARAMETERS = 20_000;

    @Inject
    AgroalDataSource dataSource;

    @Test
    void statementsRunInOrderAndEachQueryReachesItsReader() throws SQLException {
        List<Long> sums = new ArrayList<>();
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            connection.setAutoCommit(false);
            sql.execute("CREATE TEMP TABLE batch_probe (x bigint) ON COMMIT DROP");
            SqlBatch batch = new SqlBatch();
            for (int statement = 1; statement <= 3; statement++) {
                long factor = statement;
                batch.update("INSERT INTO batch_probe (x) VALUES " + String.join(", ",
                        Collections.nCopies(PARAMETERS, "(?)")), (insert, p) -> {
                            for (int i = 1; i <= PARAMETERS; i++) {
                                insert.setLong(++p, i * factor);
                            }
                            return p;
                        });
                batch.query("SELECT sum(x) FROM batch_probe", (query, p) -> p, rows -> {
                    rows.next();
                    sums.add(rows.getLong(1));
                });
            }
            batch.execute(connection);
            connection.rollback();
        }
        long once = (long) PARAMETERS * (PARAMETERS + 1) / 2;
        assertThat(sums).containsExactly(once, 3 * once, 6 * once);
    }

    @Test
    void aFailingStatementFailsTheWholeBatch() throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            connection.setAutoCommit(false);
            sql.execute("CREATE TEMP TABLE batch_stop (x bigint CHECK (x > 0)) ON COMMIT DROP");
            SqlBatch batch = new SqlBatch()
                    .update("INSERT INTO batch_stop VALUES (?)", (insert, p) -> {
                        insert.setLong(++p, -1);
                        return p;
                    })
                    .update("INSERT INTO batch_stop VALUES (?)", (insert, p) -> {
                        insert.setLong(++p, 1);
                        return p;
                    });
            assertThatThrownBy(() -> batch.execute(connection)).isInstanceOf(SQLException.class)
                    .hasMessageContaining("batch_stop_x_check");
            connection.rollback();
        }
    }
}
