package org.gridmarket.agent;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * A single-node Slurm for a test class, started and stopped with {@code scripts/slurm-test-cluster.sh} in a
 * temporary directory on two free ports (so it does not meet a demo cluster on 6817/6818). Without Slurm's tools
 * the test is skipped, with the reason; with {@code GRIDMARKET_REQUIRE_SLURM=1} (CI) it fails instead. Public for
 * the end-to-end tests of other packages (the market with the agent in-process or as {@code agent slurm}).
 */
public final class SlurmTestCluster {
    private static final Path SCRIPT = Path.of("scripts", "slurm-test-cluster.sh").toAbsolutePath();

    public final Path directory;
    /** {@code SLURM_CONF} for the Slurm commands (and for an agent started as a process). */
    public final Map<String, String> environment;
    /** What {@code start} printed (its time to ready). */
    public final String startOutput;

    private SlurmTestCluster(Path directory, Map<String, String> environment, String startOutput) {
        this.directory = directory;
        this.environment = environment;
        this.startOutput = startOutput;
    }

    /** Starts a cluster in a new temporary directory, or skips the test class when Slurm is not installed. */
    public static SlurmTestCluster start() throws IOException, InterruptedException {
        boolean installed = Files.isExecutable(Path.of("/usr/bin/sbatch"))
                && Files.isExecutable(Path.of("/usr/sbin/slurmctld"));
        if (!installed) {
            if ("1".equals(System.getenv("GRIDMARKET_REQUIRE_SLURM"))) {
                fail("GRIDMARKET_REQUIRE_SLURM=1 but Slurm is not installed (apt-get install slurm-wlm munge)");
            }
            assumeTrue(false, "Slurm is not installed (apt-get install slurm-wlm munge); "
                    + "set GRIDMARKET_REQUIRE_SLURM=1 to fail instead of skipping");
        }
        Path directory = Files.createTempDirectory("gridmarket-slurm");
        Map<String, String> ports;
        try (ServerSocket controller = new ServerSocket(0); ServerSocket node = new ServerSocket(0)) {
            ports = Map.of("GRIDMARKET_SLURMCTLD_PORT", Integer.toString(controller.getLocalPort()),
                    "GRIDMARKET_SLURMD_PORT", Integer.toString(node.getLocalPort()));
        }
        String output = script(ports, "start", directory.toString(), "--cpus", "64");
        return new SlurmTestCluster(directory, Map.of("SLURM_CONF", directory.resolve("slurm.conf").toString()),
                output);
    }

    public void stop() throws IOException, InterruptedException {
        script(Map.of(), "stop", directory.toString());
    }

    private static String script(Map<String, String> environment, String... arguments)
            throws IOException, InterruptedException {
        Path log = Files.createTempFile("slurm-test-cluster", ".log");
        ProcessBuilder builder = new ProcessBuilder(SCRIPT.toString()).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.command().addAll(List.of(arguments));
        builder.environment().putAll(environment);
        Process process = builder.start();
        boolean ended = process.waitFor(90, TimeUnit.SECONDS);
        String output = Files.readString(log, StandardCharsets.UTF_8);
        Files.delete(log);
        if (!ended || process.exitValue() != 0) {
            process.destroyForcibly();
            fail("slurm-test-cluster.sh " + String.join(" ", arguments) + " failed: " + output);
        }
        return output;
    }
}
