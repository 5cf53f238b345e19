package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Whose jobs a caller sees and may cancel (issue 18 B5): someone else's job is a 404 exactly like one that
 * does not exist; an admin sees every job but may not cancel another person's.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class JobVisibilityTest {
    private static final Map<String, Object> SMALL_JOB = Map.of("processors", 1, "runtimeSeconds", 10,
            "budgetMicroGd", 1_000_000_000L, "deadlineSeconds", 100_000, "strategy", "OFC");
    /** Runs for 100 s of wall time at the tests' time scale (1,000), so it is still live while a test looks. */
    private static final Map<String, Object> LONG_JOB = Map.of("processors", 1, "runtimeSeconds", 100_000,
            "budgetMicroGd", 100_000_000_000_000L, "deadlineSeconds", 10_000_000, "strategy", "OFC");

    private static long submit(String username, String key) {
        return submit(username, key, SMALL_JOB);
    }

    private static long submit(String username, String key, Map<String, Object> job) {
        return ((Number) Api.as(username).header("Idempotency-Key", key).body(job).post("/api/jobs")
                .then().statusCode(201).extract().path("id")).longValue();
    }

    @Test
    void someoneElsesJobIsNotFoundLikeAJobThatDoesNotExist() {
        long bobs = submit("bob", "visibility-bob-1");
        String absent = Api.as("alice").get("/api/jobs/999999").then().statusCode(404)
                .contentType(startsWith("application/problem+json")).extract().path("type");
        Api.as("alice").get("/api/jobs/" + bobs).then().statusCode(404)
                .contentType(startsWith("application/problem+json"))
                .body("type", equalTo(absent)).body("detail", equalTo("job " + bobs + " does not exist"));
        Api.as("alice").post("/api/jobs/" + bobs + "/cancel").then().statusCode(404)
                .body("detail", equalTo("job " + bobs + " does not exist"));
        Api.as("owner2").get("/api/jobs/" + bobs).then().statusCode(404);
        Api.as("bob").get("/api/jobs/" + bobs).then().statusCode(200).body("id", equalTo((int) bobs));
    }

    @Test
    void anAdminListsEveryonesJobsPaged() {
        long alices = submit("alice", "visibility-alice-list");
        long bobs = submit("bob", "visibility-bob-list");
        List<Integer> firstPage = Api.as("admin").get("/api/jobs?size=200").then().statusCode(200)
                .extract().path("id");
        assertThat(firstPage).contains((int) alices, (int) bobs);
        assertThat(firstPage).isSortedAccordingTo((a, b) -> Integer.compare(b, a));
        List<Integer> alicesList = Api.as("alice").get("/api/jobs?size=200").then().statusCode(200)
                .extract().path("id");
        assertThat(alicesList).contains((int) alices).doesNotContain((int) bobs);
        List<Integer> one = Api.as("admin").get("/api/jobs?size=1").then().statusCode(200).extract().path("id");
        assertThat(one).containsExactly(firstPage.get(0));
        List<Integer> second = Api.as("admin").get("/api/jobs?page=1&size=1").then().statusCode(200)
                .extract().path("id");
        assertThat(second).containsExactly(firstPage.get(1));
    }

    @Test
    void anAdminMayNotCancelSomeoneElsesJobAndNothingIsCharged() {
        Api.as("admin").body(Map.of("username", "patron", "password", "demo-password", "role", "user"))
                .post("/api/admin/users").then().statusCode(201);
        Api.as("admin").body(Map.of("id", "grant-patron", "username", "patron", "amountMicroGd",
                100_000_000_000_000L)).post("/api/admin/grants").then().statusCode(201);
        String patron = given().contentType(ContentType.JSON)
                .body(Map.of("username", "patron", "password", "demo-password")).post("/api/auth/login")
                .then().statusCode(200).extract().path("accessToken");
        long job = ((Number) given().contentType(ContentType.JSON).auth().oauth2(patron)
                .header("Idempotency-Key", "visibility-patron-cancel").body(LONG_JOB).post("/api/jobs")
                .then().statusCode(201).extract().path("id")).longValue();
        Map<String, Object> walletBefore = given().auth().oauth2(patron).get("/api/wallet").then().statusCode(200)
                .extract().path("$");

        Api.as("admin").post("/api/jobs/" + job + "/cancel").then().statusCode(403)
                .contentType(startsWith("application/problem+json"))
                .body("detail", equalTo("only the job's owner may cancel it"));

        String state = Api.as("admin").get("/api/jobs/" + job).then().statusCode(200)
                .body("transfers.size()", equalTo(1)).body("chargedMicroGd", equalTo(null))
                .extract().path("state");
        assertThat(state).isIn("ACCEPTED", "RUNNING");
        Map<String, Object> walletAfter = given().auth().oauth2(patron).get("/api/wallet").then().statusCode(200)
                .extract().path("$");
        assertThat(walletAfter).isEqualTo(walletBefore);
        given().auth().oauth2(patron).post("/api/jobs/" + job + "/cancel").then().statusCode(200)
                .body("state", equalTo("CANCELLED"));
    }
}
