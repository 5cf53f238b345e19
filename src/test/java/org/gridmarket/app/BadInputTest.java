package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.gridmarket.app.accounts.service.AccountService;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whatever a client sends, the answer is a 4xx problem+json with a stable type, and the database is
 * exactly as it was.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class BadInputTest {
    private static final String JOB = "{\"processors\":1,\"runtimeSeconds\":60,\"budgetMicroGd\":100000000,"
            + "\"deadlineSeconds\":100000,\"strategy\":\"%s\"%s}";
    private static final String SITE = "{\"name\":\"Bad site\",\"processors\":%s,\"mipsPerProcessor\":800,"
            + "\"bandwidthGbps\":%s,\"gridName\":\"g\"}";

    @Inject
    AgroalDataSource dataSource;
    @Inject
    AccountService accounts;

    static Stream<Arguments> badRequests() {
        return Stream.of(
                bad("malformed JSON", "admin", "POST", "/api/admin/grants", "{\"id\": ", 400, "malformed-json"),
                bad("trailing garbage", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"x\",\"username\":\"bob\",\"amountMicroGd\":1} {", 400, "invalid-json-value"),
                bad("a JSON array instead of an object", "admin", "POST", "/api/admin/grants", "[1,2]", 400,
                        "invalid-json-value"),
                bad("an unknown field", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"x\",\"username\":\"bob\",\"amountMicroGd\":1,\"bonus\":5}", 400, "unknown-field"),
                bad("a negative amount", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"neg\",\"username\":\"bob\",\"amountMicroGd\":-5}", 422, "validation"),
                bad("a zero amount", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"zero\",\"username\":\"bob\",\"amountMicroGd\":0}", 422, "validation"),
                bad("an amount beyond 64 bits", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"big\",\"username\":\"bob\",\"amountMicroGd\":99999999999999999999999}", 400,
                        "invalid-json-value"),
                bad("a fractional amount", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"frac\",\"username\":\"bob\",\"amountMicroGd\":1.5}", 400, "invalid-json-value"),
                bad("an amount as a string", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"str\",\"username\":\"bob\",\"amountMicroGd\":\"100\"}", 400, "invalid-json-value"),
                bad("an amount that would overflow the wallet", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"overflow\",\"username\":\"bob\",\"amountMicroGd\":9223372036854775807}", 422,
                        "amount-overflow"),
                bad("a missing id", "admin", "POST", "/api/admin/grants",
                        "{\"username\":\"bob\",\"amountMicroGd\":5}", 422, "validation"),
                bad("an id with spaces", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"a b\",\"username\":\"bob\",\"amountMicroGd\":5}", 422, "validation"),
                bad("a grant to nobody", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"nobody\",\"username\":\"nobody\",\"amountMicroGd\":5}", 422, "validation"),
                bad("a grant to an owner, who has no wallet", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"owner\",\"username\":\"owner1\",\"amountMicroGd\":5}", 422, "validation"),
                bad("an empty body", "admin", "POST", "/api/admin/grants", "", 422, "validation"),
                bad("a JSON null body", "admin", "POST", "/api/admin/grants", "null", 422, "validation"),
                bad("zero processors", "owner1", "POST", "/api/sites", SITE.formatted("0", "1"), 422, "validation"),
                bad("processors as text", "owner1", "POST", "/api/sites", SITE.formatted("\"many\"", "1"), 400,
                        "invalid-json-value"),
                bad("negative bandwidth", "owner1", "POST", "/api/sites", SITE.formatted("8", "-1"), 422,
                        "validation"),
                bad("a site name already taken", "owner1", "POST", "/api/sites",
                        "{\"name\":\"CTC SP2\",\"processors\":8,\"mipsPerProcessor\":800,\"bandwidthGbps\":1,"
                                + "\"gridName\":\"g\"}", 409, "site-name-taken"),
                bad("a negative price", "owner1", "PUT", "/api/sites/1/price", "{\"priceMicroGdPerProcessorHour\":-1}", 422,
                        "validation"),
                bad("a price under its name from before prices were per processor-hour", "owner1", "PUT",
                        "/api/sites/1/price", "{\"priceMicroGdPerMi\":4900000}", 422, "validation"),
                bad("a minimum machine price without a maximum", "owner1", "PUT", "/api/sites/1/price",
                        "{\"priceMicroGdPerProcessorHour\":1,\"minMachinePriceMicroGdPerProcessorHour\":6}", 422, "validation"),
                bad("a minimum machine price above the maximum", "owner1", "PUT", "/api/sites/1/price",
                        "{\"priceMicroGdPerProcessorHour\":1,\"minMachinePriceMicroGdPerProcessorHour\":9,"
                                + "\"maxMachinePriceMicroGdPerProcessorHour\":8}", 422, "validation"),
                bad("a user with an unknown role", "admin", "POST", "/api/admin/users",
                        "{\"username\":\"eve\",\"password\":\"long-enough-pw\",\"role\":\"god\"}", 422, "validation"),
                bad("a user with a short password", "admin", "POST", "/api/admin/users",
                        "{\"username\":\"eve\",\"password\":\"short\",\"role\":\"user\"}", 422, "validation"),
                bad("a username with capitals", "admin", "POST", "/api/admin/users",
                        "{\"username\":\"Eve\",\"password\":\"long-enough-pw\",\"role\":\"user\"}", 422, "validation"),
                bad("a negative statement page", "alice", "GET", "/api/wallet/statement?page=-1", null, 422,
                        "validation"),
                bad("a statement page size that is not a number", "alice", "GET", "/api/wallet/statement?size=abc",
                        null, 422, "validation"),
                bad("an oversize statement page", "alice", "GET", "/api/wallet/statement?size=100000", null, 422,
                        "validation"),
                bad("an unknown directory order", "alice", "GET", "/api/directory?order=priciest", null, 422,
                        "validation"),
                bad("a missing job reference", "admin", "GET", "/api/audit/transfers", null, 422, "validation"),
                bad("a body over 256 KiB", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"" + "x".repeat(270_000) + "\"}", 413, "payload-too-large"),
                bad("an unknown path", "alice", "GET", "/api/nowhere", null, 404, "not-found"),
                // Issue 18 B2: strict JSON.
                bad("a boolean for a text field", "admin", "POST", "/api/admin/grants",
                        "{\"id\":true,\"username\":\"bob\",\"amountMicroGd\":5}", 400, "invalid-json-value"),
                bad("a number for a text field", "admin", "POST", "/api/admin/grants",
                        "{\"id\":12,\"username\":\"bob\",\"amountMicroGd\":5}", 400, "invalid-json-value"),
                bad("a key given twice", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"dup\",\"username\":\"bob\",\"amountMicroGd\":5,\"amountMicroGd\":6}", 400,
                        "duplicate-field"),
                bad("a NUL byte in text", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"a\\u0000b\",\"username\":\"bob\",\"amountMicroGd\":5}", 400,
                        "invalid-json-value"),
                bad("a control character in a site name", "owner1", "POST", "/api/sites",
                        "{\"name\":\"Bad\\u0007site\",\"processors\":8,\"mipsPerProcessor\":800,"
                                + "\"bandwidthGbps\":1,\"gridName\":\"g\"}", 400, "invalid-json-value"),
                bad("an unpaired surrogate in text", "admin", "POST", "/api/admin/grants",
                        "{\"id\":\"a\\ud800\",\"username\":\"bob\",\"amountMicroGd\":5}", 400,
                        "invalid-json-value"),
                bad("a control character for an optional integer", "owner1", "PUT", "/api/sites/1/price",
                        "{\"priceMicroGdPerProcessorHour\":1,\"minMachinePriceMicroGdPerProcessorHour\":\"\\u0001\","
                                + "\"maxMachinePriceMicroGdPerProcessorHour\":8}", 400, "invalid-json-value"),
                bad("an empty string for an optional integer", "owner1", "PUT", "/api/sites/1/price",
                        "{\"priceMicroGdPerProcessorHour\":1,\"minMachinePriceMicroGdPerProcessorHour\":\"\","
                                + "\"maxMachinePriceMicroGdPerProcessorHour\":8}", 400, "invalid-json-value"),
                bad("a string for a decimal number", "owner1", "POST", "/api/sites", SITE.formatted("8", "\"1\""),
                        400, "invalid-json-value"),
                bad("a password of 73 bytes in UTF-8 (25 characters)", "admin", "POST", "/api/admin/users",
                        "{\"username\":\"eve\",\"password\":\"" + "€".repeat(24) + "x\",\"role\":\"user\"}",
                        422, "validation"),
                bad("a login password of 73 bytes", null, "POST", "/api/auth/login",
                        "{\"username\":\"alice\",\"password\":\"" + "x".repeat(73) + "\"}", 422, "validation"),
                // Issue 30 D3: an enumerated value is one of its names exactly.
                bad("a preemption policy in lower case", "owner1", "PUT", "/api/sites/1/preemption",
                        "{\"policy\":\"nop\"}", 422, "validation", "policy"),
                bad("a preemption policy with a trailing space", "owner1", "PUT", "/api/sites/1/preemption",
                        "{\"policy\":\"NOP \"}", 422, "validation", "policy"),
                bad("a lease type in lower case", "alice", "POST", "/api/quotes", JOB.formatted("OFC",
                        ",\"leaseType\":\"suspendable\""), 422, "validation", "leaseType"),
                bad("a lease type with a leading space", "alice", "POST", "/api/quotes", JOB.formatted("OFC",
                        ",\"leaseType\":\" SUSPENDABLE\""), 422, "validation", "leaseType"),
                // Issue 32: a quote is asked for job fields alone; a quoteId is a submission's.
                bad("a quote asked with a quoteId", "alice", "POST", "/api/quotes", JOB.formatted("OFC",
                        ",\"quoteId\":\"AAAAAAAAAAAAAAAAAAAAAA\""), 422, "validation", "quoteId"),
                bad("a quoteId not shaped as one", "alice", "POST", "/api/quotes", JOB.formatted("OFC",
                        ",\"quoteId\":\"not a quote\""), 422, "validation", "quoteId"),
                bad("a strategy in lower case", "alice", "POST", "/api/quotes", JOB.formatted("ofc", ""), 422,
                        "validation", "strategy"),
                bad("a strategy with a trailing space", "alice", "POST", "/api/quotes", JOB.formatted("OFC ", ""),
                        422, "validation", "strategy"),
                bad("a contract type in lower case", "admin", "POST", "/api/admin/contracts",
                        "{\"buyerGrid\":\"west\",\"sellerGrid\":\"east\",\"type\":\"fixed\"}", 422, "validation",
                        "type"),
                bad("an agent report type in capitals", "owner1", "POST", "/api/sites/1/agent/events",
                        "{\"jobId\":1,\"type\":\"Started\"}", 422, "validation", "type"),
                bad("a role in capitals", "admin", "POST", "/api/admin/users",
                        "{\"username\":\"eve\",\"password\":\"long-enough-pw\",\"role\":\"User\"}", 422,
                        "validation", "role"),
                bad("a directory order in capitals", "alice", "GET", "/api/directory?order=Cheapest", null, 422,
                        "validation", "order"),
                bad("a job state in lower case", "alice", "GET", "/api/jobs?state=running", null, 422, "validation",
                        "state"),
                bad("a job state with a space", "alice", "GET", "/api/jobs?state=RUNNING, QUEUED", null, 422,
                        "validation", "state"),
                bad("a job reference with a leading zero", "admin", "GET", "/api/audit/jobs/job-01/trail", null,
                        422, "validation", "id"));
    }

    private static Arguments bad(String what, String caller, String method, String path, String body, int status,
                                 String type) {
        return bad(what, caller, method, path, body, status, type, null);
    }

    /** A bad request whose problem names {@code field} first. */
    private static Arguments bad(String what, String caller, String method, String path, String body, int status,
                                 String type, String field) {
        return Arguments.of(what, caller, method, path, body, status, type, field);
    }

    @ParameterizedTest(name = "{0} → {5} {6}")
    @MethodSource("badRequests")
    void answersWithAProblemAndWritesNothing(String what, String caller, String method, String path, String body,
                                             int status, String type, String field) {
        String before = DatabaseFingerprint.of(dataSource);
        var request = Api.as(caller);
        if (body != null) {
            request.body(body);
        }
        Response response = request.request(method, path);

        assertThat(response.statusCode()).as(response.asString()).isEqualTo(status);
        assertThat(response.contentType()).startsWith("application/problem+json");
        assertThat(response.<String>path("type")).isEqualTo("/problems/" + type);
        assertThat(response.<String>path("detail")).isNotBlank();
        if (field != null) {
            assertThat(response.<String>path("errors[0].field")).isEqualTo(field);
        }
        assertThat(DatabaseFingerprint.of(dataSource)).isEqualTo(before);
    }

    /** The field a strict-JSON refusal names, and a password of exactly 72 bytes that works. */
    @org.junit.jupiter.api.Test
    void namesTheFieldAndAcceptsAPasswordOfExactly72Bytes() {
        Response duplicate = Api.as("admin")
                .body("{\"id\":\"dup\",\"username\":\"bob\",\"amountMicroGd\":5,\"amountMicroGd\":6}")
                .post("/api/admin/grants");
        assertThat(duplicate.<String>path("errors[0].field")).isEqualTo("amountMicroGd");
        Response bool = Api.as("admin").body("{\"id\":true,\"username\":\"bob\",\"amountMicroGd\":5}")
                .post("/api/admin/grants");
        assertThat(bool.<String>path("errors[0].field")).isEqualTo("id");
        Response nul = Api.as("admin").body("{\"id\":\"a\\u0000\",\"username\":\"bob\",\"amountMicroGd\":5}")
                .post("/api/admin/grants");
        assertThat(nul.<String>path("errors[0].field")).isEqualTo("id");
        assertThat(nul.<String>path("errors[0].message")).contains("control characters");
        Response tooLong = Api.as("admin").body("{\"username\":\"eve\",\"password\":\"" + "€".repeat(25)
                + "\",\"role\":\"user\"}").post("/api/admin/users");
        assertThat(tooLong.<String>path("errors[0].field")).isEqualTo("password");

        String password = "€".repeat(24);
        Api.as("admin").body("{\"username\":\"euro\",\"password\":\"" + password + "\",\"role\":\"user\"}")
                .post("/api/admin/users").then().statusCode(201);
        Api.as(null).body(java.util.Map.of("username", "euro", "password", password)).post("/api/auth/login")
                .then().statusCode(200);
    }

    @ParameterizedTest(name = "wrong content type {0} → 415")
    @org.junit.jupiter.params.provider.ValueSource(strings = {"text/plain", "application/xml"})
    void refusesBodiesThatAreNotJson(String contentType) {
        String before = DatabaseFingerprint.of(dataSource);
        Response response = io.restassured.RestAssured.given().auth().oauth2(Api.token("admin"))
                .contentType(contentType).body("id=1").post("/api/admin/grants");
        assertThat(response.statusCode()).isEqualTo(415);
        assertThat(response.contentType()).startsWith("application/problem+json");
        assertThat(DatabaseFingerprint.of(dataSource)).isEqualTo(before);
    }

    /** A form body, even on a GET (whose form Vert.x refused with an exception, a 500), is a 415 problem. */
    @ParameterizedTest(name = "a form body with {0} → 415")
    @org.junit.jupiter.params.provider.CsvSource({"GET, multipart/form-data; boundary=x",
            "POST, multipart/form-data; boundary=x", "GET, application/x-www-form-urlencoded",
            "POST, application/x-www-form-urlencoded"})
    void refusesFormBodiesOnAnyMethod(String method, String contentType) throws Exception {
        String before = DatabaseFingerprint.of(dataSource);
        String path = "GET".equals(method) ? "/api/admin/users" : "/api/admin/grants";
        java.net.http.HttpResponse<String> response = java.net.http.HttpClient.newHttpClient().send(
                java.net.http.HttpRequest.newBuilder(java.net.URI.create("http://localhost:"
                                + io.restassured.RestAssured.port + path))
                        .header("Authorization", "Bearer " + Api.token("admin")).header("Content-Type", contentType)
                        .method(method, java.net.http.HttpRequest.BodyPublishers.ofString(
                                "--x\r\nContent-Disposition: form-data; name=\"id\"\r\n\r\n1\r\n--x--\r\n"))
                        .build(), java.net.http.HttpResponse.BodyHandlers.ofString());
        assertThat(response.statusCode()).isEqualTo(415);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        assertThat(DatabaseFingerprint.of(dataSource)).isEqualTo(before);
    }

    /**
     * Issue 30 D3: a home site is a user's, and a site that takes jobs: a withdrawn site, an owner and an admin
     * are 422 naming the field; nothing is written.
     */
    @org.junit.jupiter.api.Test
    void aHomeSiteIsAnOpenSiteOfAUser() {
        long withdrawn = Api.as("owner3").body("{\"name\":\"Withdrawn home\",\"processors\":8,"
                + "\"mipsPerProcessor\":800,\"bandwidthGbps\":1,\"gridName\":\"g\"}").post("/api/sites")
                .then().statusCode(201).extract().jsonPath().getLong("id");
        Api.as("owner3").post("/api/sites/" + withdrawn + "/withdraw").then().statusCode(200);
        String before = DatabaseFingerprint.of(dataSource);

        homeSite("alice", withdrawn).then().statusCode(422).body("errors[0].field", equalTo("siteId"));
        homeSite("owner1", 1).then().statusCode(422).body("errors[0].field", equalTo("id"));
        homeSite("admin", 1).then().statusCode(422).body("errors[0].field", equalTo("id"));
        homeSite("alice", 999_999).then().statusCode(422).body("errors[0].field", equalTo("siteId"));
        assertThat(DatabaseFingerprint.of(dataSource)).isEqualTo(before);
    }

    private Response homeSite(String username, long siteId) {
        return Api.as("admin").body(Map.of("siteId", siteId))
                .put("/api/admin/users/" + accounts.find(username).orElseThrow().id() + "/home-site");
    }
}
