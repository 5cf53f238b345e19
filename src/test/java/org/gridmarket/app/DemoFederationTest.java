package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.math.BigInteger;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class DemoFederationTest {

    @Test
    void seedsTheEightClustersOfSeed004Table2WithTheirOwnersAndPricesPerProcessorHour() {
        Api.as("alice").get("/api/sites").then().statusCode(200)
                .body("findAll { it.id <= 8 }", hasSize(8))
                .body("findAll { it.id <= 8 }.name", contains("CTC SP2", "KTH SP2", "LANL CM5", "LANL Origin",
                        "NASA iPSC", "SDSC Par96", "SDSC Blue", "SDSC SP2"))
                .body("findAll { it.id <= 8 }.processors", contains(512, 100, 1024, 2048, 128, 416, 1152, 128))
                .body("findAll { it.id <= 8 }.mipsPerProcessor", contains(850, 900, 700, 630, 930, 710, 730, 920))
                .body("findAll { it.id <= 8 }.price.priceGdPerProcessorHour", contains("1.050000", "1.550000",
                        "0.900000", "1.000000", "2.400000", "1.100000", "1.300000", "2.000000"))
                .body("findAll { it.id <= 8 }.owner", contains("owner1", "owner1", "owner1", "owner2", "owner2",
                        "owner2", "owner3", "owner3"));
    }

    /**
     * The demo's prices make OFC and OFT choose different clusters from the first minute: OFC walks the
     * directory cheapest (per MI) first, OFT fastest first, and their first sites differ — and the cheapest
     * per MI is not the cheapest per processor-hour either. Computed from the seeded prices, not asserted
     * by name alone.
     */
    @Test
    void cheapestFirstAndFastestFirstStartAtDifferentClusters() {
        List<Map<String, Object>> demo = Api.as("alice").get("/api/sites?size=500").then().statusCode(200)
                .extract().jsonPath().<Map<String, Object>>getList("").stream()
                .filter(site -> ((Number) site.get("id")).longValue() <= 8).toList();
        Map<String, Long> pricePerHour = new HashMap<>();
        Map<String, Integer> mips = new HashMap<>();
        for (Map<String, Object> site : demo) {
            @SuppressWarnings("unchecked")
            Map<String, Object> price = (Map<String, Object>) site.get("price");
            pricePerHour.put((String) site.get("name"), ((Number) price.get("priceMicroGdPerProcessorHour")).longValue());
            mips.put((String) site.get("name"), (Integer) site.get("mipsPerProcessor"));
        }
        // Price per MI is P / (3,600 · μ): compare P_a · μ_b with P_b · μ_a, exactly.
        Comparator<String> perMi = (a, b) -> BigInteger.valueOf(pricePerHour.get(a)).multiply(BigInteger.valueOf(mips.get(b)))
                .compareTo(BigInteger.valueOf(pricePerHour.get(b)).multiply(BigInteger.valueOf(mips.get(a))));
        String cheapestPerMi = pricePerHour.keySet().stream().min(perMi).orElseThrow();
        String cheapestPerHour = pricePerHour.keySet().stream().min(Comparator.comparing(pricePerHour::get)).orElseThrow();
        String fastest = mips.keySet().stream().max(Comparator.comparing(mips::get)).orElseThrow();

        List<String> cheapestFirst = demoNames("cheapest");
        List<String> fastestFirst = demoNames("fastest");
        assertThat(cheapestFirst.get(0)).isEqualTo(cheapestPerMi).isEqualTo("CTC SP2");
        assertThat(fastestFirst.get(0)).isEqualTo(fastest).isEqualTo("NASA iPSC");
        assertThat(cheapestFirst.get(0)).isNotEqualTo(fastestFirst.get(0));
        assertThat(cheapestPerHour).isEqualTo("LANL CM5").isNotEqualTo(cheapestPerMi);
        assertThat(cheapestFirst).isSortedAccordingTo(perMi).isNotEqualTo(fastestFirst);
    }

    private static List<String> demoNames(String order) {
        return Api.as("alice").get("/api/directory?order=" + order + "&size=500").then().statusCode(200)
                .extract().jsonPath().<Map<String, Object>>getList("").stream()
                .filter(entry -> ((Number) entry.get("siteId")).longValue() <= 8)
                .map(entry -> (String) entry.get("name")).toList();
    }

    @Test
    void grantsEachDemoUserOneMillionGridDollars() {
        // Other tests grant bob more, so the grants are checked as transfers, alice's also as a balance.
        Api.as("alice").get("/api/wallet").then().statusCode(200)
                .body("balanceGd", equalTo("1000000.000000"))
                .body("balanceMicroGd", equalTo(1_000_000_000_000L));
        for (String user : new String[] {"alice", "bob", "carol"}) {
            Api.as(user).get("/api/wallet/statement?size=500").then().statusCode(200)
                    .body("lines.find { it.transferId == 'grant:demo-grant-" + user + "' }.amount",
                            equalTo(1_000_000_000_000L))
                    .body("lines.find { it.transferId == 'grant:demo-grant-" + user + "' }.code", equalTo("grant"));
        }
    }

    /** Seed 000's three demo grids buy from each other: six fixed-price contracts, created by the engine. */
    @Test
    void eachDemoGridBuysFromTheOtherTwoUnderAFixedPriceContract() {
        // The demo's contracts are the first six; other tests add their own later.
        List<Map<String, Object>> demo = Api.as("alice").get("/api/contracts").then().statusCode(200)
                .extract().jsonPath().<Map<String, Object>>getList("").stream()
                .filter(contract -> ((Number) contract.get("id")).longValue() <= 6).toList();
        assertThat(demo).extracting(contract -> contract.get("buyerGrid") + "->" + contract.get("sellerGrid"))
                .containsExactlyInAnyOrder("west->south", "west->north", "south->west", "south->north",
                        "north->west", "north->south");
        assertThat(demo).extracting(contract -> contract.get("type")).containsOnly("FIXED");
    }

    @Test
    void publishesTheDemoLoginsToAnyoneButNoChosenPassword() {
        given().get("/api/demo").then().statusCode(200)
                .body("enabled", equalTo(true))
                .body("usernames", contains("admin", "owner1", "owner2", "owner3", "alice", "bob", "carol"))
                .body("password", equalTo("demo"));
    }
}
