package org.gridmarket.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.zip.GZIPInputStream;
import org.gridmarket.core.lrms.EasyBackfilling;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.workload.DropReason;
import org.gridmarket.core.workload.EstimateSource;
import org.gridmarket.core.workload.SwfReader;
import org.gridmarket.core.workload.TraceDirectory;
import org.gridmarket.core.workload.TraceFilter;
import org.gridmarket.core.workload.TraceJobs;
import org.junit.jupiter.api.Test;

/**
 * Replays the full SDSC-SP2 trace (Parallel Workloads Archive, 59,715 records) on 128 processors with EASY and
 * checks the reported utilisation against Σ(processors × runtime) / (128 × makespan) computed here from the
 * raw file. Skipped when the trace is not found (see {@link TraceDirectory}).
 */
class SdscSp2ReplayTest {

    private static final String TRACE = "SDSC-SP2-1998-4.2-cln.swf.gz";

    @Test
    void easyReplayReportsTheUtilisationTheTraceImplies() throws IOException {
        Optional<Path> trace = TraceDirectory.find(TRACE);
        assumeTrue(trace.isPresent(), "trace " + TRACE + " not found; set GRIDMARKET_TRACES");
        TraceJobs jobs = TraceJobs.from(SwfReader.read(trace.get()), TraceFilter.keepAllThatRan(),
                EstimateSource.REQUESTED_TIME, "SDSC-SP2");

        SimulationResult result = new Simulation(List.of(Site.atReferenceSpeed("SDSC-SP2", 128)),
                SchedulerSettings.of(new EasyBackfilling(1)), SiteAssignment.ORIGIN).run(jobs.jobs(),
                ProgressListener.NONE);

        assertEquals(59_715, jobs.jobs().size() + jobs.droppedCount());
        assertEquals(5_681, jobs.droppedByReason().get(DropReason.NEVER_RAN));
        assertEquals(54_034, result.overall().completed());
        assertEquals(0, result.records().stream().filter(record -> record.state() != SiteJobState.COMPLETED).count());
        long makespan = makespanFrom(result.records());
        double expected = processorSecondsInRawTrace(trace.get()) / (128.0 * makespan);
        assertEquals(expected, result.overall().utilisation(), 1e-12);
    }

    /** Σ processors × runtime over records that ran, read straight from the file without the workload code. */
    private static double processorSecondsInRawTrace(Path trace) throws IOException {
        double total = 0;
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(trace)), StandardCharsets.US_ASCII))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String[] fields = line.trim().split("\\s+");
                if (line.startsWith(";") || fields.length < 8) {
                    continue;
                }
                long runtime = Long.parseLong(fields[3]);
                long processors = Long.parseLong(fields[4]) > 0 ? Long.parseLong(fields[4]) : Long.parseLong(fields[7]);
                if (runtime > 0 && processors > 0) {
                    total += (double) processors * runtime;
                }
            }
        }
        return total;
    }

    private static long makespanFrom(List<ReplayedJob> records) {
        long firstSubmit = records.stream().mapToLong(ReplayedJob::submitSeconds).min().orElseThrow();
        long lastEnd = records.stream().mapToLong(ReplayedJob::endSeconds).max().orElseThrow();
        return lastEnd - firstSubmit;
    }
}
