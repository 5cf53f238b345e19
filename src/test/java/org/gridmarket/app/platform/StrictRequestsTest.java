package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Issue 30 D1, D2: the rules {@link StrictRequests} applies, one row per situation. */
class StrictRequestsTest {

    @ParameterizedTest(name = "{0} is canonical: {1}")
    @CsvSource(delimiter = '|', value = {
        "/api/sites/1/price                         | true",
        "/api/sites/0                               | true",
        "/api/sites/9223372036854775807/price       | true",
        "/api/sites/                                | true",
        "/api/audit/jobs/job-80/trail               | true",
        "/api/audit/export.csv                      | true",
        "/api                                       | true",
        "/wallet/../x;y=1                           | true",
        "/api/sites/1;x=1/price                     | false",
        "/api/admin/contracts/1;DROP%20TABLE%20jobs/end | false",
        "/api/sites//1/price                        | false",
        "/api//sites                                | false",
        "/api/sites/01/price                        | false",
        "/api/sites/00                              | false",
        "/api/sites/+1/price                        | false",
        "/api/sites/-1/price                        | false",
        "/api/sites/-0                              | false",
        "/api/sites/%31/price                       | false",
        "/api/sites/%D9%A1/price                    | false",
        "/api/sites/9223372036854775808/price       | false",
        "/api/sites/99999999999999999999/price      | false",
        "/api/sites/1/./price                       | false",
        "/api/sites/2/../1/price                    | false",
        "/api/sites/1%2Fprice                       | false",
        "/api/admin/users/01/home-site              | false",
    })
    void anApiPathIsCanonicalOrRefused(String path, boolean canonical) {
        assertThat(StrictRequests.pathProblem(path) == null).as(StrictRequests.pathProblem(path)).isEqualTo(canonical);
    }

    @ParameterizedTest(name = "Content-Type {0} is accepted: {1}")
    @CsvSource(delimiter = '|', value = {
        "application/json                          | true",
        "application/json; charset=utf-8           | true",
        "application/json; charset=UTF-8           | true",
        "application/json;charset=\"utf-8\"        | true",
        "text/plain                                | true",
        "application/json; charset=utf-16          | false",
        "application/json; charset=UTF-32          | false",
        "application/json; charset=latin1          | false",
        "application/json; charset=iso-8859-1      | false",
    })
    void aCharsetOtherThanUtf8IsRefused(String contentType, boolean accepted) {
        assertThat(StrictRequests.charsetProblem(contentType) == null).isEqualTo(accepted);
    }

    @ParameterizedTest(name = "a body in {0} is refused")
    @CsvSource({"UTF-16BE", "UTF-16LE", "UTF-16", "UTF-32BE", "UTF-32LE", "UTF-32", "ISO-8859-1"})
    void aJsonBodyInAnotherEncodingIsRefused(String encoding) {
        byte[] body = "{\"name\":\"Zürich\",\"processors\":8}".getBytes(Charset.forName(encoding));
        assertThat(StrictRequests.encodingProblem(body)).isNotNull();
    }

    @Test
    void utf8IsAcceptedWithoutAByteOrderMarkOnly() {
        byte[] utf8 = "{\"name\":\"Zürich €\",\"emoji\":\"\uD83D\uDCA3\"}".getBytes(StandardCharsets.UTF_8);
        assertThat(StrictRequests.encodingProblem(utf8)).isNull();
        byte[] withBom = new byte[utf8.length + 3];
        withBom[0] = (byte) 0xef;
        withBom[1] = (byte) 0xbb;
        withBom[2] = (byte) 0xbf;
        System.arraycopy(utf8, 0, withBom, 3, utf8.length);
        assertThat(StrictRequests.encodingProblem(withBom)).contains("byte order mark");
        assertThat(StrictRequests.encodingProblem(new byte[] {'{', '}', 0})).contains("NUL");
        // An overlong encoding of '/' and an encoded surrogate (CESU-8) are not UTF-8.
        assertThat(StrictRequests.encodingProblem(new byte[] {'"', (byte) 0xc0, (byte) 0xaf, '"'})).isNotNull();
        assertThat(StrictRequests.encodingProblem(new byte[] {'"', (byte) 0xed, (byte) 0xa0, (byte) 0x80, '"'}))
                .isNotNull();
    }
}
