package org.gridmarket.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Black-box test of {@code bin/gridmarket} (issue 35 E) on the packaged jar, as a user runs it: it replays a
 * trace with the short-run JVM options (C1 only, serial collector, 16 MB initial heap), keeps the JVM's defaults for
 * {@code --repeat} and {@code experiment}, lets GRIDMARKET_JAVA_OPTS replace its choice, and refuses what
 * would boot the web service. The JVM's own {@code -XX:+PrintCommandLineFlags} (through JDK_JAVA_OPTIONS, which
 * every {@code java} launcher reads) shows which options it was started with.
 */
class LauncherIT {

    private static final Path LAUNCHER = Path.of("bin", "gridmarket").toAbsolutePath();
    private static final Path APP =
            Path.of(System.getProperty("gridmarket.jar", "target/quarkus-app/quarkus-run.jar")).toAbsolutePath()
                    .getParent();

    @TempDir
    Path temporary;

    @Test
    void simulateRunsTheReplayWithShortRunOptionsAndWritesTheDefaultOutputs() throws Exception {
        Path out = temporary.resolve("run");

        Result result = launch(Map.of(), "simulate", "--workload", resource("tiny.swf"), "--site", "tiny:8",
                "--policy", "conservative", "--out", out.toString());

        assertThat(result.exitCode).as(result.stderr).isZero();
        assertThat(result.stdout).contains("-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC",
                "-XX:InitialHeapSize=16777216", "(summary.json, jobs.csv, timeseries.csv); the schedule: ");
        try (var files = Files.list(out)) {
            assertThat(files.map(file -> file.getFileName().toString())).containsExactlyInAnyOrder(
                    "summary.json", "jobs.csv", "timeseries.csv", "tiny.swf");
        }
        assertThat(Files.readString(out.resolve("summary.json"))).contains("\"jobs\" : 8", "\"completed\" : 8");
        assertThat(Files.readAllLines(out.resolve("jobs.csv"))).hasSize(9);
    }

    @Test
    void longRunsKeepTheJvmDefaultsAndTheOverrideReplacesTheChoice() throws Exception {
        Result repeat = launch(Map.of(), "simulate", "--workload", "poisson:50:0.5", "--site", "c:10", "--out",
                temporary.resolve("repeat").toString(), "--repeat", "2");
        Result experimentHelp = launch(Map.of(), "experiment", "--help");
        Result overridden = launch(Map.of("GRIDMARKET_JAVA_OPTS", "-XX:+UseParallelGC"), "simulate", "--help");

        assertThat(repeat.exitCode).as(repeat.stderr).isZero();
        assertThat(repeat.stdout).contains("jobs/s").doesNotContain("TieredStopAtLevel", "UseSerialGC");
        assertThat(experimentHelp.exitCode).as(experimentHelp.stderr).isZero();
        assertThat(experimentHelp.stdout).contains("grid-federation").doesNotContain("TieredStopAtLevel");
        assertThat(overridden.exitCode).as(overridden.stderr).isZero();
        assertThat(overridden.stdout).contains("-XX:+UseParallelGC", "--workload")
                .doesNotContain("TieredStopAtLevel", "UseSerialGC");
    }

    @Test
    void versionAndHelpAnswerWithoutTheServiceAndAnUnknownCommandIsRefused() throws Exception {
        Result version = launch(Map.of(), "--version");
        Result noArguments = launch(Map.of());
        Result unknown = launch(Map.of(), "serve");

        assertThat(version.exitCode).as(version.stderr).isZero();
        assertThat(version.stdout).contains("gridmarket ");
        assertThat(noArguments.exitCode).as(noArguments.stderr).isZero();
        assertThat(noArguments.stdout).contains("simulate", "experiment", "agent");
        assertThat(unknown.exitCode).isEqualTo(2);
        assertThat(unknown.stderr).contains("unknown command 'serve'");
    }

    private Result launch(Map<String, String> environment, String... arguments)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of("sh", LAUNCHER.toString()));
        command.addAll(List.of(arguments));
        ProcessBuilder builder = new ProcessBuilder(command).directory(temporary.toFile());
        builder.environment().put("GRIDMARKET_APP", APP.toString());
        builder.environment().put("JDK_JAVA_OPTIONS", "-XX:+PrintCommandLineFlags");
        builder.environment().remove("GRIDMARKET_JAVA_OPTS");
        builder.environment().putAll(environment);
        Path stdout = temporary.resolve("stdout");
        Path stderr = temporary.resolve("stderr");
        Process process = builder.redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
        if (!process.waitFor(3, TimeUnit.MINUTES)) {
            process.destroyForcibly();
            throw new AssertionError("bin/gridmarket " + String.join(" ", arguments) + " did not end");
        }
        return new Result(process.exitValue(), Files.readString(stdout, StandardCharsets.UTF_8),
                Files.readString(stderr, StandardCharsets.UTF_8));
    }

    private static String resource(String name) throws URISyntaxException {
        return Path.of(LauncherIT.class.getResource("/swf/" + name).toURI()).toString();
    }

    private record Result(int exitCode, String stdout, String stderr) {
    }
}
