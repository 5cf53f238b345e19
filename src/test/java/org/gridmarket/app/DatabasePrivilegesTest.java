package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.eclipse.microprofile.config.ConfigProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The service's database role may append to the ledger and nothing more (issue 18 B7): PostgreSQL refuses
 * the rest by privilege (SQLState 42501, insufficient_privilege) before any trigger could run, and nobody
 * connects without a password.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class DatabasePrivilegesTest {
    private static final String INSUFFICIENT_PRIVILEGE = "42501";

    @Inject
    AgroalDataSource service;

    @Test
    void theServiceRunsAsItsOwnRoleWhichIsNoSuperuser() throws SQLException {
        try (Connection connection = service.getConnection(); Statement sql = connection.createStatement();
             ResultSet row = sql.executeQuery("SELECT current_user, rolsuper, rolcreaterole, rolcreatedb, "
                     + "rolbypassrls FROM pg_roles WHERE rolname = current_user")) {
            assertThat(row.next()).isTrue();
            assertThat(row.getString(1)).isEqualTo("gridmarket_app");
            assertThat(row.getBoolean(2)).isFalse();
            assertThat(row.getBoolean(3)).isFalse();
            assertThat(row.getBoolean(4)).isFalse();
            assertThat(row.getBoolean(5)).isFalse();
        }
    }

    /** Refused by privilege (before any trigger that would refuse it too could run), whatever the statement. */
    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {
        "UPDATE transfers SET amount = amount + 1 WHERE seq = 1",
        "DELETE FROM transfers WHERE seq = 1",
        "TRUNCATE transfers CASCADE",
        "UPDATE ledger_accounts SET credits_posted = credits_posted + 1000000 WHERE kind = 'user_wallet'",
        "INSERT INTO ledger_accounts (kind, name, debits_must_not_exceed_credits, credits_must_not_exceed_debits, "
                + "credits_posted) VALUES ('user_wallet', 'wallet:forged', true, false, 1000000000)",
        "DELETE FROM ledger_accounts",
        "UPDATE ledger_chain_head SET seq = seq + 1",
        "DELETE FROM job_events",
        "UPDATE job_events SET state = 'COMPLETED'",
        "UPDATE site_price_changes SET new_price_micro_gd = 1",
        "DELETE FROM jobs",
        "TRUNCATE users CASCADE",
        "UPDATE strategies SET name = 'AUCTION' WHERE name = 'OFC'",
        "DELETE FROM strategies",
        "ALTER TABLE transfers DISABLE TRIGGER USER",
        "SET session_replication_role = replica"})
    void theServiceRoleIsRefusedByPrivilege(String statement) throws SQLException {
        try (Connection connection = service.getConnection()) {
            RolledBack.run(connection, session -> {
                try (Statement sql = session.createStatement()) {
                    assertThatThrownBy(() -> sql.execute(statement))
                            .isInstanceOfSatisfying(SQLException.class,
                                    refused -> assertThat(refused.getSQLState()).isEqualTo(INSUFFICIENT_PRIVILEGE))
                            .hasMessageMatching("(?s).*(permission denied|must be owner).*")
                            .hasMessageNotContaining("immutable");
                }
            });
        }
    }

    /**
     * The same three statements on transfers as the owner pass the privilege check and reach the trigger,
     * which refuses them (the trigger's error carries the same SQLState; its message differs).
     */
    @Test
    void theOwnerIsRefusedByTheTriggerInstead() throws SQLException {
        try (Connection connection = DatabaseOwner.dataSource().getConnection()) {
            for (String statement : new String[] {"UPDATE transfers SET amount = amount + 1 WHERE seq = 1",
                "DELETE FROM transfers WHERE seq = 1", "TRUNCATE transfers CASCADE"}) {
                RolledBack.run(connection, session -> {
                    try (Statement sql = session.createStatement()) {
                        assertThatThrownBy(() -> sql.execute(statement)).hasMessageContaining("immutable")
                                .hasMessageNotContaining("permission denied");
                    }
                });
            }
        }
    }

    /** What the service does need it may: lock the chain head, append a transfer that moves the balances. */
    @Test
    void theServiceRoleMayAppendToTheLedger() {
        long before = ((Number) Api.as("carol").get("/api/wallet").then().statusCode(200)
                .extract().path("balanceMicroGd")).longValue();
        Api.as("admin").body(java.util.Map.of("id", "privileges-grant", "username", "carol", "amountMicroGd", 7))
                .post("/api/admin/grants").then().statusCode(201);
        Api.as("carol").get("/api/wallet").then().statusCode(200)
                .body("balanceMicroGd", org.hamcrest.Matchers.equalTo(before + 7));
        Api.as("admin").get("/api/audit/verify-chain").then().statusCode(200)
                .body("ok", org.hamcrest.Matchers.equalTo(true));
    }

    @Test
    void aConnectionWithoutTheRightPasswordIsRefused() {
        String url = ConfigProvider.getConfig().getValue("quarkus.datasource.jdbc.url", String.class);
        for (String role : new String[] {"postgres", "gridmarket_app"}) {
            assertThatThrownBy(() -> DriverManager.getConnection(url, role, null).close())
                    .as("%s without a password", role).isInstanceOf(SQLException.class);
            assertThatThrownBy(() -> DriverManager.getConnection(url, role, "postgres").close())
                    .as("%s with a guessed password", role).isInstanceOf(SQLException.class)
                    .satisfies(refused -> assertThat(((SQLException) refused).getSQLState()).isEqualTo("28P01"));
        }
    }
}
