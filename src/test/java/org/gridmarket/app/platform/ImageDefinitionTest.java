package org.gridmarket.app.platform;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.Reader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Test;

/**
 * The image's definition, {@code src/main/docker/Dockerfile.jvm}, agrees with the application it packages (issue 34,
 * docs/deploy.md, "The image"): its ports are the service's, it copies Quarkus's fast-jar one part per layer, runs
 * as uid 185 with a data directory of its own, and its entrypoint passes arguments to the launcher. Both image routes
 * (scripts/build-image.sh and {@code docker build}) build this one file; scripts/check-image.sh runs the result.
 */
class ImageDefinitionTest {

    private static final Path DOCKERFILE = Path.of("src", "main", "docker", "Dockerfile.jvm");
    private static final Path PROPERTIES = Path.of("src", "main", "resources", "application.properties");

    @Test
    void exposesTheServicePortAndTheManagementPort() throws IOException {
        Properties properties = new Properties();
        try (Reader reader = Files.newBufferedReader(PROPERTIES)) {
            properties.load(reader);
        }
        // quarkus.http.port is not set: Quarkus's default, 8080.
        assertThat(properties.getProperty("quarkus.http.port")).isNull();
        String managementPort = properties.getProperty("quarkus.management.port");

        assertThat(arguments("EXPOSE")).containsExactly("8080 " + managementPort);
        assertThat(arguments("HEALTHCHECK")).singleElement().asString()
                .contains("${QUARKUS_MANAGEMENT_PORT:-" + managementPort + "}", "GET /q/health/ready");
    }

    @Test
    void copiesTheFastJarOnePartPerLayerTheRarelyChangingFirst() throws IOException {
        assertThat(arguments("COPY")).containsExactly(
                "target/quarkus-app/lib/boot/ /deployments/lib/boot/",
                "target/quarkus-app/lib/main/ /deployments/lib/main/",
                "target/quarkus-app/quarkus-run.jar /deployments/",
                "target/quarkus-app/app/ /deployments/app/",
                "target/quarkus-app/quarkus/ /deployments/quarkus/");
        assertThat(arguments("WORKDIR")).containsExactly("/deployments");
    }

    @Test
    void runsAsUid185WhoMayWriteTheDataDirectoryOnly() throws IOException {
        assertThat(arguments("USER")).containsExactly("185");
        assertThat(arguments("ENV")).singleElement().asString().contains("GRIDMARKET_DATA_DIR=/deployments/data ");
        assertThat(arguments("RUN")).singleElement().asString()
                .contains("useradd --system --uid 185 --gid 0", "mkdir -p /deployments/data",
                        "chown 185:0 /deployments/data", "chmod 0770 /deployments/data")
                .doesNotContain("chown -R", "chown 185:0 /deployments ");
    }

    @Test
    void theEntrypointRunsTheLauncherWithTheArgumentsPassedThrough() throws IOException {
        assertThat(arguments("ENTRYPOINT")).containsExactly("[\"java\", \"-jar\", \"/deployments/quarkus-run.jar\"]");
        assertThat(arguments("CMD")).isEmpty();
    }

    @Test
    void theBaseIsTemurinUnlessTheBuildNamesAnother() throws IOException {
        assertThat(arguments("ARG")).containsExactly("BASE=eclipse-temurin:17-jre");
        assertThat(arguments("FROM")).containsExactly("${BASE}");
    }

    /** The arguments of each instruction named {@code instruction}, continuation lines joined, in file order. */
    private static List<String> arguments(String instruction) throws IOException {
        List<String> found = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        for (String line : Files.readAllLines(DOCKERFILE)) {
            if (line.isBlank() || line.stripLeading().startsWith("#")) {
                continue;
            }
            boolean continued = line.endsWith("\\");
            current.append(continued ? line.substring(0, line.length() - 1) : line).append(continued ? "" : "\n");
            if (!continued) {
                String[] words = current.toString().strip().split("\\s+", 2);
                if (words[0].equals(instruction)) {
                    found.add(words.length > 1 ? words[1].replaceAll("\\s+", " ") : "");
                }
                current.setLength(0);
            }
        }
        return found;
    }
}
