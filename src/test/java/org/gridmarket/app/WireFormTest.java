package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.RestAssured;
import jakarta.inject.Inject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ClientIds;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.TransferRequest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Requests refused for their bytes on the wire rather than their values (issue 30 D1, D2): bodies that are not
 * UTF-8 JSON, and paths that are not in canonical form. Each is sent as raw bytes (RestAssured would re-encode
 * them), is answered with a problem, and writes nothing. {@link BadInputTest} covers bad values.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class WireFormTest {
    private static final String JOB = "{\"processors\":1,\"runtimeSeconds\":60,\"budgetMicroGd\":100000000,"
            + "\"deadlineSeconds\":100000,\"strategy\":\"%s\"%s}";
    private static final String PAYEE = "encoded-payee";

    @Inject
    AgroalDataSource dataSource;
    @Inject
    AccountService accounts;
    @Inject
    LedgerService ledger;

    /**
     * Ten writes, each valid in UTF-8, that issue 30 D1 found accepted in UTF-16 and UTF-32 too. {@code {alice}}
     * stands for alice's user id; the payout is by an owner with revenue of their own.
     */
    private static final List<String[]> WRITES = List.of(
            new String[] {"a site", "owner3", "POST", "/api/sites", "{\"name\":\"Encoded site\",\"processors\":8,"
                    + "\"mipsPerProcessor\":800,\"bandwidthGbps\":1,\"gridName\":\"g\"}"},
            new String[] {"a user", "admin", "POST", "/api/admin/users",
                "{\"username\":\"encoded\",\"password\":\"long-enough-pw\",\"role\":\"user\"}"},
            new String[] {"a grant", "admin", "POST", "/api/admin/grants",
                "{\"id\":\"encoded-grant\",\"username\":\"bob\",\"amountMicroGd\":5}"},
            new String[] {"a job", "alice", "POST", "/api/jobs", JOB.formatted("OFC", "")},
            new String[] {"a local job", "owner1", "POST", "/api/sites/1/local-jobs",
                "{\"processors\":1,\"runtimeSeconds\":60}"},
            new String[] {"a payout", PAYEE, "POST", "/api/revenue/payouts",
                "{\"id\":\"encoded-payout\",\"amountMicroGd\":1}"},
            new String[] {"a price", "owner1", "PUT", "/api/sites/1/price",
                "{\"priceMicroGdPerProcessorHour\":1060000}"},
            new String[] {"a preemption policy", "owner1", "PUT", "/api/sites/1/preemption", "{\"policy\":\"NOP\"}"},
            new String[] {"agent mode", "owner1", "PUT", "/api/sites/1/agent-mode", "{\"enabled\":true}"},
            new String[] {"a home site", "admin", "PUT", "/api/admin/users/{alice}/home-site", "{\"siteId\":2}"});

    /** How a body is sent: its bytes' encoding, a byte order mark or not, the charset its Content-Type names. */
    private record Encoding(String name, String charset, byte[] bom, String label, int status, String type) {
        byte[] encode(String body) {
            byte[] text = body.getBytes(Charset.forName(charset));
            byte[] bytes = Arrays.copyOf(bom, bom.length + text.length);
            System.arraycopy(text, 0, bytes, bom.length, text.length);
            return bytes;
        }
    }

    private static final byte[] NO_BOM = {};
    private static final List<Encoding> ENCODINGS = List.of(
            new Encoding("UTF-16BE", "UTF-16BE", NO_BOM, null, 400, "not-utf-8"),
            new Encoding("UTF-16LE", "UTF-16LE", NO_BOM, null, 400, "not-utf-8"),
            new Encoding("UTF-16 with a BOM", "UTF-16", NO_BOM, null, 400, "not-utf-8"),
            new Encoding("UTF-16LE with a BOM", "UTF-16LE", new byte[] {(byte) 0xff, (byte) 0xfe}, null, 400,
                    "not-utf-8"),
            new Encoding("UTF-32BE", "UTF-32BE", NO_BOM, null, 400, "not-utf-8"),
            new Encoding("UTF-32LE", "UTF-32LE", NO_BOM, null, 400, "not-utf-8"),
            new Encoding("UTF-8 with a BOM", "UTF-8", new byte[] {(byte) 0xef, (byte) 0xbb, (byte) 0xbf}, null, 400,
                    "not-utf-8"),
            new Encoding("UTF-16 labelled so", "UTF-16", NO_BOM, "utf-16", 415, "unsupported-charset"),
            new Encoding("UTF-8 labelled ISO-8859-1", "UTF-8", NO_BOM, "iso-8859-1", 415, "unsupported-charset"));

    static Stream<Arguments> writesInOtherEncodings() {
        return WRITES.stream().flatMap(write -> ENCODINGS.stream().map(encoding -> Arguments.of(write[0],
                encoding.name(), write, encoding)));
    }

    /** Issue 30 D1: only UTF-8 JSON; a body in another encoding, or labelled so, is refused and writes nothing. */
    @ParameterizedTest(name = "{0} in {1}")
    @MethodSource("writesInOtherEncodings")
    void refusesBodiesThatAreNotUtf8(String what, String encodingName, String[] write, Encoding encoding)
            throws Exception {
        ensurePayeeHasRevenue();
        String before = DatabaseFingerprint.of(dataSource);
        HttpResponse<String> response = send(write[1], write[2], withIds(write[3]),
                encoding.label() == null ? "application/json" : "application/json; charset=" + encoding.label(),
                encoding.encode(write[4]));

        assertThat(response.statusCode()).as(response.body()).isEqualTo(encoding.status());
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        assertThat(response.body()).contains("/problems/" + encoding.type());
        assertThat(DatabaseFingerprint.of(dataSource)).isEqualTo(before);
    }

    /**
     * Issue 30 D2: matrix parameters, empty and dot segments, percent-encoded or non-canonical numbers in a path
     * are 404, and write nothing (each of these acted on id 1 before).
     */
    @ParameterizedTest(name = "{1} {2}")
    @CsvSource(delimiter = '|', value = {
        "owner1 | PUT  | /api/sites/1;x=1/price                          | {\"priceMicroGdPerProcessorHour\":1060000}",
        "owner1 | PUT  | /api/sites//1/price                             | {\"priceMicroGdPerProcessorHour\":1060000}",
        "owner1 | PUT  | /api/sites/01/price                             | {\"priceMicroGdPerProcessorHour\":1060000}",
        "owner1 | PUT  | /api/sites/+1/price                             | {\"priceMicroGdPerProcessorHour\":1060000}",
        "owner1 | PUT  | /api/sites/%31/price                            | {\"priceMicroGdPerProcessorHour\":1060000}",
        "owner1 | PUT  | /api/sites/%D9%A1/price                         | {\"priceMicroGdPerProcessorHour\":1060000}",
        "owner1 | PUT  | /api/sites/2/../1/price                         | {\"priceMicroGdPerProcessorHour\":1060000}",
        "owner1 | PUT  | /api/sites/1/./price                            | {\"priceMicroGdPerProcessorHour\":1060000}",
        "owner1 | PUT  | /api/sites/01/preemption                        | {\"policy\":\"NOP\"}",
        "owner1 | PUT  | /api/sites/1;a=b/agent-mode                     | {\"enabled\":true}",
        "owner1 | POST | /api/sites/001/local-jobs                       | {\"processors\":1,\"runtimeSeconds\":60}",
        "admin  | POST | /api/admin/contracts/1;DROP%20TABLE%20jobs/end  | ''",
        "admin  | POST | /api/admin/contracts//1/end                     | ''",
        "admin  | PUT  | /api/admin/users/0{alice}/home-site             | {\"siteId\":2}",
        "admin  | PUT  | /api/admin/users/{alice};v=1/home-site          | {\"siteId\":2}",
    })
    void oddPathFormsAreNotFoundAndWriteNothing(String caller, String method, String path, String body)
            throws Exception {
        String before = DatabaseFingerprint.of(dataSource);
        HttpResponse<String> response = send(caller, method, withIds(path), "application/json",
                body.getBytes(StandardCharsets.UTF_8));

        assertThat(response.statusCode()).as(response.body()).isEqualTo(404);
        assertThat(response.headers().firstValue("Content-Type").orElse("")).startsWith("application/problem+json");
        assertThat(response.body()).contains("/problems/not-found");
        assertThat(DatabaseFingerprint.of(dataSource)).isEqualTo(before);
    }

    private String withIds(String path) {
        return path.replace("{alice}", Long.toString(accounts.find("alice").orElseThrow().id()));
    }

    /** An owner with revenue of their own, so that a payout would be accepted (in UTF-8). */
    private void ensurePayeeHasRevenue() {
        if (accounts.find(PAYEE).isPresent()) {
            return;
        }
        long owner = accounts.create(PAYEE, "demo", Role.OWNER).id();
        long revenue = ledger.accountOf(owner, AccountKind.OWNER_REVENUE).id();
        ledger.submit(TransferRequest.single(ClientIds.grant("encoded-payee-earned"), 1, revenue, 1_000, "grant"));
    }

    private static HttpResponse<String> send(String caller, String method, String path, String contentType,
                                             byte[] body) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("http://localhost:" + RestAssured.port + path))
                .header("Authorization", "Bearer " + Api.token(caller)).header("Content-Type", contentType)
                .header("Idempotency-Key", UUID.randomUUID().toString())
                .method(method, body.length == 0 ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofByteArray(body))
                .build();
        return HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
    }
}
