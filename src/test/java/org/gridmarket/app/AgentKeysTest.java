package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.nullValue;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import io.restassured.response.Response;
import io.restassured.specification.RequestSpecification;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Issue 33, agent keys: the owner creates, lists and revokes them; a key is its site's agent and nothing more.
 */
@QuarkusTest
@TestProfile(RealTimeProfile.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AgentKeysTest {
    private static final List<Long> SITES = new ArrayList<>();

    static long site(String name) {
        long id = ((Number) Api.as("owner3").body(Map.of("name", name + " " + System.nanoTime() % 100_000,
                        "processors", 64, "mipsPerProcessor", 1_000, "bandwidthGbps", 1, "gridName", "agent-keys",
                        "price", Map.of("priceMicroGdPerProcessorHour", 3_600)))
                .post("/api/sites").then().statusCode(201).extract().path("id")).longValue();
        SITES.add(id);
        return id;
    }

    static String createKey(long siteId) {
        return Api.as("owner3").post("/api/sites/" + siteId + "/agent-keys").then().statusCode(201)
                .extract().path("key");
    }

    static RequestSpecification agent(String key) {
        return given().contentType("application/json").header("Authorization", "Bearer " + key);
    }

    /** Each test's sites leave the federation when it ends, so no later test's job lands there. */
    @AfterEach
    void withdrawSites() {
        SITES.forEach(id -> Api.as("owner3").post("/api/sites/" + id + "/withdraw").then().statusCode(200));
        SITES.clear();
    }

    @Test
    void theOwnerCreatesListsAndRevokesKeysAndTheSecretIsShownOnce() {
        long site = site("Keyed cluster");
        Response created = Api.as("owner3").post("/api/sites/" + site + "/agent-keys");
        created.then().statusCode(201).body("id", notNullValue()).body("createdAt", notNullValue());
        String key = created.path("key");
        long keyId = ((Number) created.path("id")).longValue();
        assertThat(key).matches("gmk_[A-Za-z0-9_-]{43}");
        assertThat(createKey(site)).isNotEqualTo(key);

        agent(key).post("/api/sites/" + site + "/agent/heartbeat").then().statusCode(200)
                .body("timeScale", equalTo(1.0f)).body("offlineAfterSeconds", equalTo(3))
                .body("serverTime", notNullValue());
        Response listed = Api.as("owner3").get("/api/sites/" + site + "/agent-keys");
        listed.then().statusCode(200).body("", hasSize(2)).body("[0].id", equalTo((int) keyId))
                .body("[0].lastUsedAt", notNullValue()).body("[0].revokedAt", nullValue())
                .body("[1].lastUsedAt", nullValue());
        assertThat(listed.asString()).doesNotContain(key).doesNotContain("gmk_").doesNotContain("secret");

        Api.as("owner3").delete("/api/sites/" + site + "/agent-keys/" + keyId).then().statusCode(204);
        Api.as("owner3").get("/api/sites/" + site + "/agent-keys").then()
                .body("[0].revokedAt", notNullValue()).body("[1].revokedAt", nullValue());
        agent(key).post("/api/sites/" + site + "/agent/heartbeat").then().statusCode(401)
                .contentType("application/problem+json").body("type", equalTo("/problems/unauthenticated"));
    }

    @Test
    void aKeyIsItsOwnSitesAgentAndNothingElse() {
        long mine = site("Agent home");
        long other = site("Agent elsewhere");
        String key = createKey(mine);

        agent(key).post("/api/sites/" + mine + "/agent/heartbeat").then().statusCode(200);
        agent(key).get("/api/sites/" + mine + "/agent/assignments").then().statusCode(200);
        agent(key).post("/api/sites/" + other + "/agent/heartbeat").then().statusCode(403)
                .contentType("application/problem+json");
        agent(key).get("/api/sites/" + other + "/agent/assignments").then().statusCode(403);
        for (String path : List.of("/api/jobs", "/api/sites", "/api/me", "/api/wallet", "/api/engine/clock",
                "/api/sites/" + mine, "/api/sites/" + mine + "/agent-keys", "/api/sites/" + mine + "/queue")) {
            agent(key).get(path).then().statusCode(403).contentType("application/problem+json");
        }
        agent(key).body(Map.of("enabled", true)).put("/api/sites/" + mine + "/agent-mode").then().statusCode(403);
        agent(key).post("/api/sites/" + mine + "/agent-keys").then().statusCode(403);

        agent("gmk_" + "A".repeat(43)).post("/api/sites/" + mine + "/agent/heartbeat").then().statusCode(401)
                .contentType("application/problem+json");
        // Tokens still work beside keys: the site's owner may act as its agent.
        Api.as("owner3").post("/api/sites/" + mine + "/agent/heartbeat").then().statusCode(200);
        Api.as("owner1").post("/api/sites/" + mine + "/agent/heartbeat").then().statusCode(403);
    }

    @Test
    void onlyTheSitesOwnerManagesItsKeys() {
        long site = site("Guarded cluster");
        long keyId = ((Number) Api.as("owner3").post("/api/sites/" + site + "/agent-keys").then().statusCode(201)
                .extract().path("id")).longValue();
        for (String caller : List.of("owner1", "alice", "admin")) {
            Api.as(caller).post("/api/sites/" + site + "/agent-keys").then().statusCode(403)
                    .contentType("application/problem+json");
            Api.as(caller).get("/api/sites/" + site + "/agent-keys").then().statusCode(403);
            Api.as(caller).delete("/api/sites/" + site + "/agent-keys/" + keyId).then().statusCode(403);
        }
        Api.as(null).post("/api/sites/" + site + "/agent-keys").then().statusCode(401);
        Api.as("owner3").post("/api/sites/999999/agent-keys").then().statusCode(404);
        long other = site("Guarded elsewhere");
        Api.as("owner3").delete("/api/sites/" + other + "/agent-keys/" + keyId).then().statusCode(404);
        Api.as("owner3").get("/api/sites/" + site + "/agent-keys").then().body("", hasSize(1))
                .body("[0].revokedAt", nullValue());
    }
}
