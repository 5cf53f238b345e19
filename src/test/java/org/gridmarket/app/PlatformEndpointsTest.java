package org.gridmarket.app;

import static io.restassured.RestAssured.given;
import static org.hamcrest.Matchers.containsString;
import static org.hamcrest.Matchers.equalTo;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import java.net.URL;
import org.gridmarket.deploy.Manifests;
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

    /**
     * The Kubernetes Deployment's startup, readiness and liveness probes (k8s/base/deployment.yaml) and the
     * PodMonitor's scrape (k8s/monitoring/podmonitor.yaml) ask for paths the management interface serves, and they
     * answer 200.
     */
    @Test
    void theKubernetesProbesAndScrapeAskForPathsTheManagementInterfaceServes() {
        String managementPort = "http://localhost:" + metrics.getPort();
        var container = Manifests.one(Manifests.BASE_DEPLOYMENT, "Deployment", "gridmarket").containers().get(0);
        for (String probe : new String[] {"startupProbe", "readinessProbe", "livenessProbe"}) {
            String path = container.path(probe).path("httpGet").path("path").asText();
            org.assertj.core.api.Assertions.assertThat(path).as(probe).startsWith("/q/health/");
            given().get(managementPort + path).then().statusCode(200).body("status", equalTo("UP"));
        }
        String scrape = Manifests.one(Manifests.POD_MONITOR, "PodMonitor", "gridmarket").node()
                .path("spec").path("podMetricsEndpoints").get(0).path("path").asText();
        given().get(managementPort + scrape).then().statusCode(200).body(containsString("gridmarket_engine_turn"));
    }

    @Test
    void healthAndMetricsAreNotOnThePublicPort() {
        for (String path : new String[] {"/q/metrics", "/q/health", "/q/health/ready"}) {
            given().get(path).then().statusCode(404);
        }
        org.assertj.core.api.Assertions.assertThat(metrics.getPort()).isNotEqualTo(io.restassured.RestAssured.port);
    }
}
