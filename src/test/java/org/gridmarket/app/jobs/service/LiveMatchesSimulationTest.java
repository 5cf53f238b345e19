package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.commons.rng.UniformRandomProvider;
import org.gridmarket.app.Api;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.federation.Federation;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.federation.JobOutcome;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.Test;

/**
 * Issue 19 §4, one proof that live and simulation agree: the same seeded workload (300 jobs, OFT and OFC,
 * on the demo federation's eight priced sites) goes through the simulator (the core {@link Federation} on an
 * {@link EventLoop}, with the live market's pricing, strategies and LRMS policy) and through the live engine
 * over HTTP on the real PostgreSQL, whose wall clock is virtual and moved by the test to each arrival. Job by
 * job, both must place on the same site, start and finish at the same model second and charge the same µG$,
 * or reject alike. On the same clock, a contract's repricing is timed to the second.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
@TestProfile(LiveMatchesSimulationTest.VirtualClock.class)
class LiveMatchesSimulationTest {
    private static final int JOBS = 300;
    /** Model seconds between the engine's start and the first arrival. */
    private static final long LEAD_SECONDS = 10;

    /** Real time on a virtual wall clock; no background load, so the sites hold only the workload's jobs. */
    public static class VirtualClock implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gridmarket.engine.time-scale", "1", "gridmarket.engine.background-jobs-per-site", "0");
        }

        @Override
        public Set<Class<?>> getEnabledAlternatives() {
            return Set.of(VirtualWallClock.class);
        }
    }

    /**
     * Issue 32, on the same virtual clock: a "fixed" contract price holds for its update interval (seed 000 §5.1:
     * a price's horizon is the next contract update; §6.4) and the seller prices it again exactly when the
     * interval ends, never in between. Two grids of the test's own (a home site, an idle peer site) and a FIXED
     * contract repriced every model hour: one second before its update it keeps its first price and its one
     * pricing; at the update it is priced again, valid for the next hour. The sites are withdrawn and the contract
     * ended afterwards, so the other test's federation is the demo's.
     */
    @Test
    void aFixedContractKeepsItsPriceForItsUpdateIntervalAndIsRepricedWhenItEnds() {
        long n = System.nanoTime() % 1_000_000;
        String home = "vhome-" + n;
        String peer = "vpeer-" + n;
        long homeSite = site("VHome " + n, 4, home);
        long peerSite = site("VPeer " + n, 6_000, peer);
        long id = -1;
        try {
            JsonPath created = Api.as("admin").body(Map.of("buyerGrid", home, "sellerGrid", peer, "type", "FIXED"))
                    .post("/api/admin/contracts").then().statusCode(201).extract().jsonPath();
            id = created.getLong("id");
            Instant pricedAt = Instant.parse(created.getString("current.pricedAt"));
            Instant next = Instant.parse(created.getString("current.nextUpdateAt"));
            long price = created.getLong("current.maxMicroGdPerProcessorHour");
            assertThat(pricedAt.getEpochSecond()).isEqualTo(engine.read(EngineState::now));
            assertThat(next).isEqualTo(pricedAt.plusSeconds(3_600));
            assertThat(created.getLong("current.minMicroGdPerProcessorHour")).isEqualTo(price);

            String it = "find { it.id == " + id + " }.";
            moveModelTimeTo(next.getEpochSecond() - 1);
            JsonPath before = contracts();
            assertThat(before.getString(it + "current.pricedAt")).isEqualTo(created.getString("current.pricedAt"));
            assertThat(before.getLong(it + "current.maxMicroGdPerProcessorHour")).isEqualTo(price);
            assertThat(before.getList(it + "history")).hasSize(1);

            moveModelTimeTo(next.getEpochSecond());
            JsonPath after = contracts();
            assertThat(after.getList(it + "history")).hasSize(2);
            assertThat(Instant.parse(after.getString(it + "current.pricedAt"))).isEqualTo(next);
            assertThat(Instant.parse(after.getString(it + "current.nextUpdateAt"))).isEqualTo(next.plusSeconds(3_600));
        } finally {
            if (id >= 0) {
                Api.as("admin").post("/api/admin/contracts/" + id + "/end").then().statusCode(200);
            }
            Api.as("owner3").post("/api/sites/" + homeSite + "/withdraw").then().statusCode(200);
            Api.as("owner3").post("/api/sites/" + peerSite + "/withdraw").then().statusCode(200);
        }
    }

    private static long site(String name, int processors, String grid) {
        return ((Number) Api.as("owner3").body(Map.of("name", name, "processors", processors, "mipsPerProcessor", 1000,
                "bandwidthGbps", 1, "gridName", grid, "price", Map.of("priceMicroGdPerProcessorHour", 3_600)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
    }

    /** Every contract; read one with {@code "find { it.id == ID }." + field}. */
    private static JsonPath contracts() {
        return Api.as("admin").get("/api/contracts").then().statusCode(200).extract().jsonPath();
    }

    /** Moves the virtual wall clock so the model reads {@code seconds}, then runs a turn (events due run first). */
    private void moveModelTimeTo(long seconds) {
        wall.set(wall.millis() + (seconds - engine.read(EngineState::now)) * 1000);
        assertThat(engine.read(EngineState::now)).isEqualTo(seconds);
    }

    /** One job of the workload; {@code arrivalSeconds} counts from the first arrival's base. */
    record Arrival(long arrivalSeconds, int processors, long runtimeSeconds, long budgetMicroGd, long deadlineSeconds,
                   String strategy) {
        long lengthMi() {
            return runtimeSeconds * (long) Site.REFERENCE_MIPS_PER_PROCESSOR * processors;
        }
    }

    /** What happened to one job, on either side: times count from the base; site null when rejected. */
    record Result(String site, long startSeconds, long endSeconds, long chargedMicroGd) {
    }

    @Inject
    LiveEngine engine;

    @Inject
    VirtualWallClock wall;

    @Test
    void theLiveEngineAndTheSimulatorPlaceStartFinishAndChargeEveryJobAlike() {
        List<MarketSite> sites = engine.read(state -> state.market().sites().stream().filter(MarketSite::listed)
                .toList());
        assertThat(sites).hasSizeGreaterThanOrEqualTo(3);
        Map<Long, String> names = sites.stream().collect(java.util.stream.Collectors.toMap(MarketSite::id,
                site -> site.site().name()));
        String origin = names.get(sites.stream().mapToLong(MarketSite::id).min().orElseThrow());
        double meanPrice = sites.stream().mapToLong(MarketSite::postedPriceMicroGd).average().orElseThrow();
        List<Arrival> workload = workload(new RandomStreams(19).stream("live-vs-simulation"), meanPrice);

        List<Result> simulated = simulate(sites, origin, workload);
        List<Result> live = runLive(workload, names);

        assertThat(simulated.stream().filter(r -> r.site() != null).count()).as("accepted in simulation")
                .isGreaterThan(JOBS / 2).isLessThan(JOBS);
        assertThat(simulated.stream().map(Result::site).filter(java.util.Objects::nonNull).distinct().count())
                .as("sites used").isGreaterThanOrEqualTo(3);
        for (int i = 0; i < JOBS; i++) {
            assertThat(live.get(i)).as("job %d of the workload: %s", i, workload.get(i)).isEqualTo(simulated.get(i));
        }
    }

    /**
     * 300 jobs arriving about every 20 s: 1 to 128 processors, 1 minute to 2 hours at the reference speed,
     * deadlines from 1 to 6 times that (some unreachable), budgets from 0.3 to 4 times the sites' mean price for
     * their processor-hours at the reference speed (some too small), OFT or OFC.
     */
    private static List<Arrival> workload(UniformRandomProvider random, double meanPricePerProcessorHour) {
        List<Arrival> jobs = new ArrayList<>(JOBS);
        long at = 0;
        for (int i = 0; i < JOBS; i++) {
            at += (long) Math.ceil(-20 * Math.log(1 - random.nextDouble()));
            int processors = 1 << random.nextInt(8);
            long runtime = 60 + random.nextLong(7_141);
            double processorHours = processors * runtime / 3600.0;
            long budget = Math.max(1, (long) (processorHours * (0.3 + 3.7 * random.nextDouble()) * meanPricePerProcessorHour));
            long deadline = (long) Math.ceil(runtime * (1 + 5 * random.nextDouble()));
            jobs.add(new Arrival(at, processors, runtime, budget, deadline, random.nextBoolean() ? "OFT" : "OFC"));
        }
        return jobs;
    }

    /** The simulator: the live market's rules on the same sites, each arrival after everything due by then. */
    private static List<Result> simulate(List<MarketSite> sites, String origin, List<Arrival> workload) {
        EventLoop loop = new EventLoop(0);
        Federation federation = new Federation(sites.stream()
                .map(site -> new Federation.Member(site.site(), site.postedPriceMicroGd())).toList(),
                Mechanisms.LIVE_PRICING, Mechanisms.strategies(), "OFC", Mechanisms.LIVE_LRMS, loop);
        long id = 1;
        for (Arrival arrival : workload) {
            loop.runUntil(arrival.arrivalSeconds());
            Job job = Job.builder(id++).processors(arrival.processors()).runtimeSeconds(1).originSite(origin)
                    .submitSeconds(arrival.arrivalSeconds()).build();
            federation.submit(job, JobDemand.ofLength(arrival.lengthMi(), arrival.processors()),
                    arrival.budgetMicroGd(), arrival.deadlineSeconds(), arrival.strategy());
        }
        loop.run();
        List<Result> results = new ArrayList<>();
        for (JobOutcome outcome : federation.outcomes()) {
            results.add(outcome.accepted()
                    ? new Result(outcome.targetSite(), outcome.startSeconds(), outcome.endSeconds(), outcome.costMicroGd())
                    : new Result(null, -1, -1, 0));
        }
        return results;
    }

    /** The live engine: each arrival at its second of virtual wall time, over HTTP, then time runs out. */
    private List<Result> runLive(List<Arrival> workload, Map<Long, String> siteNames) {
        long grant = workload.stream().mapToLong(Arrival::budgetMicroGd).sum() / 1_000_000 + 1_000;
        String buyer = EngineTestClient.newPerson("user");
        Api.as("admin").body(Map.of("id", "grant-" + buyer, "username", buyer, "amountMicroGd", grant * 1_000_000))
                .post("/api/admin/grants").then().statusCode(201);
        String token = EngineTestClient.token(buyer);
        long startMillis = wall.millis();
        long base = engine.read(EngineState::now) + LEAD_SECONDS;
        List<Long> ids = new ArrayList<>();
        for (int i = 0; i < workload.size(); i++) {
            Arrival arrival = workload.get(i);
            wall.set(startMillis + (LEAD_SECONDS + arrival.arrivalSeconds()) * 1000);
            Response answer = EngineTestClient.given(token).header("Idempotency-Key", "replay-" + i)
                    .body(Map.of("processors", arrival.processors(), "runtimeSeconds", arrival.runtimeSeconds(),
                            "budgetMicroGd", arrival.budgetMicroGd(), "deadlineSeconds", arrival.deadlineSeconds(),
                            "strategy", arrival.strategy()))
                    .post("/api/jobs");
            assertThat(answer.statusCode()).as("job %d: %s", i, answer.asString()).isIn(201, 422);
            ids.add(answer.statusCode() == 201 ? answer.jsonPath().getLong("id")
                    : Long.parseLong(answer.jsonPath().getString("detail").replaceAll("^job (\\d+) .*", "$1")));
        }
        wall.set(startMillis + (LEAD_SECONDS + 400_000) * 1000);
        engine.read(EngineState::now);   // a turn: every end due by then runs first
        List<Result> results = new ArrayList<>();
        for (long id : ids) {
            JsonPath job = EngineTestClient.given(token).get("/api/jobs/" + id).jsonPath();
            if ("REJECTED".equals(job.getString("state"))) {
                results.add(new Result(null, -1, -1, 0));
                continue;
            }
            assertThat(job.getString("state")).as("job %d", id).isEqualTo("COMPLETED");
            results.add(new Result(siteNames.get(job.getLong("siteId")),
                    Instant.parse(job.getString("startedAt")).getEpochSecond() - base,
                    Instant.parse(job.getString("endedAt")).getEpochSecond() - base, job.getLong("chargedMicroGd")));
        }
        return results;
    }
}
