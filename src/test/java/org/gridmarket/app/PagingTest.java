package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Issue 18, A6 and C5: every list is paged (at most 500 a page) and says its length in X-Total-Count. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PagingTest {
    private static Long siteId;

    /** A site of owner3 with three price changes (registered on first use). */
    private static long site() {
        if (siteId == null) {
            siteId = LiveMarketplaceTest.register("Paging site", 64, 800, 9_000_000);
            Api.as("owner3").body(Map.of("priceMicroGdPerProcessorHour", 9_100_000)).put("/api/sites/" + siteId + "/price")
                    .then().statusCode(200);
            Api.as("owner3").body(Map.of("priceMicroGdPerProcessorHour", 9_200_000)).put("/api/sites/" + siteId + "/price")
                    .then().statusCode(200);
        }
        return siteId;
    }

    static Stream<Arguments> lists() {
        return Stream.of(
                Arguments.of("alice", "/api/sites"),
                Arguments.of("alice", "/api/directory?order=cheapest"),
                Arguments.of("admin", "/api/admin/users"),
                Arguments.of("alice", "/api/sites/{site}/prices"),
                Arguments.of("owner3", "/api/sites/{site}/queue"),
                Arguments.of("owner3", "/api/sites/{site}/agent/assignments"),
                Arguments.of("admin", "/api/audit/transfers?job=1"),
                Arguments.of("alice", "/api/jobs"),
                Arguments.of("admin", "/api/audit/accounts/1/statement"));
    }

    private static String path(String path, String query) {
        String resolved = path.replace("{site}", Long.toString(site()));
        return resolved + (resolved.contains("?") ? "&" : "?") + query;
    }

    @ParameterizedTest(name = "{1}: size 501 and page -1 are 422, size 500 is fine and the total is a header")
    @MethodSource("lists")
    void everyListRefusesPagesOver500AndCountsItsItems(String caller, String path) {
        Api.as(caller).get(path(path, "size=501")).then().statusCode(422)
                .contentType("application/problem+json").body("errors[0].field", equalTo("size"));
        Api.as(caller).get(path(path, "page=-1")).then().statusCode(422).body("errors[0].field", equalTo("page"));
        Api.as(caller).get(path(path, "size=abc")).then().statusCode(422).body("errors[0].field", equalTo("size"));
        Response response = Api.as(caller).get(path(path, "size=500"));
        assertThat(response.statusCode()).as(response.asString()).isEqualTo(200);
        if (!path.contains("/statement")) {
            assertThat(response.header("X-Total-Count")).as(path).matches("[0-9]+");
        }
    }

    @Test
    void pageAndSizeAreHonouredAndTheTotalCountsEveryItem() {
        String prices = "/api/sites/" + site() + "/prices";
        Response first = Api.as("alice").get(prices + "?size=2");
        assertThat(first.header("X-Total-Count")).isEqualTo("3");
        assertThat(first.jsonPath().<Integer>getList("newPrice.priceMicroGd")).containsExactly(9_000_000, 9_100_000);
        Api.as("alice").get(prices + "?page=1&size=2").then().statusCode(200)
                .header("X-Total-Count", "3")
                .body("newPrice.priceMicroGd", equalTo(List.of(9_200_000)));
        Api.as("alice").get(prices + "?page=5&size=2").then().statusCode(200).body("", hasSize(0));

        Response sites = Api.as("alice").get("/api/sites?size=3&page=1");
        assertThat(sites.jsonPath().<Integer>getList("id")).containsExactly(4, 5, 6);
        assertThat(Long.parseLong(sites.header("X-Total-Count"))).isGreaterThanOrEqualTo(9);
        Api.as("alice").get("/api/sites?owner=owner2").then().header("X-Total-Count", "3")
                .body("name", equalTo(List.of("LANL Origin", "NASA iPSC", "SDSC Par96")));

        Response users = Api.as("admin").get("/api/admin/users?size=2");
        assertThat(users.jsonPath().getList("")).hasSize(2);
        assertThat(Long.parseLong(users.header("X-Total-Count"))).isGreaterThanOrEqualTo(7);

        // The directory keeps each entry's rank in the whole ordering.
        Api.as("alice").get("/api/directory?order=cheapest&size=2&page=1").then().statusCode(200)
                .body("rank", equalTo(List.of(3, 4)));
    }

    @Test
    void jobsAreFilteredByStateNewestFirst() throws InterruptedException {
        String token = LiveMarketplaceTest.buyer(1_000_000);
        long first = submitted(token, "paging-a");
        long second = submitted(token, "paging-b");
        Api.as(null).auth().oauth2(token).post("/api/jobs/" + first + "/cancel").then().statusCode(200);
        Api.as(null).auth().oauth2(token).get("/api/jobs").then().statusCode(200)
                .header("X-Total-Count", "2").body("id", equalTo(List.of((int) second, (int) first)));
        Api.as(null).auth().oauth2(token).get("/api/jobs?state=CANCELLED").then().statusCode(200)
                .header("X-Total-Count", "1").body("id", equalTo(List.of((int) first)));
        Api.as(null).auth().oauth2(token).get("/api/jobs?state=ACCEPTED,RUNNING,COMPLETED").then().statusCode(200)
                .header("X-Total-Count", "1").body("id", equalTo(List.of((int) second)));
        Api.as(null).auth().oauth2(token).get("/api/jobs?state=CANCELLED,DONE").then().statusCode(422)
                .body("errors[0].field", equalTo("state"));
    }

    private static long submitted(String token, String key) {
        return ((Number) LiveMarketplaceTest.submit(token, key, LiveMarketplaceTest.job(1, 36_000, 1_000_000,
                1_000_000, "OFC")).then().statusCode(201).extract().path("id")).longValue();
    }
}
