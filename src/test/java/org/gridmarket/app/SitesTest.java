package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasItem;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class SitesTest {

    private static long register(String owner, String name, int processors, int mips, long price) {
        return ((Number) Api.as(owner).body(Map.of("name", name, "processors", processors, "mipsPerProcessor", mips,
                        "bandwidthGbps", 2.5, "memoryPerNodeMb", 4096, "gridName", "test-grid",
                        "price", Map.of("priceMicroGdPerProcessorHour", price)))
                .post("/api/sites").then().statusCode(201)
                .body("owner", equalTo(owner))
                .body("processors", equalTo(processors))
                .body("memoryPerNodeMb", equalTo(4096))
                .body("price.priceMicroGdPerProcessorHour", equalTo((int) price))
                .extract().path("id")).longValue();
    }

    @Test
    void everyPriceChangeIsKeptWithWhoWhenOldAndNew() {
        long id = register("owner2", "History site", 32, 1000, 2_000_000);
        Api.as("owner2").body(Map.of("priceMicroGdPerProcessorHour", 2_500_000, "fixedCostMicroGdPerCpuSecond", 10,
                        "minMachinePriceMicroGdPerProcessorHour", 6_000_000, "maxMachinePriceMicroGdPerProcessorHour", 8_000_000))
                .put("/api/sites/" + id + "/price").then().statusCode(200)
                .body("price.priceGdPerProcessorHour", equalTo("2.500000"))
                .body("price.maxMachinePriceMicroGdPerProcessorHour", equalTo(8_000_000));
        // The same card again changes nothing and records nothing.
        Api.as("owner2").body(Map.of("priceMicroGdPerProcessorHour", 2_500_000, "fixedCostMicroGdPerCpuSecond", 10,
                        "minMachinePriceMicroGdPerProcessorHour", 6_000_000, "maxMachinePriceMicroGdPerProcessorHour", 8_000_000))
                .put("/api/sites/" + id + "/price").then().statusCode(200);
        Api.as("alice").get("/api/sites/" + id + "/prices").then().statusCode(200)
                .body("", hasSize(2))
                .body("[0].oldPrice", nullValue())
                .body("[0].newPrice.priceMicroGd", equalTo(2_000_000))
                .body("[1].changedBy", equalTo("owner2"))
                .body("[1].oldPrice.priceMicroGd", equalTo(2_000_000))
                .body("[1].newPrice.priceMicroGd", equalTo(2_500_000))
                .body("[1].newPrice.fixedCostMicroGdPerCpuSecond", equalTo(10));
    }

    /**
     * Issue 33: a real cluster runs in real time, so a site runs scripts only while the engine's clock runs at wall
     * time; this profile runs it 1,000 times faster. Agent mode itself is allowed at any scale.
     */
    @Test
    void aSiteRunsScriptsOnlyInAgentModeAndOnlyWhenTheMarketRunsInRealTime() {
        long id = register("owner1", "Fast-clock cluster", 8, 1000, 1_000_000);
        Api.as("owner1").body(Map.of("enabled", true)).put("/api/sites/" + id + "/accepts-scripts").then()
                .statusCode(409).body("type", equalTo("/problems/not-agent-mode"));
        Api.as("owner1").body(Map.of("enabled", true)).put("/api/sites/" + id + "/agent-mode").then().statusCode(200);
        Api.as("owner1").body(Map.of("enabled", true)).put("/api/sites/" + id + "/accepts-scripts").then()
                .statusCode(409).body("type", equalTo("/problems/time-scale"))
                .body("detail", containsString("GRIDMARKET_ENGINE_TIME_SCALE=1"));
        Api.as("owner1").get("/api/sites/" + id).then().statusCode(200).body("acceptsScripts", equalTo(false));
        Api.as("owner1").body(Map.of("enabled", false)).put("/api/sites/" + id + "/agent-mode").then().statusCode(200);
        Api.as("owner1").post("/api/sites/" + id + "/withdraw").then().statusCode(200);
    }

    @Test
    void anotherOwnerCannotPriceMySiteAndNothingIsRecorded() {
        long id = register("owner1", "Guarded site", 16, 500, 1_000_000);
        Api.as("owner3").body(Map.of("priceMicroGdPerProcessorHour", 1)).put("/api/sites/" + id + "/price")
                .then().statusCode(403).body("type", equalTo("/problems/forbidden"));
        Api.as("admin").body(Map.of("priceMicroGdPerProcessorHour", 1)).put("/api/sites/" + id + "/price")
                .then().statusCode(403);
        Api.as("owner1").get("/api/sites/" + id + "/prices").then().body("", hasSize(1));
        Api.as("owner1").get("/api/sites/" + id).then().body("price.priceMicroGdPerProcessorHour", equalTo(1_000_000));
    }

    /** The directory's order restricted to the demo clusters (other tests add sites of their own). */
    private static List<String> demoOrder(String query) {
        List<String> names = Api.as("alice").get("/api/directory?" + query).then().statusCode(200)
                .extract().jsonPath().getList("name");
        return names.stream().filter(DEMO::contains).toList();
    }

    private static final Set<String> DEMO = Set.of("CTC SP2", "KTH SP2", "LANL CM5", "LANL Origin", "NASA iPSC",
            "SDSC Par96", "SDSC Blue", "SDSC SP2");

    @Test
    void directoryOrdersTheDemoFederationByPricePerMiOrSpeed() {
        // Price per MI, P / (3,600 · MIPS), in µG$: CTC SP2 1.05 G$ / 850 = 0.343 < LANL CM5 0.90 / 700 = 0.357
        // < SDSC Par96 1.10 / 710 = 0.430 < LANL Origin 1.00 / 630 = 0.441 < KTH SP2 1.55 / 900 = 0.478
        // < SDSC Blue 1.30 / 730 = 0.495 < SDSC SP2 2.00 / 920 = 0.604 < NASA iPSC 2.40 / 930 = 0.717.
        assertThat(demoOrder("order=cheapest")).containsExactly("CTC SP2", "LANL CM5", "SDSC Par96",
                "LANL Origin", "KTH SP2", "SDSC Blue", "SDSC SP2", "NASA iPSC");
        // MIPS: NASA iPSC 930 > SDSC SP2 920 > KTH SP2 900 > CTC SP2 850 > …; at least 128 processors drops none.
        assertThat(demoOrder("order=fastest&minProcessors=128")).containsExactly("NASA iPSC", "SDSC SP2", "CTC SP2",
                "SDSC Blue", "SDSC Par96", "LANL CM5", "LANL Origin");
        assertThat(demoOrder("order=fastest&minProcessors=1500")).containsExactly("LANL Origin");
        String first = Api.as("alice").get("/api/directory?order=cheapest").jsonPath().getString("[0].name");
        Api.as("alice").get("/api/directory?order=cheapest&rank=1").then().statusCode(200)
                .body("name", equalTo(first)).body("rank", equalTo(1));
        Api.as("alice").get("/api/directory?order=cheapest&rank=1&minProcessors=100000000").then().statusCode(404)
                .body("type", equalTo("/problems/no-such-rank"));
    }

    @Test
    void aPriceChangeReordersTheDirectory() {
        // 0.1656 G$ per processor-hour at 100 MIPS: 0.46 µG$ per MI, between LANL Origin (0.441) and KTH SP2 (0.478).
        long id = register("owner3", "Bargain site", 4096, 100, 165_600);
        List<String> before = Api.as("alice").get("/api/directory?order=cheapest").jsonPath().getList("name");
        assertThat(before.indexOf("Bargain site")).isEqualTo(before.indexOf("LANL Origin") + 1);
        Api.as("owner3").body(Map.of("priceMicroGdPerProcessorHour", 1)).put("/api/sites/" + id + "/price").then().statusCode(200);
        Api.as("alice").get("/api/directory?order=cheapest&rank=1").then().body("siteId", equalTo((int) id));
        Api.as("owner3").body(Map.of("priceMicroGdPerProcessorHour", 9_000_000)).put("/api/sites/" + id + "/price")
                .then().statusCode(200);
        List<String> after = Api.as("alice").get("/api/directory?order=cheapest").jsonPath().getList("name");
        assertThat(after.indexOf("Bargain site")).isGreaterThan(after.indexOf("NASA iPSC"));
    }

    @Test
    void cheapestMeansLowestPricePerMiNotLowestPricePerProcessorHour() {
        // By hand: 3.6 G$ per processor-hour at 1,000 MIPS is 3,600,000 / (3,600 × 1,000) = 1 µG$ per MI;
        // 2.7 G$ at 500 MIPS is 2,700,000 / (3,600 × 500) = 1.5 µG$ per MI; 1.05 G$ at 850 MIPS is
        // 1,050,000 / 3,060,000 = 0.343137… µG$ per MI. The order per processor-hour would be the reverse of
        // the first two; a job of l MI pays l × the price per MI, so the fast one is the cheaper.
        long fast = register("owner2", "Fast dear site", 8, 1000, 3_600_000);
        long slow = register("owner2", "Slow cheap site", 8, 500, 2_700_000);
        long odd = register("owner2", "Repeating site", 8, 850, 1_050_000);
        List<Map<String, Object>> entries = Api.as("alice").get("/api/directory?order=cheapest&size=500").then()
                .statusCode(200).extract().jsonPath().getList("");
        List<Number> ids = entries.stream().map(entry -> (Number) entry.get("siteId"))
                .filter(id -> Set.of(fast, slow, odd).contains(id.longValue())).toList();
        assertThat(ids).extracting(Number::longValue).containsExactly(odd, fast, slow);
        Map<String, Object> fastEntry = entries.stream().filter(entry -> ((Number) entry.get("siteId")).longValue() == fast)
                .findFirst().orElseThrow();
        assertThat(fastEntry).containsEntry("priceMicroGdPerProcessorHour", 3_600_000)
                .containsEntry("priceGdPerProcessorHour", "3.600000").containsEntry("pricePerMiMicroGd", "1");
        Map<String, Object> slowEntry = entries.stream().filter(entry -> ((Number) entry.get("siteId")).longValue() == slow)
                .findFirst().orElseThrow();
        assertThat(slowEntry).containsEntry("pricePerMiMicroGd", "1.5");
        Map<String, Object> oddEntry = entries.stream().filter(entry -> ((Number) entry.get("siteId")).longValue() == odd)
                .findFirst().orElseThrow();
        assertThat((String) oddEntry.get("pricePerMiMicroGd")).startsWith("0.3431372549019607843137254901960");
    }

    @Test
    void aPriceCardRoundTripsPerProcessorHourAndItsHistorySaysSo() {
        long id = register("owner1", "Round trip site", 64, 750, 1_234_567);
        Map<String, Object> card = Map.of("priceMicroGdPerProcessorHour", 2_000_001, "fixedCostMicroGdPerCpuSecond", 7,
                "minMachinePriceMicroGdPerProcessorHour", 1, "maxMachinePriceMicroGdPerProcessorHour", 1_000_000_000_000L,
                "leaseFactorsPermille", Map.of("cancellable", 250, "suspendable", 500, "migratable", 750));
        Api.as("owner1").body(card).put("/api/sites/" + id + "/price").then().statusCode(200);
        Map<String, Object> price = Api.as("bob").get("/api/sites/" + id).then().statusCode(200)
                .extract().jsonPath().getMap("price");
        assertThat(price).containsEntry("priceGdPerProcessorHour", "2.000001");
        price.remove("priceGdPerProcessorHour");
        assertThat(price).usingRecursiveComparison().isEqualTo(card);
        Api.as("bob").get("/api/sites/" + id + "/prices").then().statusCode(200)
                .body("", hasSize(2))
                .body("[1].changedBy", equalTo("owner1"))
                .body("[1].reason", nullValue())
                .body("[1].oldPrice.priceMicroGd", equalTo(1_234_567))
                .body("[1].oldPrice.unit", equalTo("PER_PROCESSOR_HOUR"))
                .body("[1].newPrice.priceMicroGd", equalTo(2_000_001))
                .body("[1].newPrice.priceGd", equalTo("2.000001"))
                .body("[1].newPrice.unit", equalTo("PER_PROCESSOR_HOUR"))
                .body("[1].newPrice.maxMachinePriceMicroGdPerProcessorHour", equalTo(1_000_000_000_000L))
                .body("[1].oldPrice.leaseFactorsPermille", nullValue())
                .body("[1].newPrice.leaseFactorsPermille.migratable", equalTo(750));
    }

    @Test
    void theOldFieldNameIsA422NamingItAndTheNewOneAndChangesNothing() {
        long id = register("owner3", "Renamed field site", 8, 900, 1_000_000);
        Api.as("owner3").body(Map.of("priceMicroGdPerMi", 4_900_000)).put("/api/sites/" + id + "/price").then()
                .statusCode(422)
                .contentType("application/problem+json")
                .body("type", equalTo("/problems/validation"))
                .body("errors.find { it.field == 'priceMicroGdPerMi' }.message",
                        containsString("send priceMicroGdPerProcessorHour"))
                .body("detail", containsString("priceMicroGdPerMi: no longer accepted"));
        // Given together with the new name, the old one is still refused (it does not silently win or lose).
        Api.as("owner3").body(Map.of("priceMicroGdPerMi", 2, "priceMicroGdPerProcessorHour", 7_200))
                .put("/api/sites/" + id + "/price").then().statusCode(422)
                .body("errors.field", contains("priceMicroGdPerMi"));
        Api.as("owner3").body(Map.of("name", "Renamed field cluster 2", "processors", 8, "mipsPerProcessor", 900,
                        "bandwidthGbps", 1, "gridName", "test-grid", "price", Map.of("priceMicroGdPerMi", 1)))
                .post("/api/sites").then().statusCode(422)
                .body("errors.field", hasItem("price.priceMicroGdPerMi"));
        Api.as("owner3").get("/api/sites/" + id + "/prices").then().body("", hasSize(1));
        Api.as("owner3").get("/api/sites/" + id).then().body("price.priceMicroGdPerProcessorHour", equalTo(1_000_000));
        Api.as("owner3").get("/api/sites?owner=owner3&size=500").then()
                .body("findAll { it.name == 'Renamed field cluster 2' }", hasSize(0));
    }
}
