package org.gridmarket.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.groups.Tuple;
import org.gridmarket.agent.MarketClient.Event;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The agent against a real single-node Slurm (scripts/slurm-test-cluster.sh) and an in-memory market: all seven jobs
 * are assigned at once and served by the same polls, one second apart, and each test reads one job's story
 * afterwards. A job past its time limit is {@code SlurmAgentIT}'s (Slurm checks limits only about every 30 s, so a
 * time-out takes 60–90 s: one such wait in the build is enough).
 */
class SlurmAgentOnSlurmTest {
    private static final long COMPLETES = 1;
    private static final long EXITS_3 = 2;
    private static final long CANCELLED_BY_USER = 4;
    private static final long NO_SCRIPT = 5;
    private static final long AGENT_RESTARTED = 6;
    private static final long RECORD_LOST = 7;
    private static final long FORGOTTEN_BY_SLURM = 8;

    /** The agent's --time-margin (30 s: a 5 s job gets a 1-minute limit, a 40 s one 2 minutes). */
    private static final long MARGIN_SECONDS = 30;

    private static SlurmTestCluster cluster;
    private static SlurmCommands slurm;
    private static final InMemoryMarket market = new InMemoryMarket();
    private static final StringWriter log = new StringWriter();
    private static int agentsStarted;
    private static Path work;

    @BeforeAll
    static void serveSevenJobs() throws Exception {
        cluster = SlurmTestCluster.start();
        slurm = new SlurmCommands(cluster.environment, Duration.ofSeconds(30));
        work = Files.createTempDirectory("gridmarket-agent");
        market.assign(COMPLETES, 2, 3, "#!/bin/bash\necho hello from $(hostname)\nsleep 3\necho done >&2\n");
        market.assign(EXITS_3, 1, 60, "#!/bin/bash\necho about to fail\nexit 3\n");
        market.assign(CANCELLED_BY_USER, 1, 600, "#!/bin/bash\nsleep 300\n");
        market.assign(NO_SCRIPT, 1, 60, null);
        market.assign(AGENT_RESTARTED, 4, 40, "#!/bin/bash\nsleep 6\necho survived\n");
        market.assign(RECORD_LOST, 1, 5, "#!/bin/bash\nsleep 3\necho found again\n");
        market.assign(FORGOTTEN_BY_SLURM, 1, 5, "#!/bin/bash\ntrue\n");
        WorkDir workDir = new WorkDir(work);
        // An agent that died right after sbatch, before writing its record: Slurm has gm-7, the work dir nothing.
        Files.writeString(workDir.script(RECORD_LOST), "#!/bin/bash\nsleep 3\necho found again\n");
        slurm.submit(new SlurmCommands.Submission("gm-" + RECORD_LOST, 1, 1, workDir.output(RECORD_LOST),
                workDir.jobDirectory(RECORD_LOST), workDir.script(RECORD_LOST), null, null));
        // A record of a Slurm job the cluster no longer knows (purged after MinJobAge while the agent was away).
        workDir.save(JobRecord.submitted(FORGOTTEN_BY_SLURM, "999999"));
        SlurmAgent agent = agent(workDir);
        long deadline = System.nanoTime() + Duration.ofSeconds(150).toNanos();
        while (System.nanoTime() < deadline && !allDone(workDir)) {
            agent.poll();
            if (started(CANCELLED_BY_USER) && market.state(CANCELLED_BY_USER).equals("RUNNING")) {
                market.cancel(CANCELLED_BY_USER);
            }
            if (agentsStarted == 1 && started(AGENT_RESTARTED)) {
                agent = agent(workDir); // a new process on the same work dir, mid-job
            }
            Thread.sleep(1000);
        }
    }

