package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
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
                        "price", Map.of("priceMicroGdPerMi", price)))
                .post("/api/sites").then().statusCode(201)
                .body("owner", equalTo(owner))
                .body("processors", equalTo(processors))
                .body("memoryPerNodeMb", equalTo(4096))
                .body("price.priceMicroGdPerMi", equalTo((int) price))
                .extract().path("id")).longValue();
    }

    @Test
    void everyPriceChangeIsKeptWithWhoWhenOldAndNew() {
        long id = register("owner2", "History site", 32, 1000, 2_000_000);
        Api.as("owner2").body(Map.of("priceMicroGdPerMi", 2_500_000, "fixedCostMicroGdPerCpuSecond", 10,
                        "minMachinePriceMicroGdPerSecond", 6_000_000, "maxMachinePriceMicroGdPerSecond", 8_000_000))
                .put("/api/sites/" + id + "/price").then().statusCode(200)
                .body("price.priceGdPerMi", equalTo("2.500000"))
                .body("price.maxMachinePriceMicroGdPerSecond", equalTo(8_000_000));
        // The same card again changes nothing and records nothing.
        Api.as("owner2").body(Map.of("priceMicroGdPerMi", 2_500_000, "fixedCostMicroGdPerCpuSecond", 10,
                        "minMachinePriceMicroGdPerSecond", 6_000_000, "maxMachinePriceMicroGdPerSecond", 8_000_000))
                .put("/api/sites/" + id + "/price").then().statusCode(200);
        Api.as("alice").get("/api/sites/" + id + "/prices").then().statusCode(200)
                .body("", hasSize(2))
                .body("[0].oldPrice", nullValue())
                .body("[0].newPrice.priceMicroGdPerMi", equalTo(2_000_000))
                .body("[1].changedBy", equalTo("owner2"))
                .body("[1].oldPrice.priceMicroGdPerMi", equalTo(2_000_000))
                .body("[1].newPrice.priceMicroGdPerMi", equalTo(2_500_000))
                .body("[1].newPrice.fixedCostMicroGdPerCpuSecond", equalTo(10));
    }

    @Test
    void anotherOwnerCannotPriceMySiteAndNothingIsRecorded() {
        long id = register("owner1", "Guarded site", 16, 500, 1_000_000);
        Api.as("owner3").body(Map.of("priceMicroGdPerMi", 1)).put("/api/sites/" + id + "/price")
                .then().statusCode(403).body("type", equalTo("/problems/forbidden"));
        Api.as("admin").body(Map.of("priceMicroGdPerMi", 1)).put("/api/sites/" + id + "/price")
                .then().statusCode(403);
        Api.as("owner1").get("/api/sites/" + id + "/prices").then().body("", hasSize(1));
        Api.as("owner1").get("/api/sites/" + id).then().body("price.priceMicroGdPerMi", equalTo(1_000_000));
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
    void directoryOrdersTheDemoFederationByQuoteOrSpeed() {
        // Seed 004 Table 2 quotes: LANL Origin 3.59 < LANL CM5 3.98 < SDSC Par96 4.04 < SDSC Blue 4.16 < …
        assertThat(demoOrder("order=cheapest")).containsExactly("LANL Origin", "LANL CM5", "SDSC Par96",
                "SDSC Blue", "CTC SP2", "KTH SP2", "SDSC SP2", "NASA iPSC");
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
        long id = register("owner3", "Bargain site", 4096, 100, 3_600_000);
        List<String> before = Api.as("alice").get("/api/directory?order=cheapest").jsonPath().getList("name");
        assertThat(before.indexOf("Bargain site")).isEqualTo(before.indexOf("LANL Origin") + 1);
        Api.as("owner3").body(Map.of("priceMicroGdPerMi", 1)).put("/api/sites/" + id + "/price").then().statusCode(200);
        Api.as("alice").get("/api/directory?order=cheapest&rank=1").then().body("siteId", equalTo((int) id));
        Api.as("owner3").body(Map.of("priceMicroGdPerMi", 9_000_000)).put("/api/sites/" + id + "/price")
                .then().statusCode(200);
        List<String> after = Api.as("alice").get("/api/directory?order=cheapest").jsonPath().getList("name");
        assertThat(after.indexOf("Bargain site")).isGreaterThan(after.indexOf("NASA iPSC"));
    }
}
