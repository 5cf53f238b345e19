package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The web app's API types are generated from {@code frontend/openapi.json} (issue 31 step 9), so that file must
 * be the document the service serves: this test fails when they differ. After a change to the API, refresh it
 * with {@code scripts/openapi-snapshot.sh} (this test with {@code -Dopenapi.snapshot.update=true}) and commit
 * it; the web app's build then regenerates its types from it and lints it.
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class OpenApiSnapshotTest {
    static final Path SNAPSHOT = Path.of("frontend", "openapi.json");
    private static final String REFRESH = "refresh it with scripts/openapi-snapshot.sh "
            + "(./mvnw test -Dtest=OpenApiSnapshotTest -Dopenapi.snapshot.update=true) and commit it";
    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Test
    void committedSnapshotIsTheServedDocument() throws IOException {
        String served = canonical(JSON.readTree(given().get("/q/openapi?format=json").then().statusCode(200)
                .extract().asString()));
        if (Boolean.getBoolean("openapi.snapshot.update")) {
            Files.writeString(SNAPSHOT, served, StandardCharsets.UTF_8);
        }
        assertThat(Files.exists(SNAPSHOT)).as(SNAPSHOT + " is missing; " + REFRESH).isTrue();
        assertThat(Files.readString(SNAPSHOT, StandardCharsets.UTF_8))
                .as(SNAPSHOT + " is not the document the service serves at /q/openapi; " + REFRESH)
                .isEqualTo(served);
    }

    @Test
    void everyOperationIsNamedAndStatesItsSecurityAndItsProblems() throws IOException {
        JsonNode document = JSON.readTree(given().get("/q/openapi?format=json").then().statusCode(200)
                .extract().asString());
        List<String> incomplete = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> paths = document.path("paths").fields(); paths.hasNext(); ) {
            Map.Entry<String, JsonNode> path = paths.next();
            for (Iterator<Map.Entry<String, JsonNode>> methods = path.getValue().fields(); methods.hasNext(); ) {
                Map.Entry<String, JsonNode> method = methods.next();
                JsonNode operation = method.getValue();
                String name = method.getKey().toUpperCase() + " " + path.getKey();
                if (!operation.hasNonNull("operationId")) {
                    incomplete.add(name + ": no operationId (add @Operation(operationId = ...))");
                }
                if (!operation.has("security")) {
                    incomplete.add(name + ": no security");
                }
                if (!operation.path("responses").has("414")) {
                    incomplete.add(name + ": not completed by ApiDocumentFilter");
                }
            }
        }
        assertThat(incomplete).isEmpty();
        assertThat(document.at("/paths/~1api~1auth~1login/post/security")).isEmpty();
        assertThat(document.at("/paths/~1api~1demo/get/security")).isEmpty();
        assertThat(document.at("/paths/~1api~1jobs/post/responses/409/content/application~1problem+json/schema/$ref")
                .asText()).isEqualTo("#/components/schemas/Problem");
    }

    /** Keys sorted at every level, two-space indents, a final newline: the same document gives the same bytes. */
    static String canonical(JsonNode document) throws IOException {
        return JSON.writeValueAsString(sorted(document)).replace("\r\n", "\n") + "\n";
    }

    private static JsonNode sorted(JsonNode node) {
        if (node.isObject()) {
            Map<String, JsonNode> fields = new TreeMap<>();
            node.fields().forEachRemaining(field -> fields.put(field.getKey(), sorted(field.getValue())));
            ObjectNode object = JSON.createObjectNode();
            fields.forEach(object::set);
            return object;
        }
        if (node.isArray()) {
            var array = JSON.createArrayNode();
            node.forEach(element -> array.add(sorted(element)));
            return array;
        }
        return node;
    }
}
