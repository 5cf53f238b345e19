package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.stream.Stream;
import javax.sql.DataSource;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What jobs and their events refer to exists, in PostgreSQL itself (migration V5 checks per statement what
 * foreign keys checked per row), and what they refer to cannot disappear. Transfer ids and codes accept
 * exactly the strings the original patterns accepted. Every test rolls back what it wrote.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class JobReferencesDatabaseTest {
    private static final String JOB = "INSERT INTO jobs (user_id, kind, request_fingerprint, processors, length_mi, "
            + "budget_micro_gd, deadline_seconds, home_site_id, site_id, state, submitted_at_seconds, hold_transfer_id) "
            + "VALUES (?, 'local', 'probe', 1, 1, 0, 1, ?, ?, 'SUBMITTED', 0, ?) RETURNING id";

    /** As the owner: the triggers must refuse even the owner, and forging a row needs the triggers off. */
    private final DataSource dataSource = DatabaseOwner.dataSource();

    static Stream<Arguments> missingReferences() {
        return Stream.of(
                Arguments.of("user", 999_999_999L, null, null, null, "refers to user 999999999, which does not exist"),
                Arguments.of("home site", null, 999_999_998L, null, null,
                        "refers to home site 999999998, which does not exist"),
                Arguments.of("site", null, null, 999_999_997L, null, "refers to site 999999997, which does not exist"),
                Arguments.of("hold", null, null, null, "no-such-hold", "refers to hold no-such-hold, which does not exist"));
    }

    @ParameterizedTest(name = "a new job naming a missing {0} is refused")
    @MethodSource("missingReferences")
    void aNewJobNamingSomethingMissingIsRefused(String what, Long user, Long homeSite, Long site, String hold,
                                                String message) throws SQLException {
        rolledBack(connection -> {
            long carol = carol(connection);
            long firstSite = firstSite(connection);
            assertThatThrownBy(() -> insertJob(connection, user != null ? user : carol,
                    homeSite != null ? homeSite : firstSite, site, hold))
                    .isInstanceOf(SQLException.class)
                    .hasMessageContaining(message)
                    .satisfies(e -> assertThat(((SQLException) e).getSQLState()).isEqualTo("23503"));
        });
    }

    @ParameterizedTest(name = "changing a job's {0} to a missing one is refused")
    @MethodSource("missingReferences")
    void changingAJobToNameSomethingMissingIsRefused(String what, Long user, Long homeSite, Long site, String hold,
                                                     String message) throws SQLException {
        rolledBack(connection -> {
            long carol = carol(connection);
            long firstSite = firstSite(connection);
            long job = insertJob(connection, carol, firstSite, firstSite, null);
            String column = switch (what) {
                case "user" -> "user_id = " + user;
                case "home site" -> "home_site_id = " + homeSite;
                case "site" -> "site_id = " + site;
                default -> "hold_transfer_id = '" + hold + "'";
            };
            try (Statement sql = connection.createStatement()) {
                sql.executeUpdate("UPDATE jobs SET state = 'RUNNING' WHERE id = " + job);
                assertThatThrownBy(() -> sql.executeUpdate("UPDATE jobs SET " + column + " WHERE id = " + job))
                        .hasMessageContaining(message);
            }
        });
    }

    @Test
    void aJobNamingWhatExistsIsKeptAndSoAreItsEvents() throws SQLException {
        rolledBack(connection -> {
            long carol = carol(connection);
            long firstSite = firstSite(connection);
            String hold = anyTransferId(connection);
            long job = insertJob(connection, carol, firstSite, firstSite, hold);
            try (Statement sql = connection.createStatement()) {
                assertThat(sql.executeUpdate("INSERT INTO job_events (job_id, at_seconds, state) VALUES ("
                        + job + ", 0, 'SUBMITTED'), (" + job + ", 1, 'ACCEPTED')")).isEqualTo(2);
                assertThat(sql.executeUpdate("UPDATE jobs SET state = 'ACCEPTED', site_id = " + firstSite
                        + " WHERE id = " + job)).isEqualTo(1);
            }
        });
    }

    @Test
    void anEventOfAJobThatDoesNotExistIsRefused() throws SQLException {
        rolledBack(connection -> {
            try (Statement sql = connection.createStatement()) {
                assertThatThrownBy(() -> sql.executeUpdate(
                        "INSERT INTO job_events (job_id, at_seconds, state) VALUES (999999999, 0, 'SUBMITTED')"))
                        .hasMessageContaining("event of job 999999999, which does not exist");
            }
        });
    }

    @ParameterizedTest(name = "{0} is refused")
    @ValueSource(strings = {"DELETE FROM users", "UPDATE users SET id = DEFAULT", "TRUNCATE users CASCADE",
        "DELETE FROM sites", "UPDATE sites SET id = DEFAULT", "TRUNCATE sites CASCADE",
        "DELETE FROM jobs", "UPDATE jobs SET id = DEFAULT", "TRUNCATE jobs CASCADE"})
    void whatJobsReferToCannotDisappear(String statement) throws SQLException {
        rolledBack(connection -> {
            insertJob(connection, carol(connection), firstSite(connection), null, null);
            try (Statement sql = connection.createStatement()) {
                assertThatThrownBy(() -> sql.executeUpdate(statement)).hasMessageContaining("immutable");
            }
        });
    }

    /**
     * V5 rewrote the patterns without bounded repetition, V15 let ids be 128 characters long (derived client ids,
     * issue 30 A); these strings pin down that nothing else changed.
     */
    @ParameterizedTest(name = "{0} \"{2}\" accepted: {3}")
    @MethodSource("idsAndCodes")
    void transferIdsAndCodesAreCheckedAsBefore(String column, String originalPattern, String value, boolean accepted)
            throws SQLException {
        assertThat(holds(value, column, constraint("transfers_" + column + "_check"))).isEqualTo(accepted);
        assertThat(holds(value, column, "CHECK (" + column + " ~ '" + originalPattern + "')")).isEqualTo(accepted);
    }

    static Stream<Arguments> idsAndCodes() {
        String id = "^[A-Za-z0-9._:-]{1,128}$";
        String code = "^[a-z][a-z0-9_]{0,31}$";
        return Stream.of(Arguments.of("id", id, "job-12:hold", true), Arguments.of("id", id, "A.b_c:9-z", true),
                Arguments.of("id", id, "x".repeat(128), true), Arguments.of("id", id, "x".repeat(129), false),
                Arguments.of("id", id, "", false), Arguments.of("id", id, "with space", false),
                Arguments.of("id", id, "job-1\n", false), Arguments.of("id", id, "\njob-1", false),
                Arguments.of("id", id, "jöb", false), Arguments.of("id", id, "a/b", false),
                Arguments.of("id", id, "a%b", false),
                Arguments.of("code", code, "job_hold", true), Arguments.of("code", code, "a", true),
                Arguments.of("code", code, "a" + "9".repeat(31), true),
                Arguments.of("code", code, "a" + "9".repeat(32), false), Arguments.of("code", code, "", false),
                Arguments.of("code", code, "9a", false), Arguments.of("code", code, "_a", false),
                Arguments.of("code", code, "Job", false), Arguments.of("code", code, "job-hold", false),
                Arguments.of("code", code, "job\n", false));
    }

    /** The definition of transfers' constraint {@code name}, as the migrations left it. */
    private String constraint(String name) throws SQLException {
        try (Connection connection = dataSource.getConnection();
             PreparedStatement query = connection.prepareStatement("SELECT pg_get_constraintdef(oid) FROM pg_constraint "
                     + "WHERE conrelid = 'transfers'::regclass AND conname = ?")) {
            query.setString(1, name);
            try (ResultSet row = query.executeQuery()) {
                assertThat(row.next()).as(name).isTrue();
                return row.getString(1);
            }
        }
    }

    /** Whether {@code value} passes {@code check} on a one-column temporary table named after {@code column}. */
    private boolean holds(String value, String column, String check) throws SQLException {
        try (Connection connection = dataSource.getConnection(); Statement sql = connection.createStatement()) {
            connection.setAutoCommit(false);
            try {
                sql.execute("CREATE TEMP TABLE pattern_probe (" + column + " text " + check + ") ON COMMIT DROP");
                try (PreparedStatement insert = connection.prepareStatement("INSERT INTO pattern_probe VALUES (?)")) {
                    insert.setString(1, value);
                    insert.executeUpdate();
                    return true;
                } catch (SQLException refused) {
                    assertThat(refused.getSQLState()).isEqualTo("23514");
                    return false;
                }
            } finally {
                connection.rollback();
            }
        }
    }

    private void rolledBack(RolledBack.Work test) throws SQLException {
        RolledBack.run(dataSource, test);
    }

    private static long insertJob(Connection connection, long user, long homeSite, Long site, String hold)
            throws SQLException {
        try (PreparedStatement insert = connection.prepareStatement(JOB)) {
            insert.setLong(1, user);
            insert.setLong(2, homeSite);
            insert.setObject(3, site, java.sql.Types.BIGINT);
            insert.setString(4, hold);
            try (ResultSet row = insert.executeQuery()) {
                row.next();
                return row.getLong(1);
            }
        }
    }

    private static String anyTransferId(Connection connection) throws SQLException {
        try (Statement sql = connection.createStatement();
             ResultSet row = sql.executeQuery("SELECT id FROM transfers ORDER BY seq LIMIT 1")) {
            assertThat(row.next()).as("the demo federation's grants are transfers").isTrue();
            return row.getString(1);
        }
    }

    private static long carol(Connection connection) throws SQLException {
        return id(connection, "SELECT id FROM users WHERE username = 'carol'");
    }

    private static long firstSite(Connection connection) throws SQLException {
        return id(connection, "SELECT min(id) FROM sites");
    }

    private static long id(Connection connection, String query) throws SQLException {
        try (Statement sql = connection.createStatement(); ResultSet row = sql.executeQuery(query)) {
            row.next();
            return row.getLong(1);
        }
    }
}
