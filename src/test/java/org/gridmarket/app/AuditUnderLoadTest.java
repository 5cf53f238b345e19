package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * Issue 30 C: the audit reads tell the truth while the engine commits. Three users submit short jobs, one every
 * {@value #PAUSE_MILLIS} ms or slower each, while an admin reads the hash chain and one of their statements
 * {@value #CALLS} times each, and the trial balance, the reconciliation and the trail of the newest job every
 * fourth time. Each read must agree with itself: a read that mixes two snapshots (the chain's transfers from one,
 * its head from the next) cries wolf. Before the fix, verify-chain and statements did (67 and 10 false alarms in
 * 100 calls with the submitters unpaced), so 50 calls miss a statement regression with odds under 1 in 150; the
 * pause keeps the test's length reasonable while commits still fall between a read's queries.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AuditUnderLoadTest {
    private static final int CALLS = 50;
    private static final long PAUSE_MILLIS = 20;
    private static final String JOB = "{\"processors\":1,\"runtimeSeconds\":1,\"budgetMicroGd\":100000000,"
            + "\"deadlineSeconds\":100000,\"strategy\":\"OFC\"}";

    @Test
    void auditReadsAgreeWithThemselvesWhileThreeUsersSubmitJobs() throws Exception {
        String prefix = "auditload" + System.nanoTime() % 100_000 + "-";
        Map<String, String> tokens = new TreeMap<>();
        for (String user : List.of("a", "b", "c")) { // people of its own: the demo users' wallets stay as granted
            tokens.put(prefix + user, LiveMarketplaceTest.buyer(prefix + user, 100_000));
        }
        long bobWallet = Api.as("admin").get("/api/audit/accounts?username=" + prefix + "b").then().statusCode(200)
                .extract().jsonPath().getLong("find { it.kind == 'USER_WALLET' }.id");
        AtomicBoolean stop = new AtomicBoolean();
        AtomicLong newestJob = new AtomicLong();
        AtomicLong submitted = new AtomicLong();
        ExecutorService users = Executors.newFixedThreadPool(3);
        List<Future<?>> submitters = new ArrayList<>();
        for (String token : tokens.values()) {
            submitters.add(users.submit(() -> {
                while (!stop.get()) {
                    Response answer = Api.as(null).auth().oauth2(token)
                            .header("Idempotency-Key", UUID.randomUUID().toString()).body(JOB).post("/api/jobs");
                    assertThat(answer.statusCode()).as(answer.asString()).isEqualTo(201);
                    newestJob.accumulateAndGet(answer.jsonPath().getLong("id"), Math::max);
                    submitted.incrementAndGet();
                    Thread.sleep(PAUSE_MILLIS);
                }
                return null;
            }));
        }
        Map<String, List<String>> falseAlarms = new TreeMap<>();
        try {
            while (newestJob.get() == 0) {
                Thread.sleep(10);
            }
            for (int i = 0; i < CALLS; i++) {
                check(falseAlarms, "verify-chain", verifyChain());
                check(falseAlarms, "statement", statement(bobWallet));
                if (i % 4 == 0) {
                    check(falseAlarms, "trial-balance", trialBalance());
                    check(falseAlarms, "reconciliation", reconciliation());
                    check(falseAlarms, "job trail", trail(newestJob.get()));
                }
            }
        } finally {
            stop.set(true);
            users.shutdown();
            assertThat(users.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
        }
        for (Future<?> submitter : submitters) {
            submitter.get();
        }
        System.out.printf("audit reads under load: %d calls of verify-chain and statements (a quarter as many of the "
                + "others) while %d jobs were submitted; false alarms %s%n",
                CALLS, submitted.get(), falseAlarms.isEmpty() ? "none" : falseAlarms);
        assertThat(submitted.get()).as("jobs submitted while the audit read").isGreaterThan(CALLS);
        assertThat(falseAlarms).isEmpty();
    }

    private static void check(Map<String, List<String>> falseAlarms, String read, String alarm) {
        if (alarm != null) {
            falseAlarms.computeIfAbsent(read, ignored -> new ArrayList<>()).add(alarm);
        }
    }

    private static String verifyChain() {
        JsonPath chain = Api.as("admin").get("/api/audit/verify-chain").then().statusCode(200).extract().jsonPath();
        return chain.getBoolean("ok") ? null : chain.getString("reason");
    }

    private static String trialBalance() {
        JsonPath trial = Api.as("admin").get("/api/audit/trial-balance").then().statusCode(200).extract().jsonPath();
        return trial.getBoolean("balanced") ? null : "unbalanced: " + trial.getList("accountsDisagreeingWithTransfers");
    }

    private static String reconciliation() {
        JsonPath report = Api.as("admin").get("/api/audit/reconciliation").then().statusCode(200)
                .extract().jsonPath();
        return report.getBoolean("ok") ? null : report.prettify();
    }

    /** The newest line's running totals are the account's totals, and the page holds every line up to 500. */
    private static String statement(long accountId) {
        JsonPath statement = Api.as("admin").get("/api/audit/accounts/" + accountId + "/statement?size=500").then()
                .statusCode(200).extract().jsonPath();
        long total = statement.getLong("total");
        int lines = statement.getList("lines").size();
        long balance = statement.getLong("account.creditsPosted") - statement.getLong("account.debitsPosted");
        long held = statement.getLong("account.debitsPending");
        if (lines != Math.min(total, 500)) {
            return "total " + total + " but " + lines + " lines";
        }
        if (statement.getLong("lines[0].balanceAfter") != balance || statement.getLong("lines[0].heldAfter") != held) {
            return "newest line after " + statement.getLong("lines[0].balanceAfter") + "/"
                    + statement.getLong("lines[0].heldAfter") + " but the account's totals " + balance + "/" + held;
        }
        return null;
    }

    /** A job's last event is its state, and it has a charge exactly when it completed. */
    private static String trail(long jobId) {
        JsonPath job = Api.as("admin").get("/api/audit/jobs/" + jobId + "/trail").then().statusCode(200)
                .extract().jsonPath();
        String state = job.getString("state");
        List<String> events = job.getList("events.state");
        List<String> kinds = job.getList("transfers.kind");
        if (!state.equals(events.get(events.size() - 1))) {
            return "job " + jobId + " is " + state + " but its last event is " + events.get(events.size() - 1);
        }
        if ("COMPLETED".equals(state) != kinds.contains("post_pending")) {
            return "job " + jobId + " is " + state + " with transfers " + kinds;
        }
        return null;
    }
}
