package org.gridmarket.app;

import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.util.Map;
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

    @Test
    void directoryAnswersTheRthCheapestAndFastestOfTheDemoFederation() {
        // Seed 004 Table 2: LANL Origin (3.59) is the cheapest, NASA iPSC (930 MIPS) the fastest. Other
        // tests add small sites, so the queries ask for at least as many processors as the demo clusters have.
        Api.as("alice").get("/api/directory?order=cheapest&rank=1&minProcessors=1100").then().statusCode(200)
                .body("name", equalTo("LANL Origin")).body("rank", equalTo(1));
        Api.as("alice").get("/api/directory?order=cheapest&rank=2&minProcessors=1100").then().statusCode(200)
                .body("name", equalTo("SDSC Blue")).body("rank", equalTo(2));
        Api.as("alice").get("/api/directory?order=fastest&rank=1&minProcessors=128").then().statusCode(200)
                .body("name", equalTo("NASA iPSC"));
        Api.as("alice").get("/api/directory?order=fastest&rank=2&minProcessors=128").then().statusCode(200)
                .body("name", equalTo("SDSC SP2"));
        Api.as("alice").get("/api/directory?order=fastest&rank=1&minProcessors=1500").then().statusCode(200)
                .body("name", equalTo("LANL Origin"));
        Api.as("alice").get("/api/directory?order=cheapest&minProcessors=2048").then().statusCode(200)
                .body("name", org.hamcrest.Matchers.hasItem("LANL Origin"))
                .body("rank", org.hamcrest.Matchers.everyItem(org.hamcrest.Matchers.greaterThan(0)));
        Api.as("alice").get("/api/directory?order=cheapest&rank=1&minProcessors=100000").then().statusCode(404)
                .body("type", equalTo("/problems/no-such-rank"));
    }

    @Test
    void aPriceChangeReordersTheDirectory() {
        long id = register("owner3", "Bargain site", 4096, 100, 3_600_000);
        Api.as("alice").get("/api/directory?order=cheapest&rank=1&minProcessors=4096").then()
                .body("siteId", equalTo((int) id));
        Api.as("owner3").body(Map.of("priceMicroGdPerMi", 1)).put("/api/sites/" + id + "/price").then().statusCode(200);
        Api.as("alice").get("/api/directory?order=cheapest&rank=1").then().body("siteId", equalTo((int) id));
        Api.as("owner3").body(Map.of("priceMicroGdPerMi", 9_000_000)).put("/api/sites/" + id + "/price")
                .then().statusCode(200);
        Api.as("alice").get("/api/directory?order=cheapest&rank=1&minProcessors=1100").then()
                .body("name", equalTo("LANL Origin"));
    }
}
