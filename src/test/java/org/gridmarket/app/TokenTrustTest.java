package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.contains;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.startsWith;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.specification.RequestSpecification;
import io.smallrye.jwt.build.Jwt;
import io.smallrye.jwt.util.KeyUtils;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import org.jose4j.jws.AlgorithmIdentifiers;
import org.jose4j.jws.JsonWebSignature;
import org.jose4j.jwt.JwtClaims;
import org.junit.jupiter.api.Test;

/**
 * Tokens signed with the service's own (test) key, as an external issuer would sign them: a valid signature
 * proves who the caller is, never what they may do (issue 18 B1), and issue and expiry times are held to the
 * configured lifespan (B4).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class TokenTrustTest {
    private static final Duration LIFESPAN = Duration.ofHours(8);

    private static String signed(String username, String... groups) {
        Instant now = Instant.now();
        return Jwt.upn(username).groups(Set.of(groups)).issuer("gridmarket")
                .issuedAt(now).expiresAt(now.plus(Duration.ofMinutes(10))).sign();
    }

    private static String signed(String username, Instant issuedAt, Instant expiresAt) {
        return Jwt.upn(username).groups("user").issuer("gridmarket").issuedAt(issuedAt).expiresAt(expiresAt).sign();
    }

    private static RequestSpecification with(String token) {
        return given().contentType(ContentType.JSON).auth().oauth2(token);
    }

    @Test
    void aUsersTokenClaimingAdminGetsTheUsersRoleOnly() {
        String forged = signed("alice", "admin", "owner");
        long balanceBefore = ((Number) Api.as("alice").get("/api/wallet").then().statusCode(200)
                .extract().path("balanceMicroGd")).longValue();
        with(forged).get("/api/me").then().statusCode(200).body("username", equalTo("alice"))
                .body("roles", contains("user"));
        with(forged).get("/api/admin/users").then().statusCode(403)
                .contentType(startsWith("application/problem+json"));
        with(forged).body(Map.of("id", "forged-grant-1", "username", "alice", "amountMicroGd", 1_000_000_000L))
                .post("/api/admin/grants").then().statusCode(403);
        with(forged).body(Map.of("username", "mallory2", "password", "long-enough-secret", "role", "admin"))
                .post("/api/admin/users").then().statusCode(403);
        with(forged).get("/api/audit/trial-balance").then().statusCode(403);
        with(forged).get("/api/revenue").then().statusCode(403);
        // what the account may do, it still may: the wallet is alice's, unchanged by the refused grant
        with(forged).get("/api/wallet").then().statusCode(200).body("balanceMicroGd", equalTo(balanceBefore));
        Api.as("admin").get("/api/admin/users").then().statusCode(200)
                .body("findAll { it.username == 'mallory2' }.size()", equalTo(0));
    }

    @Test
    void aTokenWithoutGroupsGetsTheAccountsRole() {
        String bare = signed("owner1");
        with(bare).get("/api/me").then().statusCode(200).body("roles", contains("owner"));
        with(bare).get("/api/revenue").then().statusCode(200);
        with(signed("admin")).get("/api/admin/users").then().statusCode(200);
    }

    @Test
    void aTokenForAnAccountThatDoesNotExistIsRefused() {
        String stranger = signed("mallory", "admin");
        for (String path : new String[] {"/api/me", "/api/admin/users", "/api/jobs", "/api/wallet"}) {
            with(stranger).get(path).then().statusCode(401)
                    .contentType(startsWith("application/problem+json"))
                    .body("type", equalTo("/problems/unauthenticated"));
        }
        with(stranger).body(Map.of("id", "stranger-grant", "username", "alice", "amountMicroGd", 1))
                .post("/api/admin/grants").then().statusCode(401);
        // job submission runs on the event loop: the account is looked up off it, and still refused
        with(stranger).header("Idempotency-Key", "stranger-job")
                .body(Map.of("processors", 1, "runtimeSeconds", 10, "budgetMicroGd", 1_000_000, "deadlineSeconds",
                        100_000, "strategy", "OFC"))
                .post("/api/jobs").then().statusCode(401).contentType(startsWith("application/problem+json"));
    }

    /** A job submission (served on the event loop) by an account never seen before gets the account's role. */
    @Test
    void aFirstRequestOnTheEventLoopGetsTheAccountsRole() {
        Api.as("admin").body(Map.of("username", "newcomer", "password", "long-enough-secret", "role", "user"))
                .post("/api/admin/users").then().statusCode(201);
        with(signed("newcomer", "admin")).header("Idempotency-Key", "newcomer-job")
                .body(Map.of("processors", 1, "runtimeSeconds", 10, "budgetMicroGd", 1_000_000, "deadlineSeconds",
                        100_000, "strategy", "OFC"))
                .post("/api/jobs").then().statusCode(422).body("type", equalTo("/problems/job-rejected"));
        with(signed("newcomer", "admin")).get("/api/admin/users").then().statusCode(403);
    }

    @Test
    void aTokenIssuedInTheFutureBeyondTheSkewIsRefused() {
        Instant now = Instant.now();
        with(signed("alice", now.plusSeconds(300), now.plusSeconds(900))).get("/api/me").then().statusCode(401)
                .contentType(startsWith("application/problem+json"));
        with(signed("alice", now.plusSeconds(30), now.plusSeconds(900))).get("/api/me").then().statusCode(200);
    }

    /** Signed with jose4j directly: smallrye-jwt's builder always adds {@code iat}. */
    @Test
    void aTokenWithoutAnIssueTimeIsRefused() throws Exception {
        JwtClaims claims = new JwtClaims();
        claims.setIssuer("gridmarket");
        claims.setClaim("upn", "alice");
        claims.setExpirationTimeMinutesInTheFuture(10);
        JsonWebSignature jws = new JsonWebSignature();
        jws.setPayload(claims.toJson());
        jws.setAlgorithmHeaderValue(AlgorithmIdentifiers.RSA_USING_SHA256);
        jws.setKey(KeyUtils.readPrivateKey("test-jwt-private.pem"));
        with(jws.getCompactSerialization()).get("/api/me").then().statusCode(401)
                .contentType(startsWith("application/problem+json"));
        claims.setIssuedAtToNow();
        jws.setPayload(claims.toJson());
        with(jws.getCompactSerialization()).get("/api/me").then().statusCode(200);
    }

    @Test
    void aTokenValidForLongerThanTheLifespanIsRefused() {
        Instant now = Instant.now().minusSeconds(5);
        with(signed("alice", now, now.plus(LIFESPAN).plusSeconds(1))).get("/api/me").then().statusCode(401)
                .contentType(startsWith("application/problem+json"));
        with(signed("alice", now, now.plus(Duration.ofDays(365)))).get("/api/me").then().statusCode(401);
        with(signed("alice", now, now.plus(LIFESPAN))).get("/api/me").then().statusCode(200);
    }
}
