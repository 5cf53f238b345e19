package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.gridmarket.app.jobs.service.EngineTestClient.*;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.app.ledger.persistence.JdbcLedgerStore;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.TransferRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.MethodOrderer;
import org.junit.jupiter.api.Order;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestMethodOrder;

/**
 * Issue 30 A, defence in depth: a stored transfer that holds an id the engine writes later ({@code job-N:charge}
 * of a running job, {@code job-N:hold} of a job not yet submitted) fails only the job it names. That job is
 * quarantined with the database's reason, everyone else's submissions succeed and their jobs complete, readiness
 * stays UP, the ledger stays balanced, and a restart (an empty quarantine, a rebuild) finds the job again. The
 * squatting rows are written straight through the ledger, as no API can write them once client ids have a
 * namespace of their own.
 */
@QuarkusTest
@TestProfile(EngineSquatTest.Squat.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestMethodOrder(MethodOrderer.OrderAnnotation.class)
class EngineSquatTest {
    /** No background load, so job ids follow each other; readiness gives up after 2 s. */
    public static class Squat implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gridmarket.engine.stall-timeout", "2s");
        }
    }

    @Inject
    LiveEngine engine;

    @Inject
    LedgerService ledger;

    @Inject
    JdbcLedgerStore ledgerStore;

    @Inject
    EngineQuarantine quarantine;

    @Inject
    io.agroal.api.AgroalDataSource dataSource;

    @Inject
    @org.eclipse.microprofile.health.Readiness
    EngineReadiness readiness;

    @AfterEach
    void theEngineServesAndTheLedgerBalances() {
        assertThat(readiness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.UP);
        Api.as("admin").get("/api/audit/trial-balance").then().body("balanced", equalTo(true));
    }

    @Test
    @Order(1)
    void aStoredTransferHoldingARunningJobsChargeIdQuarantinesThatJobAlone() throws Exception {
        long squatted = submitted("bob", job(1, 2_000, 1_000_000, 1_000_000)); // 2 s of wall time
        awaitState("bob", squatted, "RUNNING");
        squat("job-" + squatted + ":charge");

        List<Long> others = submitWhile("alice", () -> !quarantine.holds(EngineQuarantine.Kind.JOB, squatted));
        assertThat(quarantine.holds(EngineQuarantine.Kind.JOB, squatted)).isTrue();
        assertThat(reasonFor(squatted)).contains("transfers_id_key").contains("job-" + squatted + ":charge");
        for (long other : others) {
            awaitState("alice", other, "COMPLETED");
        }
        // Left as stored: running, its hold open, for an admin to decide.
        assertThat(stored("bob", squatted).getString("state")).isEqualTo("RUNNING");

        // A restart finds the job again: the rebuild quarantines it at once and everyone is served.
        quarantine.clear();
        forceRebuild();
        assertThat(quarantine.holds(EngineQuarantine.Kind.JOB, squatted)).isTrue();
        long after = submitted("carol", job(1, 100, 1_000_000, 1_000_000));
        awaitState("carol", after, "COMPLETED");
    }

    @Test
    @Order(2)
    void storedTransfersHoldingTheHoldIdsOfJobsNotYetSubmittedFailNoSubmission() throws Exception {
        long last = submitted("alice", job(1, 100, 1_000_000, 1_000_000));
        squat("job-" + (last + 1) + ":hold");
        squat("job-" + (last + 2) + ":hold");
        squat("job-" + (last + 3) + ":hold:2");
        squat("job-" + (last + 4) + ":charge:1");

        List<Long> jobs = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            jobs.add(submitted(i % 2 == 0 ? "bob" : "carol", job(1, 100, 1_000_000, 1_000_000)));
        }
        assertThat(jobs).doesNotContain(last + 1, last + 2);
        for (int i = 0; i < jobs.size(); i++) {
            awaitState(i % 2 == 0 ? "bob" : "carol", jobs.get(i), "COMPLETED");
        }
        assertThat(reasonFor(last + 1)).contains("job-" + (last + 1) + ":hold");
        assertThat(reasonFor(last + 2)).contains("job-" + (last + 2) + ":hold");
        forceRebuild();
        awaitState("alice", submitted("alice", job(1, 100, 1_000_000, 1_000_000)), "COMPLETED");
    }

    /** Writes a transfer with id {@code id} straight through the ledger: treasury → alice, 1 µG$. */
    private void squat(String id) throws Exception {
        long treasury = ledgerStore.findAccountByName(LedgerService.TREASURY).orElseThrow().id();
        long wallet = ledger.accountOf(userId(dataSource, "alice"), AccountKind.USER_WALLET).id();
        ledger.submit(TransferRequest.single(id, treasury, wallet, 1, "squat"));
    }

    /** Submits jobs of {@code username} every 100 ms while {@code condition} holds (at most 20 s); all succeed. */
    private List<Long> submitWhile(String username, java.util.function.BooleanSupplier condition) throws Exception {
        List<Long> ids = new ArrayList<>();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        while (condition.getAsBoolean() && System.nanoTime() < deadline) {
            ids.add(submitted(username, job(1, 100, 1_000_000, 1_000_000)));
            assertThat(readiness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.UP);
            Thread.sleep(100);
        }
        ids.add(submitted(username, job(1, 100, 1_000_000, 1_000_000)));
        return ids;
    }

    private static long submitted(String username, Map<String, Object> body) {
        return submit(username, "squat", body).then().statusCode(201).extract().jsonPath().getLong("id");
    }

    private static JsonPath stored(String username, long id) {
        return given(token(username)).get("/api/jobs/" + id).then().statusCode(200).extract().jsonPath();
    }

    private static void awaitState(String username, long id, String state) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        String now = stored(username, id).getString("state");
        while (!state.equals(now) && System.nanoTime() < deadline) {
            Thread.sleep(50);
            now = stored(username, id).getString("state");
        }
        assertThat(now).as("job " + id).isEqualTo(state);
    }

    private static String reasonFor(long jobId) {
        return listedInQuarantine().stream()
                .filter(entry -> "JOB".equals(entry.get("kind")) && ((Number) entry.get("id")).longValue() == jobId)
                .map(entry -> (String) entry.get("reason")).findFirst().orElse("(not quarantined)");
    }

    private void forceRebuild() {
        assertThatThrownBy(() -> engine.call(state -> {
            throw new IllegalStateException("test: force a rebuild");
        })).isInstanceOf(ApiProblem.class);
        engine.read(EngineState::now);
    }
}
