package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 32: the price you are quoted is the price you pay. Each test makes a grid of its own ("bq-N") with one site
 * of 64 processors (1,000 MIPS, 36,000 µG$ per processor-hour) owned by owner3, and a buyer of 1,000 G$ whose home
 * site it is, so OFC and OFT consider that site alone (seed 000: a job of a grid is placed in its grid). A job of
 * 2 processors × 3,600 s there costs 2 processor-hours: 72,000 µG$.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class BindingQuotesTest {
    private static final AtomicInteger N = new AtomicInteger();
    /** The sites this test registered, withdrawn after it. */
    private static final List<Long> SITES = new ArrayList<>();
    private static final long PRICE = 72_000;

    private String grid;
    private long site;
    private String buyer;

    @BeforeEach
    void aGridOfItsOwnAndABuyer() {
        grid = "bq-" + N.incrementAndGet() + "-" + System.nanoTime() % 100_000;
        site = site("Binding " + grid, 64, grid, 36_000);
        buyer = homeBuyer(site);
    }

    @AfterEach
    void moneyReconciles() throws Exception {
        Api.as("admin").get("/api/audit/trial-balance").then().body("balanced", equalTo(true));
        awaitOwnJobsEnded();
        // Its sites are far cheaper than any other test's: withdrawn, they leave other tests' quotes alone.
        for (long id : SITES) {
            Api.as("owner3").post("/api/sites/" + id + "/withdraw").then().statusCode(200);
        }
        SITES.clear();
    }

    /**
     * The jobs this test placed run for a few wall seconds; it waits for them to end, so that their completions
     * are not written while a later test (e.g. HostileRequestsTest) compares what the database holds.
     */
    private void awaitOwnJobsEnded() throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (true) {
            try (Connection owner = DatabaseOwner.dataSource().getConnection();
                 PreparedStatement running = owner.prepareStatement("SELECT count(*) FROM jobs j JOIN sites s"
                         + " ON s.id = j.site_id WHERE j.kind <> 'local' AND j.state IN ('ACCEPTED', 'RUNNING',"
                         + " 'PREEMPTED') AND s.grid_name LIKE ?")) {
                running.setString(1, grid + "%");
                java.sql.ResultSet row = running.executeQuery();
                row.next();
                if (row.getLong(1) == 0 || System.nanoTime() > deadline) {
                    return;
                }
            }
            Thread.sleep(200);
        }
    }

    static long site(String name, int processors, String grid, long pricePerHour) {
        long id = ((Number) Api.as("owner3").body(Map.of("name", name, "processors", processors, "mipsPerProcessor", 1000,
                "bandwidthGbps", 1, "gridName", grid, "price", Map.of("priceMicroGdPerProcessorHour", pricePerHour)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
        SITES.add(id);
        return id;
    }

    /** A fresh user of 1,000 G$ whose home site is {@code homeSite}; their token. */
    static String homeBuyer(long homeSite) {
        String token = LiveMarketplaceTest.buyer(1_000);
        long userId = RestAssured.given().auth().oauth2(token).get("/api/me").jsonPath().getLong("id");
        Api.as("admin").body(Map.of("siteId", homeSite)).put("/api/admin/users/" + userId + "/home-site")
                .then().statusCode(204);
        return token;
    }

    private static Map<String, Object> job(String strategy) {
        return LiveMarketplaceTest.job(2, 3_600, 1, 36_000, strategy);
    }

    private static JsonPath quote(String token, Map<String, Object> job) {
        return RestAssured.given().contentType("application/json").auth().oauth2(token).body(job).post("/api/quotes")
                .then().statusCode(200).extract().jsonPath();
    }

    private static Map<String, Object> with(Map<String, Object> job, String field, Object value) {
        Map<String, Object> changed = new HashMap<>(job);
        changed.put(field, value);
        return changed;
    }

    private static Response submit(String token, String key, Map<String, Object> body) {
        return LiveMarketplaceTest.submit(token, key, body);
    }

    private static long available(String token) {
        return LiveMarketplaceTest.wallet(token).getLong("availableMicroGd");
    }

    private static List<Object> jobsOf(String token) {
        return RestAssured.given().auth().oauth2(token).get("/api/jobs").jsonPath().getList("id");
    }

    @Test
    void aQuotedPriceIsHeldExactlyAfterTheOwnerRaisedTheSitesPrice() throws InterruptedException {
        Map<String, Object> job = job("OFC");
        JsonPath quote = quote(buyer, job);
        assertThat(quote.getString("binds")).isEqualTo("PRICE");
        assertThat(quote.getLong("priceMicroGd")).isEqualTo(PRICE);
        assertThat(quote.getLong("siteId")).isEqualTo(site);
        assertThat(quote.getString("siteName")).isEqualTo("Binding " + grid);
        assertThat(quote.getString("quoteId")).matches("[A-Za-z0-9_-]{22}");
        Duration validity = Duration.between(Instant.now(), Instant.parse(quote.getString("validUntil")));
        assertThat(validity).isBetween(Duration.ofSeconds(50), Duration.ofSeconds(61));
        List<String> optionIds = quote.getList("leaseOptions.quoteId", String.class);
        assertThat(optionIds).hasSize(4).doesNotHaveDuplicates().contains(quote.getString("quoteId"));

        Api.as("owner3").body("{\"priceMicroGdPerProcessorHour\":72000}").put("/api/sites/" + site + "/price")
                .then().statusCode(200);
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (quote(buyer, job).getLong("priceMicroGd") != 2 * PRICE && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(quote(buyer, job).getLong("priceMicroGd")).as("a new quote, at the new price").isEqualTo(2 * PRICE);

        Map<String, Object> quoted = with(job, "quoteId", quote.getString("quoteId"));
        JsonPath held = submit(buyer, "held", quoted).then().statusCode(201).extract().jsonPath();
        assertThat(held.getLong("priceMicroGd")).isEqualTo(PRICE);
        assertThat(held.getString("pricedAt")).isEqualTo("QUOTE");
        assertThat(held.getString("quoteId")).isEqualTo(quote.getString("quoteId"));
        assertThat(submit(buyer, "held", quoted).statusCode()).as("a retry replays the job").isEqualTo(200);

        JsonPath unbound = submit(buyer, "unbound", job).then().statusCode(201).extract().jsonPath();
        assertThat(unbound.getLong("priceMicroGd")).isEqualTo(2 * PRICE);
        assertThat(unbound.getString("pricedAt")).isEqualTo("SUBMISSION");
        assertThat(unbound.getString("quoteId")).isNull();

        JsonPath done = LiveMarketplaceTest.waitFor(buyer, held.getLong("id"), "COMPLETED");
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(PRICE);
    }

    @Test
    void eachLeaseOptionHoldsItsOwnPrice() {
        Map<String, Object> job = job("OFT");
        JsonPath quote = quote(buyer, job);
        long price = quote.getLong("leaseOptions.find { it.leaseType == 'SUSPENDABLE' }.priceMicroGd");
        String id = quote.getString("leaseOptions.find { it.leaseType == 'SUSPENDABLE' }.quoteId");
        assertThat(submit(buyer, "non-preemptable-quote", with(with(job, "leaseType", "SUSPENDABLE"), "quoteId",
                quote.getString("quoteId"))).then().statusCode(422).extract().path("type").toString())
                .as("the non-preemptable option's quote for a suspendable lease").isEqualTo("/problems/quote-mismatch");
        JsonPath held = submit(buyer, "suspendable", with(with(job, "leaseType", "SUSPENDABLE"), "quoteId", id))
                .then().statusCode(201).extract().jsonPath();
        assertThat(held.getLong("priceMicroGd")).isEqualTo(price);
        assertThat(held.getString("leaseType")).isEqualTo("SUSPENDABLE");
    }

    @Test
    void aTenderAwardIsHeldAtItsQuotedBid() {
        Map<String, Object> job = job("TENDER");
        JsonPath quote = quote(buyer, job);
        JsonPath held = submit(buyer, "tender", with(job, "quoteId", quote.getString("quoteId"))).then()
                .statusCode(201).extract().jsonPath();
        assertThat(held.getLong("priceMicroGd")).isEqualTo(quote.getLong("priceMicroGd"));
        assertThat(held.getLong("siteId")).isEqualTo(quote.getLong("siteId"));
        assertThat(held.getString("pricedAt")).isEqualTo("QUOTE");
    }

    /** What a refused quote leaves: no job, the wallet as it was, and the problem's type and words. */
    private void refused(String key, Map<String, Object> body, int status, String type, String words) {
        long before = available(buyer);
        int jobs = jobsOf(buyer).size();
        submit(buyer, key, body).then().statusCode(status).contentType("application/problem+json")
                .body("type", equalTo("/problems/" + type))
                .body("detail", org.hamcrest.Matchers.containsString(words));
        assertThat(available(buyer)).as("nothing charged").isEqualTo(before);
        assertThat(jobsOf(buyer)).as("nothing written").hasSize(jobs);
    }

    @Test
    void unknownOtherUsersOtherFieldsUsedExpiredAndUnavailableQuotesAreRefusedChargingNothing() throws Exception {
        Map<String, Object> job = job("OFC");
        String id = quote(buyer, job).getString("quoteId");
        refused("unknown", with(job, "quoteId", "AAAAAAAAAAAAAAAAAAAAAA"), 422, "quote-unknown", "no quote");
        String others = quote(homeBuyer(site), job).getString("quoteId");
        refused("others", with(job, "quoteId", others), 422, "quote-unknown", "no quote " + others + " of yours");
        refused("other-fields", with(with(job, "budgetMicroGd", 2_000_000), "quoteId", id), 422, "quote-mismatch",
                "other job fields");

        submit(buyer, "first", with(job, "quoteId", id)).then().statusCode(201);
        refused("again", with(job, "quoteId", id), 409, "quote-used", "was used already");

        String expired = expiredCopyOf(quote(buyer, job).getString("quoteId"));
        refused("expired", with(job, "quoteId", expired), 409, "quote-expired", "A new quote says ");

        String full = quote(buyer, job).getString("quoteId");
        Api.as("owner3").body(Map.of("processors", 64, "runtimeSeconds", 1_000_000))
                .post("/api/sites/" + site + "/local-jobs").then().statusCode(201);
        refused("full", with(job, "quoteId", full), 409, "quote-unavailable",
                "(Binding " + grid + ") is not available now: the site is full now: it cannot finish the job by its"
                        + " deadline");
        refused("full-again", with(job, "quoteId", full), 409, "quote-unavailable", "A new quote finds no site");
    }

    /** A copy of quote {@code id} under a new id, valid until a minute ago (forged as the database's owner). */
    private static String expiredCopyOf(String id) throws Exception {
        String copy = "X" + id.substring(1);
        try (Connection owner = DatabaseOwner.dataSource().getConnection();
             PreparedStatement insert = owner.prepareStatement("INSERT INTO quotes SELECT ?, user_id, fingerprint, "
                     + "strategy, lease_type, binds, site_id, price_micro_gd, planned_runtime_seconds, contract_id, "
                     + "home_grid, serving_grid, contract_price_micro_gd_per_processor_hour, site_price_micro_gd, "
                     + "now() - interval '2 minutes', now() - interval '1 minute' FROM quotes WHERE id = ?")) {
            insert.setString(1, copy);
            insert.setString(2, id);
            assertThat(insert.executeUpdate()).isEqualTo(1);
        }
        return copy;
    }

    @Test
    void twoConcurrentSubmissionsOfOneQuoteMakeOneJob() throws Exception {
        Map<String, Object> quoted = with(job("OFC"), "quoteId", quote(buyer, job("OFC")).getString("quoteId"));
        CountDownLatch start = new CountDownLatch(1);
        List<CompletableFuture<Integer>> answers = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            String key = "concurrent-" + i;
            answers.add(CompletableFuture.supplyAsync(() -> {
                try {
                    start.await();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return submit(buyer, key, quoted).statusCode();
            }));
        }
        start.countDown();
        List<Integer> statuses = answers.stream().map(CompletableFuture::join).sorted().toList();
        assertThat(statuses).containsExactly(201, 409);
        assertThat(jobsOf(buyer)).hasSize(1);
        assertThat(available(buyer)).isEqualTo(1_000_000_000L - PRICE);
    }

    @Test
    void aRedirectedJobPaysItsQuotedPriceAfterTheContractRepriced() throws InterruptedException {
        String peer = grid + "-peer";
        long peerSite = site("Peer " + peer, 6_000, peer, 3_600);
        String small = homeBuyer(site("Small " + grid, 4, grid + "-small", 36));
        String home = grid + "-small";
        long contractId = Api.as("admin").body(Map.of("buyerGrid", home, "sellerGrid", peer, "type", "FIXED"))
                .post("/api/admin/contracts").then().statusCode(201).extract().jsonPath().getLong("id");
        Map<String, Object> job = LiveMarketplaceTest.job(5, 5_000, 10, 1_000_000, "OFC");
        JsonPath quote = quote(small, job);
        assertThat(quote.getLong("contractId")).isEqualTo(contractId);
        assertThat(quote.getLong("siteId")).isEqualTo(peerSite);
        long price = quote.getLong("priceMicroGd");
        assertThat(price).isEqualTo(quote.getLong("redirection.chosen.priceMicroGd"));

        // Load the peer site: at its next repricing (every model hour, 3.6 s at the test's 1,000×) it is dearer.
        Api.as("owner3").body(Map.of("processors", 3_000, "runtimeSeconds", 1_000_000))
                .post("/api/sites/" + peerSite + "/local-jobs").then().statusCode(201);
        long deadline = System.nanoTime() + 20_000_000_000L;
        long repriced = price;
        while (repriced == price && System.nanoTime() < deadline) {
            Thread.sleep(100);
            repriced = quote(small, job).getLong("priceMicroGd");
        }
        assertThat(repriced).as("a new quote after the contract repriced").isGreaterThan(price);

        JsonPath held = submit(small, "redirected", with(job, "quoteId", quote.getString("quoteId"))).then()
                .statusCode(201).extract().jsonPath();
        assertThat(held.getLong("priceMicroGd")).isEqualTo(price);
        assertThat(held.getLong("contractId")).isEqualTo(contractId);
        assertThat(held.getLong("contractPriceMicroGdPerProcessorHour"))
                .isEqualTo(quote.getLong("redirection.chosen.microGdPerProcessorHour"));
        JsonPath done = LiveMarketplaceTest.waitFor(small, held.getLong("id"), "COMPLETED");
        assertThat(done.getLong("chargedMicroGd")).isEqualTo(price);
        assertThat(LiveMarketplaceTest.wallet(small).getLong("availableMicroGd")).isEqualTo(1_000_000_000L - price);
    }
}
