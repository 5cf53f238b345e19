package org.gridmarket.core.allocation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.gridmarket.core.allocation.AllocationReplay.QueuedJob;
import org.gridmarket.core.allocation.AllocationReplay.Workload;
import org.gridmarket.core.workload.EstimateSource;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.SwfReader;
import org.gridmarket.core.workload.TraceDirectory;
import org.gridmarket.core.workload.TraceFilter;
import org.gridmarket.core.workload.TraceJobs;
import org.junit.jupiter.api.Test;

/**
 * Prints the cost of one AI2 decision (m = 5, 3,000 queued) and of SDSC-SP2 replays (skipped without the
 * trace). Timings are printed, never asserted: the machine is shared.
 */
class AllocationTimingTest {

    private static final int[] TABLE_6 = SpeedVectors.SITE_PROCESSORS;
    private static final double[] SPEEDS = {1.9, 0.6, 1.2, 0.8, 1.1};

    @Test
    void printsTheCostOfOneAdaptiveIntelligent2Decision() {
        int[] queued = new int[3_000];
        for (int index = 0; index < queued.length; index++) {
            queued[index] = 1 + index * 7 % 16;
        }
        // S_bf = site 4 ≠ S_ff = site 2, and each look-ahead places about 40 jobs before one fits nowhere.
        AllocationSnapshot snapshot = new AllocationSnapshot(SPEEDS, new int[] {0, 100, 128, 60, 50}, queued,
                Situation.AFTER_FINISH);
        AllocationMethod method = new AdaptiveIntelligent2();
        int checksum = 0;
        for (int warmUp = 0; warmUp < 200_000; warmUp++) {
            checksum += 1 + method.choose(snapshot);
        }
        int repetitions = 1_000_000;
        long start = System.nanoTime();
        for (int repetition = 0; repetition < repetitions; repetition++) {
            checksum += 1 + method.choose(snapshot);
        }
        double nanos = (System.nanoTime() - start) / (double) repetitions;
        System.out.printf("AI2 decision, m = 5, 3,000 queued: %.0f ns (checksum %d)%n", nanos, checksum);
        assertThat(checksum).isNotZero();
    }

    @Test
    void printsTheCostOfSdscSp2Replays() throws IOException {
        Optional<Path> trace = TraceDirectory.find("SDSC-SP2-1998-4.2-cln.swf.gz");
        assumeTrue(trace.isPresent(), "SDSC-SP2 trace not found; set GRIDMARKET_TRACES");
        Workload workload = Workload.of(jobs(trace.get()));
        for (String name : List.of("BF", "FF", "AI2", "TAI2")) {
            for (double loadFactor : new double[] {1, 2, 4}) {
                AllocationMethod method = AllocationMethods.byName(name);
                AllocationReplay.run(TABLE_6, SPEEDS, workload, method, loadFactor);
                int repetitions = 5;
                long start = System.nanoTime();
                AllocationReplay.Result result = null;
                for (int repetition = 0; repetition < repetitions; repetition++) {
                    result = AllocationReplay.run(TABLE_6, SPEEDS, workload, method, loadFactor);
                }
                System.out.printf("SDSC-SP2 %d jobs, %s, SL %.0f: %.1f ms a replay, ART %.0f s, mean |WQ| %.1f%n",
                        result.jobs(), name, loadFactor, (System.nanoTime() - start) / 1e6 / repetitions,
                        result.averageResponseSeconds(), result.meanQueueLength());
            }
        }
    }

    /** §5.1: SWF queue q (1–5) goes to site q − 1 of Table 6, which does not matter to the replay itself. */
    private static List<QueuedJob> jobs(Path trace) throws IOException {
        TraceJobs jobs = TraceJobs.from(SwfReader.read(trace), TraceFilter.keepAllThatRan(),
                EstimateSource.REQUESTED_TIME, "SDSC-SP2");
        List<QueuedJob> queued = new ArrayList<>();
        for (Job job : jobs.jobs()) {
            queued.add(new QueuedJob(job.id(), job.submitSeconds(), job.processors(), job.runtimeSeconds()));
        }
        queued.sort(java.util.Comparator.comparingLong(QueuedJob::submitSeconds).thenComparingLong(QueuedJob::id));
        return queued;
    }
}
