package org.gridmarket.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TraceDirectoryTest {

    @TempDir
    Path temporary;

    @Test
    void environmentVariableWinsOverSystemProperty() throws IOException {
        Path fromEnvironment = Files.createDirectory(temporary.resolve("environment"));
        Path fromProperty = Files.createDirectory(temporary.resolve("property"));
        Properties properties = new Properties();
        properties.setProperty(TraceDirectory.SYSTEM_PROPERTY, fromProperty.toString());

        assertEquals(fromEnvironment, TraceDirectory.resolve(
                Map.of(TraceDirectory.ENVIRONMENT_VARIABLE, fromEnvironment.toString()), properties).orElseThrow());
        assertEquals(fromProperty, TraceDirectory.resolve(Map.of(), properties).orElseThrow());
    }

    @Test
    void missingDirectoriesAreSkipped() throws IOException {
        Path fromProperty = Files.createDirectory(temporary.resolve("property"));
        Properties properties = new Properties();
        properties.setProperty(TraceDirectory.SYSTEM_PROPERTY, fromProperty.toString());

        assertEquals(fromProperty, TraceDirectory.resolve(
                Map.of(TraceDirectory.ENVIRONMENT_VARIABLE, temporary.resolve("absent").toString()), properties)
                .orElseThrow());
    }

    @Test
    void defaultsAreTracesThenSharedTraces() {
        assertEquals(Path.of("traces"), TraceDirectory.candidates(Map.of(), new Properties()).get(0));
        assertEquals(Path.of("..", "shared", "traces"), TraceDirectory.candidates(Map.of(), new Properties()).get(1));
    }
}
