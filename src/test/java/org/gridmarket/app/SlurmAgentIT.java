package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 33 end to end, as an owner and a user meet it: a real single-node Slurm
 * ({@code scripts/slurm-test-cluster.sh}), the packaged service at time scale 1 ({@code GRIDMARKET_ENGINE_TIME_SCALE=1})
 * and the packaged agent ({@code agent slurm}) as its own process. Five script jobs run at once (so the minute of
 * the time-limit case covers the others): one completes with its output readable by its user and charged by Slurm's
 * elapsed time; one exits 3 and is charged nothing; one runs past its time limit and fails with TIMEOUT; one is
 * cancelled by its user and {@code scancel}led, charged pro rata; one outlives a {@code kill -9} of the agent and is
 * submitted to Slurm once. Then a silent agent takes its site offline (no new placements until it is back), and a
 * revoked key gets 401. Skipped when Slurm is not installed, unless {@code GRIDMARKET_REQUIRE_SLURM=1} (CI).
 */
class SlurmAgentIT {
    private static final Duration JOB_TIMEOUT = Duration.ofSeconds(150);

    @TempDir
    Path directory;

    private org.gridmarket.agent.SlurmTestCluster cluster;
    private PackagedService service;
    private final List<Process> agents = new ArrayList<>();
    private int agentStarts;

