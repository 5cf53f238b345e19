package org.gridmarket.sim;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.workload.SwfReader;
import org.gridmarket.core.workload.SwfRecord;
import org.gridmarket.core.workload.SwfTrace;

/**
 * Issue 35 B: a replayed schedule written as SWF and read back with the project's own {@link SwfReader} gives
 * every job's submit, wait, runtime and processors back, its site as the partition and its state as the status,
 * with nothing malformed and the header's job count right.
 */
class ScheduleSwfProperties {

    private static final List<Site> SITES = List.of(new Site("alpha", 64, 1000, 1),
            new Site("beta #2", 128, 850.5, 1), new Site("gamma", 8, 2000, 1));

    @Property(tries = 200)
    void readsBackEveryJobOfARandomSchedule(@ForAll("schedules") List<ReplayedJob> jobs) throws IOException {
        Path file = Files.createTempFile("schedule", ".swf");
        try {
            RunDescription run = new RunDescription("random.swf.gz", "EASY", "EXTEND_ESTIMATE", "REQUESTED_TIME",
                    "DROP_NEVER_RAN", 7);
            ScheduleSwf.write(file, null, null, run, SITES, jobs.size(), "gridmarket test", jobs);
            SwfTrace trace = SwfReader.read(file);

            assertThat(trace.malformedLines()).isEmpty();
            assertThat(trace.headerFields()).containsEntry("MaxJobs", Integer.toString(jobs.size()))
                    .containsEntry("MaxProcs", "200").containsEntry("Conversion", "written by gridmarket test");
            assertThat(String.join("\n", trace.headerLines())).contains("replay of random.swf.gz under policy EASY",
                    "seed 7", "Partition: 2 beta #2, 128 processors at 850.5 MIPS");
            assertThat(trace.records()).hasSameSizeAs(jobs);
            for (int index = 0; index < jobs.size(); index++) {
                ReplayedJob job = jobs.get(index);
                SwfRecord record = trace.records().get(index);
                assertThat(record.jobNumber()).isEqualTo(job.jobId());
                assertThat(record.submitSeconds()).isEqualTo(job.submitSeconds());
                assertThat(record.requestedProcessors()).isEqualTo(job.processors());
                assertThat(record.requestedSeconds()).isEqualTo(job.estimateSeconds());
                assertThat(SITES.get(record.partitionNumber() - 1).name()).isEqualTo(job.site());
                if (job.ran()) {
                    assertThat(record.waitSeconds()).isEqualTo(job.startSeconds() - job.submitSeconds());
                    assertThat(record.runtimeSeconds()).isEqualTo(job.endSeconds() - job.startSeconds());
                    assertThat(record.allocatedProcessors()).isEqualTo(job.processors());
                    assertThat(record.status()).isEqualTo(job.state() == SiteJobState.COMPLETED ? 1 : 0);
                } else {
                    assertThat(List.of(record.waitSeconds(), record.runtimeSeconds(),
                            (long) record.allocatedProcessors())).containsOnly(-1L);
                    assertThat(record.status()).isEqualTo(SwfRecord.STATUS_CANCELLED);
                }
                assertThat(List.of(record.userId(), record.groupId(), record.queueNumber())).containsOnly(-1);
            }
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @Provide
    Arbitrary<List<ReplayedJob>> schedules() {
        return Combinators.combine(Arbitraries.longs().between(0, 10_000_000),
                Arbitraries.longs().between(0, 1_000_000),
                Arbitraries.longs().between(0, 2_000_000), Arbitraries.integers().between(1, 128),
                Arbitraries.longs().between(1, 3_000_000), Arbitraries.of(SiteJobState.COMPLETED, SiteJobState.KILLED,
                        SiteJobState.REJECTED), Arbitraries.integers().between(0, SITES.size() - 1))
                .as(Drawn::new).list().ofMaxSize(60).map(ScheduleSwfProperties::schedule);
    }

    /** One drawn job: its times, processors, estimate, fate and site index. */
    private record Drawn(long submit, long waitSeconds, long run, int processors, long estimate, SiteJobState state,
            int site) {
    }

    /** Jobs numbered 1, 2, … in submission order, as a replay reports them. */
    private static List<ReplayedJob> schedule(List<Drawn> drawn) {
        List<ReplayedJob> jobs = new ArrayList<>();
        for (Drawn job : drawn.stream().sorted(Comparator.comparingLong(Drawn::submit)).toList()) {
            boolean ran = job.state() != SiteJobState.REJECTED;
            long start = ran ? job.submit() + job.waitSeconds() : -1;
            long end = ran ? start + job.run() : -1;
            jobs.add(new ReplayedJob(jobs.size() + 1, SITES.get(job.site()).name(), job.submit(), start, end,
                    job.processors(), job.estimate(), job.state()));
        }
        return jobs;
    }
}
