package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.notNullValue;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.smallrye.jwt.build.Jwt;
import java.security.KeyPairGenerator;
import java.time.Instant;
import java.util.Base64;
import java.util.Map;
import org.junit.jupiter.api.Test;

@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class AuthTest {

    @Test
    void loginReturnsAnRs256BearerTokenCarryingTheRole() {
        String token = given().contentType(ContentType.JSON).body(Map.of("username", "alice", "password", "demo"))
                .post("/api/auth/login").then().statusCode(200)
                .body("tokenType", equalTo("Bearer"))
                .body("expiresAt", notNullValue())
                .extract().path("accessToken");
        String header = new String(Base64.getUrlDecoder().decode(token.split("\\.")[0]));
        String claims = new String(Base64.getUrlDecoder().decode(token.split("\\.")[1]));
        org.assertj.core.api.Assertions.assertThat(header).contains("\"alg\":\"RS256\"");
        org.assertj.core.api.Assertions.assertThat(claims).contains("\"groups\":[\"user\"]").contains("\"upn\":\"alice\"");
        given().auth().oauth2(token).get("/api/me").then().statusCode(200)
                .body("username", equalTo("alice")).body("roles", contains("user"));
    }

    @Test
    void wrongPasswordAndUnknownUserAreRefusedAlike() {
        for (Map<String, String> body : new Map[] {Map.of("username", "alice", "password", "nope"),
            Map.of("username", "nobody", "password", "demo")}) {
            given().contentType(ContentType.JSON).body(body).post("/api/auth/login").then().statusCode(401)
                    .contentType(startsWith("application/problem+json"))
                    .body("type", equalTo("/problems/invalid-credentials"));
        }
    }

    @Test
    void expiredTokenIsRefused() {
        String expired = Jwt.upn("alice").groups("user").issuer("gridmarket")
                .issuedAt(Instant.now().minusSeconds(7_200)).expiresAt(Instant.now().minusSeconds(3_600)).sign();
        given().auth().oauth2(expired).get("/api/me").then().statusCode(401)
                .contentType(startsWith("application/problem+json"))
                .body("type", equalTo("/problems/unauthenticated"));
    }

    @Test
    void tokenSignedWithAnotherKeyIsRefused() throws Exception {
        var generator = KeyPairGenerator.getInstance("RSA");
        generator.initialize(2048);
        String forged = Jwt.upn("admin").groups("admin").issuer("gridmarket")
                .expiresAt(Instant.now().plusSeconds(600)).sign(generator.generateKeyPair().getPrivate());
        given().auth().oauth2(forged).get("/api/audit/trial-balance").then().statusCode(401);
    }

    @Test
    void garbageTokenIsRefused() {
        given().auth().oauth2("not-a-jwt").get("/api/me").then().statusCode(401)
                .contentType(startsWith("application/problem+json"));
    }

    @Test
    void adminCreatesAnOwnerWhoCanLogInAndHasARevenueAccount() {
        Api.as("admin").body(Map.of("username", "newowner", "password", "long-enough-secret", "role", "owner"))
                .post("/api/admin/users").then().statusCode(201)
                .body("username", equalTo("newowner")).body("role", equalTo("owner"));
        String token = given().contentType(ContentType.JSON)
                .body(Map.of("username", "newowner", "password", "long-enough-secret"))
                .post("/api/auth/login").then().statusCode(200).extract().path("accessToken");
        given().auth().oauth2(token).get("/api/me").then().statusCode(200).body("roles", contains("owner"));
        given().auth().oauth2(token).get("/api/revenue").then().statusCode(200).body("balanceMicroGd", equalTo(0));
    }

    @Test
    void aTakenUsernameIsAConflict() {
        Api.as("admin").body(Map.of("username", "alice", "password", "long-enough-secret", "role", "user"))
                .post("/api/admin/users").then().statusCode(409)
                .body("type", equalTo("/problems/username-taken"));
    }
}
