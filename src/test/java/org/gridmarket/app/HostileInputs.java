package org.gridmarket.app;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;

/**
 * What {@link HostileRequestsTest} sends: hostile ids, odd forms of id 1, other encodings, hostile query strings
 * and bodies made from an operation's schema, all from one seeded stream, so the same seed sends the same
 * requests. The test drives them at the service and judges the answers.
 */
final class HostileInputs {
    private static final ObjectMapper JSON = new ObjectMapper();
    static final List<String> HOSTILE_IDS = List.of("0", "-1", "999999999", "99999999999999999999999", "abc",
            "1e3", "%00", "1%0A2", "%27%20OR%201=1", "x".repeat(3_000), "job-", "NaN", "0x10");
    /** Issue 30 D2: forms of id 1 that acted on id 1 before (matrix parameters, empty segments, odd numbers …). */
    static final List<String> ODD_FORMS_OF_ID_1 = List.of("1;x=1", "1;DROP%20TABLE%20jobs", "/1", "1/", "01",
            "+1", "%2B1", "%31", "%D9%A1", "1%3B", "./1", "2/../1", "0001", "1%2F");
    /** Issue 30 D1: encodings a JSON body must not come in; Jackson would have read every one of them. */
    static final List<String> OTHER_ENCODINGS = List.of("UTF-16BE", "UTF-16LE", "UTF-16", "UTF-32BE",
            "UTF-32LE", "UTF-8 with a BOM");

    private final SplittableRandom random;

    HostileInputs(long seed) {
        this.random = new SplittableRandom(seed);
    }

    int nextInt(int bound) {
        return random.nextInt(bound);
    }

    <T> T pick(List<T> choices) {
        return choices.get(random.nextInt(choices.size()));
    }

    /** {@code body} in {@code encoding}: a charset name, or "UTF-8 with a BOM". */
    static byte[] encoded(String body, String encoding) {
        if ("UTF-8 with a BOM".equals(encoding)) {
            return ("\uFEFF" + body).getBytes(StandardCharsets.UTF_8);
        }
        return body.getBytes(Charset.forName(encoding));
    }

    /** A hostile query string for parameters {@code names}, or none (half of the time). */
    String query(List<String> names) {
        if (names.isEmpty() || random.nextBoolean()) {
            return "";
        }
        StringBuilder query = new StringBuilder("?");
        for (String name : names) {
            query.append(name).append('=').append(pick(List.of("-1", "99999999999999999999", "abc", "%00", "1.5",
                    "", "100000", "x".repeat(2_000), "%FF%FE"))).append('&');
        }
        return query.toString();
    }

    /**
     * A body the operation must refuse: a plausible object from the schema with one hostile change, or JSON
     * that is broken in itself.
     */
    String body(JsonNode schema) {
        int kind = random.nextInt(12);
        switch (kind) {
            case 0:
                return "{\"a\":" + "[".repeat(5_000) + "]".repeat(5_000) + "}";
            case 1:
                return "{\"id\": ";
            case 2:
                return "null";
            case 3:
                return "[1,2,3]";
            case 4:
                return "\"" + "x".repeat(270_000) + "\""; // over gridmarket.http.max-request-bytes
            default:
                break;
        }
        ObjectNode object = plausible(schema);
        List<String> fields = new ArrayList<>();
        object.fieldNames().forEachRemaining(fields::add);
        if (fields.isEmpty() || kind == 5) {
            object.put("unexpected" + random.nextInt(100), 1);
            return object.toString();
        }
        String field = pick(fields);
        if (kind == 6) {
            String text = object.toString();
            return text.substring(0, text.length() - 1) + ",\"" + field + "\":" + object.get(field) + "}";
        }
        boolean numeric = object.get(field).isNumber();
        if (numeric) {
            String value = pick(List.of("\"1\"", "true", "1.5", "1e400", "99999999999999999999", "-1",
                    "-9223372036854775808", "9223372036854775807", "\"\\u0000\"", "\"1\\u0007\"", "[]", "{}"));
            String text = object.toString();
            return text.replace("\"" + field + "\":" + object.get(field), "\"" + field + "\":" + value);
        }
        object.set(field, null);
        String value = pick(List.of("true", "42", "{}", "[\"a\"]", "\"a\\u0000b\"", "\"\\u0001\\u0002\"",
                "\"" + "é".repeat(40) + "\""));
        if (value.startsWith("\"é")) {
            value = "\"" + "\uD83D\uDCA3".repeat(20_000) + "\"";
        }
        return object.toString().replace("\"" + field + "\":null", "\"" + field + "\":" + value);
    }

    /** An object with every property of the schema set to a harmless value of its type. */
    static ObjectNode plausible(JsonNode schema) {
        ObjectNode object = JSON.createObjectNode();
        if (schema == null) {
            return object;
        }
        for (Iterator<Map.Entry<String, JsonNode>> properties = schema.path("properties").fields();
             properties.hasNext(); ) {
            Map.Entry<String, JsonNode> property = properties.next();
            String type = property.getValue().path("type").asText("string");
            switch (type) {
                case "integer", "number" -> object.put(property.getKey(), 1);
                case "boolean" -> object.put(property.getKey(), false);
                case "array", "object" -> { }
                default -> object.put(property.getKey(), "hostile");
            }
        }
        return object;
    }
}