    @AfterAll
    static void stopCluster() throws Exception {
        System.out.println(log);
        if (cluster != null) {
            System.out.println(cluster.startOutput);
            cluster.stop();
            deleteTree(cluster.directory);
        }
        if (work != null) {
            deleteTree(work);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.deleteIfExists(path);
            }
        }
    }

    @Test
    void aThreeSecondScriptStartsThenFinishesWithSlurmsElapsedTimeAndItsOutput() {
        List<Event> events = market.events(COMPLETES);
        assertThat(events).extracting(Event::type).containsExactly("started", "finished");
        Event finished = events.get(1);
        assertThat(finished.runtimeSeconds()).isBetween(3L, 4L);
        assertThat(finished.exitCode()).isZero();
        assertThat(Duration.between(events.get(0).at(), finished.at()).toSeconds()).isEqualTo(finished
                .runtimeSeconds());
        assertThat(market.output(COMPLETES)).hasValueSatisfying(output -> assertThat(output)
                .contains("hello from").contains("done"));
        // --time = ceil((3 s planned + 30 s margin) / 60) = 1 min.
        assertThat(slurmJob(COMPLETES).timeLimitMinutes()).isEqualTo(1);
    }

    @Test
    void aScriptExitingWithThreeFailsWithItsExitCode() {
        Event last = last(EXITS_3);
        assertThat(last.type()).isEqualTo("failed");
        assertThat(last.exitCode()).isEqualTo(3);
        assertThat(last.reason()).isEqualTo("Slurm: FAILED — the script exited with status 3");
        assertThat(market.output(EXITS_3)).hasValueSatisfying(o -> assertThat(o).contains("about to fail"));
    }

    @Test
    void aJobTheUserCancelledIsCancelledInSlurmAndNotReportedAgain() {
        assertThat(market.events(CANCELLED_BY_USER)).extracting(Event::type).containsExactly("started");
        assertThat(slurmJob(CANCELLED_BY_USER).state()).isEqualTo("CANCELLED");
        assertThat(market.state(CANCELLED_BY_USER)).isEqualTo("CANCELLED");
    }

    @Test
    void anAssignmentWithoutAScriptFailsWithoutReachingSlurm() {
        assertThat(market.events(NO_SCRIPT)).extracting(Event::reason).containsExactly("no script to run");
        assertThat(slurm.findByName("gm-" + NO_SCRIPT)).isEmpty();
    }

    @Test
    void aRestartedAgentSubmitsNothingTwiceAndReportsTheJobOnce() {
        assertThat(agentsStarted).isEqualTo(2);
        assertThat(slurm.findByName("gm-" + AGENT_RESTARTED)).hasSize(1);
        // --time = ceil((40 s planned + 30 s margin) / 60) = 2 min.
        assertThat(slurmJob(AGENT_RESTARTED).timeLimitMinutes()).isEqualTo(2);
        assertThat(market.events(AGENT_RESTARTED)).extracting(Event::type).containsExactly("started", "finished");
        assertThat(market.output(AGENT_RESTARTED)).hasValueSatisfying(o -> assertThat(o).contains("survived"));
    }

    @Test
    void aJobSubmittedButNotRecordedIsFoundAgainByName() {
        assertThat(slurm.findByName("gm-" + RECORD_LOST)).hasSize(1);
        assertThat(market.events(RECORD_LOST)).extracting(Event::type).containsExactly("started", "finished");
        assertThat(log.toString()).contains("job " + RECORD_LOST + " slurm ").contains("found again in Slurm")
                .doesNotContainPattern("job " + RECORD_LOST + " slurm [0-9]+: submitted");
        assertThat(market.output(RECORD_LOST)).hasValueSatisfying(o -> assertThat(o).contains("found again"));
    }

    @Test
    void aJobSlurmHasForgottenIsReportedFailed() {
        assertThat(slurm.show("999999")).isEmpty();
        assertThat(market.events(FORGOTTEN_BY_SLURM)).extracting(Event::type, Event::reason)
                .containsExactly(Tuple.tuple("failed",
                        "Slurm no longer knows its job 999999"));
    }

    private static SlurmAgent agent(WorkDir workDir) {
        agentsStarted++;
        return new SlurmAgent(market, slurm, workDir, new SlurmAgent.Settings(null, null, MARGIN_SECONDS),
                new PrintWriter(log, true), Clock.systemUTC(), ZoneId.systemDefault());
    }

    /** Every job has a record and nothing is left to do. */
    private static boolean allDone(WorkDir workDir) {
        List<JobRecord> records = workDir.records();
        return records.size() == 7 && records.stream().allMatch(JobRecord::done);
    }

    private static boolean started(long jobId) {
        return market.events(jobId).stream().anyMatch(e -> e.type().equals("started"));
    }

    private static Event last(long jobId) {
        List<Event> events = market.events(jobId);
        assertThat(events).isNotEmpty();
        return events.get(events.size() - 1);
    }

    private static SlurmJob slurmJob(long jobId) {
        List<String> ids = slurm.findByName("gm-" + jobId);
        assertThat(ids).hasSize(1);
        return slurm.show(ids.get(0)).orElseThrow();
    }
}
