package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import org.junit.jupiter.api.Test;

/**
 * The operational surface: OpenAPI with Swagger UI on the public port; health and Prometheus metrics on the
 * management interface only (issue 18 B8: they need no login).
 */
@QuarkusTest
@QuarkusTestResource(EmbeddedPostgresResource.class)
class PlatformEndpointsTest {

    /** The management interface's root is /q, so these are /q/health and /q/metrics on its port. */
    @TestHTTPResource(value = "/health", management = true)
    URL health;

    @TestHTTPResource(value = "/metrics", management = true)
    URL metrics;

    @Test
    void healthIsUpIncludingTheDatabase() {
        given().get(health).then().statusCode(200)
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
        given().get(metrics).then().statusCode(200).body(containsString("jvm_memory_used_bytes"));
    }

    @Test
    void healthAndMetricsAreNotOnThePublicPort() {
        for (String path : new String[] {"/q/metrics", "/q/health", "/q/health/ready"}) {
            given().get(path).then().statusCode(404);
        }
        org.assertj.core.api.Assertions.assertThat(metrics.getPort()).isNotEqualTo(io.restassured.RestAssured.port);
    }
}
