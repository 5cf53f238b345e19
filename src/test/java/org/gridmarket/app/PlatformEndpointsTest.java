package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import org.junit.jupiter.api.Test;

/** The operational surface: health, OpenAPI with Swagger UI, Prometheus metrics. */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PlatformEndpointsTest {

    @Test
    void healthIsUpIncludingTheDatabase() {
        given().get("/q/health").then().statusCode(200)
                .body("status", equalTo("UP"))
                .body("checks.find { it.name.contains('Database') }.status", equalTo("UP"));
    }

    @Test
    void openApiDescribesTheApiAndSwaggerUiServesIt() {
        given().get("/q/openapi").then().statusCode(200)
                .body(containsString("/api/auth/login"))
                .body(containsString("/api/audit/verify-chain"));
        given().get("/q/swagger-ui/").then().statusCode(200);
    }

    @Test
    void prometheusMetricsAreExposed() {
        given().get("/q/metrics").then().statusCode(200).body(containsString("jvm_memory_used_bytes"));
    }
}