    @AfterEach
    void stopEverything() throws Exception {
        for (Process agent : agents) {
            agent.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        if (service != null) {
            service.close();
        }
        if (cluster != null) {
            cluster.stop();
        }
    }

    @Test
    void scriptJobsRunOnARealSlurmAndMoneyFollowsTheRun() throws Exception {
        cluster = org.gridmarket.agent.SlurmTestCluster.start();

        service = new PackagedService(directory.resolve("data"), "slurm-agent",
                Map.of("GRIDMARKET_ENGINE_TIME_SCALE", "1", "GRIDMARKET_AGENTS_OFFLINE_AFTER", "5s"));
        service.start("market");
        String owner = service.login("owner1");
        String alice = service.login("alice");
        String bob = service.login("bob");
        String admin = service.login("admin");
        String grid = service.json("GET", "/api/me", alice, null).get("homeGrid").asText();
        long site = service.json("POST", "/api/sites", owner, "{\"name\":\"slurm-test\",\"processors\":64,"
                + "\"mipsPerProcessor\":1000,\"bandwidthGbps\":1,\"gridName\":\"" + grid + "\","
                + "\"price\":{\"priceMicroGdPerProcessorHour\":3600000}}").get("id").asLong();
        service.json("PUT", "/api/sites/" + site + "/agent-mode", owner, "{\"enabled\":true}");
        service.json("PUT", "/api/sites/" + site + "/accepts-scripts", owner, "{\"enabled\":true}");
        JsonNode created = service.json("POST", "/api/sites/" + site + "/agent-keys", owner, null);
        String key = created.get("key").asText();
        Path keyFile = directory.resolve("agent.key");
        Files.writeString(keyFile, key + "\n");
        Files.setPosixFilePermissions(keyFile, PosixFilePermissions.fromString("rw-------"));

        Process agent = startAgent(site, keyFile);
        waitUntilOnline(owner, site, true);

        Instant submitted = Instant.now();
        long ok = submit(alice, "echo hello from slurm\nsleep 3\necho done >&2\n", 60, "ok");
        long failing = submit(alice, "echo about to fail\nexit 3\n", 60, "failing");
        long overTime = submit(alice, "sleep 600\n", 30, "over-time");
        long cancelled = submit(alice, "sleep 600\n", 600, "cancelled");
        long survivor = submit(alice, "sleep 12\necho survived\n", 60, "survivor");
        for (long job : List.of(ok, failing, overTime, cancelled, survivor)) {
            assertThat(service.json("GET", "/api/jobs/" + job, alice, null).get("siteId").asLong())
                    .as("a script job goes to the cluster that runs scripts").isEqualTo(site);
        }

        JsonNode started = service.waitForState(alice, ok, "RUNNING", JOB_TIMEOUT);
        double toStarted = Duration.between(submitted, Instant.now()).toMillis() / 1e3;
        service.waitForState(alice, survivor, "RUNNING", JOB_TIMEOUT);
        agent.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        agent = startAgent(site, keyFile);
        service.waitForState(alice, cancelled, "RUNNING", JOB_TIMEOUT);
        assertThat(service.send("POST", "/api/jobs/" + cancelled + "/cancel", alice, null).statusCode()).isEqualTo(200);

        JsonNode completed = service.waitForState(alice, ok, "COMPLETED", JOB_TIMEOUT);
        double toCompleted = Duration.between(submitted, Instant.now()).toMillis() / 1e3;
        System.out.printf("A 3-second script: started %.1f s and completed %.1f s after its submission"
                + " (agent polls every 1 s)%n", toStarted, toCompleted);
        HttpResponse<String> output = service.send("GET", "/api/jobs/" + ok + "/output", alice, null);
        assertThat(output.statusCode()).isEqualTo(200);
        assertThat(output.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain");
        assertThat(output.body()).contains("hello from slurm").contains("done");
        assertThat(service.send("GET", "/api/jobs/" + ok + "/output", bob, null).statusCode()).isEqualTo(404);
        long ran = Duration.between(Instant.parse(completed.get("startedAt").asText()),
                Instant.parse(completed.get("endedAt").asText())).toSeconds();
        assertThat(ran).as("Slurm's elapsed time of a 3-second script").isBetween(3L, 6L);
        long price = completed.get("priceMicroGd").asLong();
        assertThat(completed.get("chargedMicroGd").asLong()).as("price × elapsed / planned, rounded once")
                .isEqualTo(Math.round(price * (double) ran / 60));
        assertThat(started.get("plannedStart").isNull()).isFalse();

        JsonNode failed = service.waitForState(alice, failing, "FAILED", JOB_TIMEOUT);
        assertThat(failed.get("chargedMicroGd").asLong()).isZero();
        assertThat(failed.get("events").toString()).contains("status 3");
        assertThat(service.send("GET", "/api/jobs/" + failing + "/output", alice, null).body()).contains("about to fail");

        JsonNode cancelledJob = service.waitForState(alice, cancelled, "CANCELLED", JOB_TIMEOUT);
        assertThat(cancelledJob.get("chargedMicroGd").asLong()).as("pro rata for the time it ran")
                .isPositive().isLessThan(cancelledJob.get("priceMicroGd").asLong());
        assertThat(waitForSlurmState(cancelled, "CANCELLED")).isTrue();

        JsonNode survived = service.waitForState(alice, survivor, "COMPLETED", JOB_TIMEOUT);
        assertThat(slurmJobs(survivor)).as("Slurm jobs named gm-" + survivor + " after the agent's restart").hasSize(1);
        assertThat(survived.get("chargedMicroGd").asLong()).isPositive();
        assertThat(service.send("GET", "/api/jobs/" + survivor + "/output", alice, null).body()).contains("survived");

        JsonNode timedOut = service.waitForState(alice, overTime, "FAILED", JOB_TIMEOUT);
        assertThat(timedOut.get("chargedMicroGd").asLong()).isZero();
        assertThat(timedOut.get("events").toString()).contains("Slurm: TIMEOUT — it ran past its time limit (1 min)");

        // A silent agent: its site goes offline and takes no new job until it is heard again.
        agent.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        waitUntilOnline(owner, site, false);
        // The engine lists the site for no new job at the next whole model second after the owner's view says
        // offline (its timeline runs in whole seconds): the quote, the engine's own answer, says when.
        long quoted = System.nanoTime();
        while (service.json("POST", "/api/quotes", alice, job("echo nobody\n", 60)).get("candidates").size() > 0) {
            assertThat(System.nanoTime() - quoted).as("the engine follows the owner's view within 2 s")
                    .isLessThan(Duration.ofSeconds(2).toNanos());
            Thread.sleep(100);
        }
        HttpResponse<String> refused = service.send("POST", "/api/jobs", alice, job("echo nobody\n", 60), "offline");
        assertThat(refused.statusCode()).as(refused.body()).isEqualTo(422);
        assertThat(refused.body()).contains("no cluster that runs scripts");
        agent = startAgent(site, keyFile);
        waitUntilOnline(owner, site, true);
        long afterReturn = submit(alice, "echo back\n", 60, "back");
        assertThat(service.waitForState(alice, afterReturn, "COMPLETED", JOB_TIMEOUT).get("siteId").asLong())
                .isEqualTo(site);

        // A revoked key: the agent is refused (401) and stops.
        service.send("DELETE", "/api/sites/" + site + "/agent-keys/" + created.get("id").asLong(), owner, null);
        assertThat(service.send("POST", "/api/sites/" + site + "/agent/heartbeat", key, null).statusCode())
                .isEqualTo(401);
        assertThat(agent.waitFor(30, TimeUnit.SECONDS)).as("the agent stops on 401").isTrue();
        assertThat(agent.exitValue()).isNotZero();

        assertThat(service.json("GET", "/api/audit/reconciliation", admin, null).get("ok").asBoolean()).isTrue();
        assertThat(service.json("GET", "/api/audit/trial-balance", admin, null).get("balanced").asBoolean()).isTrue();
    }

    private long submit(String token, String script, long runtimeSeconds, String key) throws Exception {
        HttpResponse<String> response = service.send("POST", "/api/jobs", token, job(script, runtimeSeconds), key);
        assertThat(response.statusCode()).as(response.body()).isEqualTo(201);
        return PackagedService.JSON.readTree(response.body()).get("id").asLong();
    }

    private static String job(String script, long runtimeSeconds) throws IOException {
        Map<String, Object> body = new HashMap<>();
        body.put("processors", 1);
        body.put("runtimeSeconds", runtimeSeconds);
        body.put("budgetMicroGd", 900_000_000L);
        body.put("deadlineSeconds", 86_400);
        body.put("strategy", "OFC");
        body.put("script", script);
        return PackagedService.JSON.writeValueAsString(body);
    }

    private Process startAgent(long site, Path keyFile) throws IOException {
        agentStarts++;
        ProcessBuilder builder = new ProcessBuilder(PackagedService.javaExecutable(), "-jar",
                PackagedService.jar().toString(), "agent", "slurm", "--market", service.baseUrl(),
                "--site", Long.toString(site), "--key-file", keyFile.toString(), "--poll-interval", "1s",
                "--time-margin", "0s", "--work-dir", directory.resolve("agent").toString())
                .redirectErrorStream(true)
                .redirectOutput(Path.of("target", "slurm-agent-agent-" + agentStarts + ".log").toFile());
        builder.environment().putAll(cluster.environment);
        Process agent = builder.start();
        agents.add(agent);
        return agent;
    }

    private void waitUntilOnline(String owner, long site, boolean online) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        JsonNode view = null;
        while (System.nanoTime() < deadline) {
            view = service.json("GET", "/api/sites/" + site, owner, null);
            if (view.path("agent").path("online").asBoolean() == online) {
                return;
            }
            Thread.sleep(250);
        }
        throw new AssertionError("site " + site + " did not become " + (online ? "online" : "offline") + ": " + view);
    }

    private List<String> slurmJobs(long job) throws Exception {
        return slurm("squeue", "--states=all", "--noheader", "--name=gm-" + job, "--format=%i %T");
    }

    private boolean waitForSlurmState(long job, String state) throws Exception {
        long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
        while (System.nanoTime() < deadline) {
            if (slurmJobs(job).stream().anyMatch(line -> line.endsWith(" " + state))) {
                return true;
            }
            Thread.sleep(250);
        }
        System.out.println("Slurm jobs of gm-" + job + ": " + slurmJobs(job));
        return false;
    }

    private List<String> slurm(String... command) throws Exception {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.environment().putAll(cluster.environment);
        Process process = builder.start();
        String out = new String(process.getInputStream().readAllBytes());
        assertThat(process.waitFor(30, TimeUnit.SECONDS)).isTrue();
        return out.lines().map(String::strip).filter(line -> !line.isEmpty()).toList();
    }
}
