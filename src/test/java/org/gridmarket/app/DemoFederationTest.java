package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class DemoFederationTest {

    @Test
    void seedsTheEightClustersOfSeed004Table2WithTheirOwnersAndQuotes() {
        Api.as("alice").get("/api/sites").then().statusCode(200)
                .body("findAll { it.id <= 8 }", hasSize(8))
                .body("findAll { it.id <= 8 }.name", contains("CTC SP2", "KTH SP2", "LANL CM5", "LANL Origin",
                        "NASA iPSC", "SDSC Par96", "SDSC Blue", "SDSC SP2"))
                .body("findAll { it.id <= 8 }.processors", contains(512, 100, 1024, 2048, 128, 416, 1152, 128))
                .body("findAll { it.id <= 8 }.mipsPerProcessor", contains(850, 900, 700, 630, 930, 710, 730, 920))
                .body("findAll { it.id <= 8 }.price.priceGdPerMi", contains("4.840000", "5.120000", "3.980000",
                        "3.590000", "5.300000", "4.040000", "4.160000", "5.240000"))
                .body("findAll { it.id <= 8 }.owner", contains("owner1", "owner1", "owner1", "owner2", "owner2",
                        "owner2", "owner3", "owner3"));
    }

    @Test
    void grantsEachDemoUserOneMillionGridDollars() {
        // Other tests grant bob more, so the grants are checked as transfers, alice's also as a balance.
        Api.as("alice").get("/api/wallet").then().statusCode(200)
                .body("balanceGd", equalTo("1000000.000000"))
                .body("balanceMicroGd", equalTo(1_000_000_000_000L));
        for (String user : new String[] {"alice", "bob", "carol"}) {
            Api.as(user).get("/api/wallet/statement?size=500").then().statusCode(200)
                    .body("lines.find { it.transferId == 'demo-grant-" + user + "' }.amount",
                            equalTo(1_000_000_000_000L))
                    .body("lines.find { it.transferId == 'demo-grant-" + user + "' }.code", equalTo("grant"));
        }
    }

    @Test
    void publishesTheDemoLoginsToAnyoneButNoChosenPassword() {
        given().get("/api/demo").then().statusCode(200)
                .body("enabled", equalTo(true))
                .body("usernames", contains("admin", "owner1", "owner2", "owner3", "alice", "bob", "carol"))
                .body("password", equalTo("demo"));
    }
}
