package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.gridmarket.app.jobs.service.EngineTestClient.waitFor;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.app.platform.ApiProblem;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Seed 001's leases live, end to end through the API. Each test gets its own site of N processors, N = 5,003,
 * 5,004, … (one more each time), which only that test's jobs fit: the other tests' sites are smaller, or far
 * dearer. 1,000 MIPS, 36 µG$ per processor-hour, discounts 300 / 500 / 800 ‰, VMs of 1 MB so that h (Eq. 7)
 * stays near 1,455 s. A job of N processors × 5,000 s costs N × 5,000 × 36 / 3,600 = 50 · N µG$ at the full
 * price: 15 · N cancellable, 25 · N suspendable, 40 · N migratable. The owner's local job of N processors ×
 * 1,000 s finds no room while it runs.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class LivePreemptionTest {
    private static final java.util.concurrent.atomic.AtomicInteger SIZE = new java.util.concurrent.atomic.AtomicInteger(5_002);
    private int processors;
    private long site;

    @Inject
    LiveEngine engine;

    @org.junit.jupiter.api.BeforeEach
    void ownSite() {
        processors = SIZE.incrementAndGet();
        Map<String, Object> card = Map.of("priceMicroGdPerProcessorHour", 36, "leaseFactorsPermille",
                Map.of("cancellable", 300, "suspendable", 500, "migratable", 800));
        site = ((Number) Api.as("owner2").body(Map.of("name", "Preempting cluster " + processors, "processors", processors,
                "mipsPerProcessor", 1000, "bandwidthGbps", 1, "memoryPerNodeMb", 1, "gridName", "leases",
                "price", card)).post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
    }

    private long site() {
        return site;
    }

    private long price(int permille) {
        return 50L * processors * permille / 1000;
    }

    private Map<String, Object> lease(String type) {
        Map<String, Object> body = EngineTestClient.job(processors, 5_000, 1, 1_000_000);
        body.put("leaseType", type);
        return body;
    }

    private static String buyer() {
        String name = EngineTestClient.newPerson("user");
        Api.as("admin").body(Map.of("id", "grant-" + name, "username", name, "amountMicroGd", 1_000_000))
                .post("/api/admin/grants").then().statusCode(201);
        return EngineTestClient.token(name);
    }


    private static JsonPath waitForPreemption(String token, long jobId) throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        JsonPath job;
        do {
            job = RestAssured.given().auth().oauth2(token).get("/api/jobs/" + jobId).jsonPath();
            if (job.getInt("preemptions") > 0) {
                return job;
            }
            Thread.sleep(50);
        } while (System.nanoTime() < deadline);
        throw new AssertionError("job " + jobId + " is " + job.getString("state") + ", never preempted");
    }

    private long localJob() {
        return ((Number) Api.as("owner2").body(Map.of("processors", processors, "runtimeSeconds", 1_000))
                .post("/api/sites/" + site() + "/local-jobs").then().statusCode(201).extract().path("id")).longValue();
    }

    @AfterEach
    void moneyReconciles() {
        Api.as("admin").get("/api/audit/trial-balance").then().body("balanced", equalTo(true));
        Api.as("admin").get("/api/audit/reconciliation").then().body("ok", equalTo(true));
    }

    @Test
    void theQuoteShowsEachLeaseTypesPriceAndGuaranteeSideBySide() {
        site();
        JsonPath quote = RestAssured.given().contentType("application/json").auth().oauth2(buyer())
                .body(lease("SUSPENDABLE")).post("/api/quotes").then().statusCode(200).extract().jsonPath();
        assertThat(quote.getString("leaseType")).isEqualTo("SUSPENDABLE");
        assertThat(quote.getLong("chosenSiteId")).isEqualTo(site);
        assertThat(quote.getLong("candidates.find { it.chosen }.costMicroGd")).isEqualTo(price(500));
        assertThat(quote.getList("leaseOptions.leaseType", String.class))
                .containsExactly("CANCELLABLE", "SUSPENDABLE", "MIGRATABLE", "NON_PREEMPTABLE");
        assertThat(quote.getList("leaseOptions.factorPermille", Integer.class)).containsExactly(300, 500, 800, 1000);
        assertThat(quote.getList("leaseOptions.priceMicroGd", Long.class))
                .containsExactly(price(300), price(500), price(800), price(1000));
        assertThat(quote.getList("leaseOptions.guarantee", String.class)).allMatch(text -> text.length() > 20);
    }

    @Test
    void aSuspendableJobIsPreemptedByALocalJobThenCompletesAndPaysItsWholePrice() throws InterruptedException {
        String token = buyer();
        JsonPath bought = EngineTestClient.given(token).header("Idempotency-Key", "suspendable")
                .body(lease("SUSPENDABLE")).post("/api/jobs").then().statusCode(201).extract().jsonPath();
        long id = bought.getLong("id");
        assertThat(bought.getLong("siteId")).isEqualTo(site());
        assertThat(bought.getLong("priceMicroGd")).isEqualTo(price(500));
        assertThat(bought.getString("leaseType")).isEqualTo("SUSPENDABLE");
        long local = localJob();
        // The local job preempted it in the turn that admitted it; it runs for 1 wall second at the tests' scale.
        JsonPath queue = Api.as("owner2").get("/api/sites/" + site + "/queue").then().statusCode(200).extract().jsonPath();
        assertThat(queue.getList("jobs.find { it.jobId == " + local + " }.preempted", Long.class))
                .as("the local job %d's preemptions; the lease then: %s", local,
                        RestAssured.given().auth().oauth2(token).get("/api/jobs/" + id).asString())
                .containsExactly(id);
        assertThat(queue.getLong("jobs.find { it.jobId == " + id + " }.preemptedBy")).isEqualTo(local);

        // Preempted, or already resumed after it: on a busy machine the 2.5 wall seconds it stays PREEMPTED can pass
        // before the first look; what the preemption recorded stays on the job.
        JsonPath preempted = waitForPreemption(token, id);
        assertThat(preempted.getLong("preemptedByJobId")).isEqualTo(local);
        assertThat(preempted.getInt("preemptions")).isEqualTo(1);
        double h = org.gridmarket.core.preemption.PreemptionOverhead.paperDefaults().overheadSeconds(
                org.gridmarket.core.workload.LeaseType.BEST_EFFORT_SUSPENDABLE, processors, 1, true);
        assertThat(preempted.getDouble("overheadSeconds")).isCloseTo(h, org.assertj.core.data.Offset.offset(0.001));
        // Issue 32 D: plain words naming the real cause (the owner's own job) and what the policy does; the paper's
        // name (MOML) and the set's ids stay out of the words, on the job as fields.
        assertThat(preempted.getString("preemptedByKind")).isEqualTo("local");
        assertThat(preempted.getString("preemptedUnderPolicy")).isEqualTo("MOML");
        assertThat(preempted.getList("events.detail", String.class)).anyMatch(detail -> detail != null && detail.equals(
                "preempted to start local job " + local + ", the cluster owner's own work; the cluster's policy "
                        + "interrupts the fewest jobs among the choices of at most the median overhead (1 job); overhead "
                        + String.format(java.util.Locale.ROOT, "%.3f", preempted.getDouble("overheadSeconds"))
                        + " s, the owner's cost: suspended; resumes at its new plan"));
        assertThat(preempted.getList("events.detail", String.class)).noneMatch(detail -> detail != null
                && (detail.contains("MOML") || detail.contains("set {") || detail.contains("background")));

        JsonPath done = waitFor(token, id, "COMPLETED");
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(price(500));
        assertThat(done.getLong("usefulSeconds")).isEqualTo(5_000);
        assertThat(done.getList("transfers.amountMicroGd", Long.class)).containsExactly(price(500), price(500));
        siteWasNeverMoreThanFullyBusy(h);
    }

    /**
     * Issue 32 C1: while the local job ran on all N processors, the suspended lease held none. Over the last day
     * the site was busy N × (5,000 s of work + ⌈h⌉ s of overhead) for the lease and N × 1,000 s for the local job,
     * exactly; counting the lease from its first start to its end counted it twice while it waited (200 %).
     */
    private void siteWasNeverMoreThanFullyBusy(double h) {
        List<Map<String, Object>> series = Api.as("owner2").get("/api/sites/" + site + "/utilisation?hours=24")
                .then().statusCode(200).extract().jsonPath().getList("$");
        assertThat(series).hasSize(144).allSatisfy(point ->
                assertThat(((Number) point.get("utilisation")).doubleValue()).isBetween(0.0, 1.0));
        double processorSeconds = series.stream()
                .mapToDouble(point -> ((Number) point.get("busyProcessors")).doubleValue() * 600).sum();
        assertThat(processorSeconds).isCloseTo((double) processors * (5_000 + (long) Math.ceil(h) + 1_000),
                org.assertj.core.data.Offset.offset(0.5));
        assertThat(Api.as("owner2").get("/api/sites/" + site + "/queue").jsonPath().getDouble("utilisationLastHour"))
                .isBetween(0.0, 1.0);
    }

    /**
     * Issue 32 D: a lease preempted by the cluster's background load (local work the owner never submitted; the
     * owner's queue lists it as background) is told so, never "the owner's own work". The load's arrival is made
     * as {@link BackgroundLoad} makes it, a local job under the next background key, without waiting for its
     * seeded schedule. Its ledger hold's wall-clock time, on the market clock (GET /api/engine/clock's anchors),
     * falls at the job's submission.
     */
    @Test
    void aLeasePreemptedByTheBackgroundLoadIsToldSoNotThatTheOwnerNeededIt() throws InterruptedException {
        String token = buyer();
        long id = EngineTestClient.given(token).header("Idempotency-Key", "background").body(lease("SUSPENDABLE"))
                .post("/api/jobs").then().statusCode(201).extract().jsonPath().getLong("id");
        long background = engine.call(state -> state.submitLocal(
                org.gridmarket.app.sites.persistence.SiteEntity.<org.gridmarket.app.sites.persistence.SiteEntity>findById(site)
                        .ownerId, site, BackgroundLoad.key(site, 1), processors, 1_000));
        JsonPath queue = Api.as("owner2").get("/api/sites/" + site + "/queue").then().statusCode(200).extract().jsonPath();
        assertThat(queue.getString("jobs.find { it.jobId == " + background + " }.kind")).isEqualTo("background");

        JsonPath preempted = waitForPreemption(token, id);
        assertThat(preempted.getLong("preemptedByJobId")).isEqualTo(background);
        assertThat(preempted.getString("preemptedByKind")).isEqualTo("background");
        assertThat(preempted.getString("preemptedUnderPolicy")).isEqualTo("MOML");
        List<String> details = preempted.getList("events.detail", String.class);
        assertThat(details).anyMatch(detail -> detail != null && detail.startsWith("preempted to start job " + background
                + " of the cluster's background load (local work its owner did not submit); the cluster's policy "));
        assertThat(details).noneMatch(detail -> detail != null && detail.contains("owner's own work"));

        JsonPath clock = Api.as("owner2").get("/api/engine/clock").then().statusCode(200).extract().jsonPath();
        double scale = clock.getDouble("timeScale");
        long anchorWallMillis = java.time.Instant.parse(clock.getString("anchorWallTime")).toEpochMilli();
        long anchorModelSeconds = java.time.Instant.parse(clock.getString("anchorModelTime")).getEpochSecond();
        long holdWallMillis = java.time.Instant.parse(preempted.getString(
                "transfers.find { it.id == 'job-" + id + ":hold' }.createdAt")).toEpochMilli();
        double holdModelSeconds = anchorModelSeconds + (holdWallMillis - anchorWallMillis) * scale / 1000;
        long submittedSeconds = java.time.Instant.parse(preempted.getString("submittedAt")).getEpochSecond();
        // Within 10 wall seconds of the turn that held it, at the tests' 1,000×: far closer than any wrong map.
        assertThat(holdModelSeconds - submittedSeconds).isBetween(-1.0, 10 * scale);
    }

    @Test
    void aCancellableJobEndsCancelledAndPaysForTheWorkItDid() throws InterruptedException {
        String token = buyer();
        long id = EngineTestClient.given(token).header("Idempotency-Key", "cancellable").body(lease("CANCELLABLE"))
                .post("/api/jobs").then().statusCode(201).extract().jsonPath().getLong("id");
        long local = localJob();

        JsonPath cancelled = waitFor(token, id, "CANCELLED");
        long useful = cancelled.getLong("usefulSeconds");
        long expected = BigDecimal.valueOf(price(300) * useful).divide(BigDecimal.valueOf(5_000), 0, RoundingMode.HALF_UP)
                .longValueExact();
        assertThat(cancelled.getLong("chargedMicroGd")).isEqualTo(expected);
        assertThat(cancelled.getList("events.detail", String.class)).anyMatch(detail -> detail != null && detail.startsWith(
                "preempted to start local job " + local + ", the cluster owner's own work; the cluster's policy ")
                && detail.contains(": cancelled after " + useful + " s of work"));
    }

    @Test
    void aRestartWhilePreemptedKeepsTheNewPlanAndTheJobStillCompletes() throws InterruptedException {
        String token = buyer();
        long id = EngineTestClient.given(token).header("Idempotency-Key", "restart-preempted")
                .body(lease("MIGRATABLE")).post("/api/jobs").then().statusCode(201).extract().jsonPath().getLong("id");
        localJob();
        JsonPath preempted = waitFor(token, id, "PREEMPTED");
        assertThatThrownBy(() -> engine.call(state -> {
            throw new IllegalStateException("test: force a rebuild");
        })).isInstanceOf(ApiProblem.class);

        JsonPath after = RestAssured.given().auth().oauth2(token).get("/api/jobs/" + id).jsonPath();
        assertThat(after.getString("plannedStart")).isEqualTo(preempted.getString("plannedStart"));
        assertThat(after.getString("plannedEnd")).isEqualTo(preempted.getString("plannedEnd"));
        JsonPath done = waitFor(token, id, "COMPLETED");
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(price(800));
        assertThat(done.getString("endedAt")).isEqualTo(preempted.getString("plannedEnd"));
    }

    /**
     * Another owner's site B of the same size at 2,000 MIPS and 90 µG$ per processor-hour (dearer per MI, so the
     * job is bought on A): preempted on A, the migratable job moves to B with one linked group — A is paid its
     * part, B's price for the rest (runtime there × 90 µG$/h × 0.8) is held as {@code job-N:hold:2} — and
     * completes there; it pays the part plus B's price.
     */
    @Test
    void aMigratableJobMovesToAnotherOwnersSiteAndPaysBothOwners() throws InterruptedException {
        long siteB = ((Number) Api.as("owner3").body(Map.of("name", "Migration target " + processors, "processors",
                processors, "mipsPerProcessor", 2000, "bandwidthGbps", 1, "memoryPerNodeMb", 1, "gridName", "leases",
                "price", Map.of("priceMicroGdPerProcessorHour", 90, "leaseFactorsPermille",
                        Map.of("cancellable", 300, "suspendable", 500, "migratable", 800))))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
        String token = buyer();
        long id = EngineTestClient.given(token).header("Idempotency-Key", "migrates").body(lease("MIGRATABLE"))
                .post("/api/jobs").then().statusCode(201).extract().jsonPath().getLong("id");
        long local = localJob();

        JsonPath done = waitFor(token, id, "COMPLETED");
        assertThat(done.getLong("siteId")).isEqualTo(siteB);
        String moved = done.getList("events.detail", String.class).stream()
                .filter(detail -> detail != null && detail.contains("migrated from site " + site + " to site " + siteB))
                .findFirst().orElseThrow();
        assertThat(moved).startsWith("preempted to start local job " + local + ", the cluster owner's own work;");
        assertThat(done.getString("preemptedByKind")).isEqualTo("local");
        long part = Long.parseLong(moved.replaceAll(".*; charged (\\d+) µG\\$ for its work.*", "$1"));
        long held = Long.parseLong(moved.replaceAll(".*, holds (\\d+) µG\\$ for the rest.*", "$1"));
        long runtimeThere = done.getLong("runtimeSeconds");
        long expectedHeld = BigDecimal.valueOf((long) processors * runtimeThere * 90 * 800)
                .divide(BigDecimal.valueOf(3_600_000), 0, RoundingMode.HALF_UP).longValueExact();
        // B prices the remaining work exactly (half a second when the work done at A left an odd number of seconds
        // at A's speed), while the job's runtime there is rounded up to a whole second: within one second's price.
        long oneSecond = BigDecimal.valueOf((long) processors * 90 * 800)
                .divide(BigDecimal.valueOf(3_600_000), 0, RoundingMode.CEILING).longValueExact();
        assertThat(held).isBetween(expectedHeld - oneSecond, expectedHeld);
        assertThat(part).isBetween(0L, price(800));
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(part + held);
        assertThat(done.getLong("priceMicroGd")).isEqualTo(part + held);
        assertThat(done.getList("transfers.id", String.class)).contains("job-" + id + ":hold", "job-" + id + ":hold:2",
                "job-" + id + ":charge");
        assertThat(done.getList("transfers.amountMicroGd", Long.class)).contains(price(800), held);
        // Issue 32 C4: its work is what it did on A (u seconds at 1,000 MIPS) plus its whole runtime on B, which
        // ran the remaining (5,000 − u) s of A's work at twice the speed: runtimeThere = ⌈(5,000 − u) / 2⌉.
        long workAtA = done.getLong("usefulSeconds") - runtimeThere;
        assertThat(runtimeThere).isEqualTo((5_000 - workAtA + 1) / 2);
        assertThat(part).isEqualTo(BigDecimal.valueOf(price(800) * workAtA)
                .divide(BigDecimal.valueOf(5_000), 0, RoundingMode.HALF_UP).longValueExact());
    }

    /**
     * Issue 30 B3, the live starvation repeated: a suspendable lease of all N processors for 5,000 s with a deadline
     * of 6,000 s, then the owner's four one-processor local jobs of 1,000 s. Each would preempt the lease (the only
     * candidate), adding h ≈ 1,455 s and pushing its end past 6,000 s; the deadline rule refuses every one, so the
     * local jobs wait for it and the lease ends on its first plan, 5,000 s after its start, unpreempted.
     */
    @Test
    void aSuspendableLeaseIsNeverPreemptedPastItsDeadlineTheLocalJobsWait() throws InterruptedException {
        String token = buyer();
        Map<String, Object> body = lease("SUSPENDABLE");
        body.put("deadlineSeconds", 6_000);
        JsonPath bought = EngineTestClient.given(token).header("Idempotency-Key", "suspendable-tight").body(body)
                .post("/api/jobs").then().statusCode(201).extract().jsonPath();
        long id = bought.getLong("id");
        java.time.Instant end = java.time.Instant.parse(bought.getString("plannedEnd"));
        java.util.List<Long> locals = new java.util.ArrayList<>();
        for (int i = 0; i < 4; i++) {
            locals.add(((Number) Api.as("owner2").body(Map.of("processors", 1, "runtimeSeconds", 1_000))
                    .post("/api/sites/" + site() + "/local-jobs").then().statusCode(201).extract().path("id"))
                    .longValue());
        }
        JsonPath undisturbed = RestAssured.given().auth().oauth2(token).get("/api/jobs/" + id).jsonPath();
        assertThat(undisturbed.getInt("preemptions")).isZero();
        assertThat(undisturbed.getString("plannedEnd")).isEqualTo(bought.getString("plannedEnd"));
        JsonPath queue = Api.as("owner2").get("/api/sites/" + site + "/queue").then().statusCode(200).extract()
                .jsonPath();
        for (long local : locals) {
            assertThat(queue.getList("jobs.find { it.jobId == " + local + " }.preempted", Long.class)).isEmpty();
            assertThat(java.time.Instant.parse(queue.getString("jobs.find { it.jobId == " + local + " }.plannedStart")))
                    .isAfterOrEqualTo(end);
        }

        JsonPath done = waitFor(token, id, "COMPLETED");
        assertThat(done.getInt("preemptions")).isZero();
        assertThat(java.time.Instant.parse(done.getString("endedAt"))).isEqualTo(end)
                .isBeforeOrEqualTo(java.time.Instant.parse(done.getString("submittedAt")).plusSeconds(6_000));
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(price(500));
    }

    @Test
    void aNonPreemptableJobIsNeverDisturbedTheLocalJobWaits() throws InterruptedException {
        String token = buyer();
        long id = EngineTestClient.given(token).header("Idempotency-Key", "firm").body(lease("NON_PREEMPTABLE"))
                .post("/api/jobs").then().statusCode(201).extract().jsonPath().getLong("id");
        localJob();
        JsonPath done = waitFor(token, id, "COMPLETED");
        assertThat(done.getInt("preemptions")).isZero();
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(price(1000));
        assertThat(done.getLong("usefulSeconds")).as("its work: the whole runtime").isEqualTo(5_000);
    }

    @ParameterizedTest(name = "{0} → 422 naming {1}")
    @CsvSource({
        "'{\"leaseType\":\"SPOT\"}',                                  leaseType",
        "'{\"leaseType\":\"SUSPENDABLE\",\"strategy\":\"TENDER\"}',  leaseType",
    })
    void badLeaseRequestsAreRefusedNamingTheFieldAndWriteNothing(String patch, String field) throws Exception {
        String token = buyer();
        Map<String, Object> body = new HashMap<>(lease("CANCELLABLE"));
        body.putAll(new com.fasterxml.jackson.databind.ObjectMapper().readValue(patch, Map.class));
        EngineTestClient.given(token).header("Idempotency-Key", "bad").body(body).post("/api/jobs").then()
                .statusCode(422).body("errors.field", equalTo(List.of(field)));
        assertThat(RestAssured.given().auth().oauth2(token).get("/api/jobs").jsonPath().getList("id")).isEmpty();
    }

    @ParameterizedTest(name = "factors {0}/{1}/{2} → 422 naming {3}")
    @CsvSource({
        "600, 500, 800, leaseFactorsPermille.suspendable",
        "300, 500, 1001, leaseFactorsPermille.migratable",
        "0, 500, 800, leaseFactorsPermille.cancellable",
    })
    void factorsOutOfOrderOrRangeAreRefused(int cancellable, int suspendable, int migratable, String field) {
        Api.as("owner2").body(Map.of("priceMicroGdPerProcessorHour", 36, "leaseFactorsPermille",
                Map.of("cancellable", cancellable, "suspendable", suspendable, "migratable", migratable)))
                .put("/api/sites/" + site() + "/price").then().statusCode(422).body("errors.field", equalTo(List.of(field)));
        Api.as("owner2").get("/api/sites/" + site).then().body("price.leaseFactorsPermille.suspendable", equalTo(500));
    }

    @Test
    void onlyTheOwnerPicksAKnownPreemptionPolicy() {
        Api.as("owner1").body(Map.of("policy", "MOV")).put("/api/sites/" + site() + "/preemption").then().statusCode(403);
        Api.as("owner2").body(Map.of("policy", "FIFO")).put("/api/sites/" + site + "/preemption").then()
                .statusCode(422).body("errors.field", equalTo(List.of("policy")));
        Api.as("owner2").get("/api/sites/" + site).then().body("preemptionPolicy", equalTo("MOML"));
    }
}
