package org.gridmarket.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.gridmarket.core.lrms.BackfillingPolicy;
import org.gridmarket.core.lrms.ConservativeBackfilling;
import org.gridmarket.core.lrms.EasyBackfilling;
import org.gridmarket.core.lrms.Fcfs;
import org.gridmarket.core.lrms.OverrunRule;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.TraceJobs;

/**
 * Issue 24: a streamed replay ({@link Simulation#stream}, records handed on through the reorder buffer) gives
 * the records of {@link Simulation#run} in its order and summaries equal to its own bit for bit, on random
 * workloads with jobs running past their estimates, rejected jobs (wider than the site), one or two sites.
 */
class StreamedSimulationProperties {

    @Property(tries = 300)
    void streamingGivesTheSameRecordsInTheSameOrderAndTheSameSums(@ForAll("jobs") List<Job> jobs,
            @ForAll("policies") BackfillingPolicy policy, @ForAll boolean kill, @ForAll boolean twoSites) {
        List<Site> sites = twoSites ? List.of(Site.atReferenceSpeed("a", 8), Site.atReferenceSpeed("b", 5))
                : List.of(Site.atReferenceSpeed("a", 8));
        SchedulerSettings settings = SchedulerSettings.of(policy)
                .withOverrunRule(kill ? OverrunRule.KILL_AT_ESTIMATE : OverrunRule.EXTEND_ESTIMATE);
        SiteAssignment assignment = twoSites ? SiteAssignment.ROUND_ROBIN : SiteAssignment.ORIGIN;

        SimulationResult whole = new Simulation(sites, settings, assignment).run(jobs, ProgressListener.NONE);
        List<Job> ordered = new ArrayList<>(jobs);
        ordered.sort(TraceJobs.ARRIVAL_ORDER);
        List<ReplayedJob> streamedRecords = new ArrayList<>();
        SimulationResult streamed = new Simulation(sites, settings, assignment).stream(ordered.iterator(),
                ProgressListener.NONE, streamedRecords::add);

        assertEquals(whole.records(), streamedRecords);
        assertEquals(whole.overall(), streamed.overall());
        assertEquals(whole.siteSummaries(), streamed.siteSummaries());
        assertEquals(whole.processedEvents(), streamed.processedEvents());
        assertEquals(List.of(), streamed.records());
    }

    @Provide
    Arbitrary<List<Job>> jobs() {
        Arbitrary<long[]> job = Combinators.combine(Arbitraries.longs().between(0, 400),
                Arbitraries.integers().between(1, 10), Arbitraries.longs().between(1, 300),
                Arbitraries.longs().between(1, 300)).as((submit, processors, runtime, estimate) ->
                        new long[] {submit, processors, runtime, estimate});
        return job.list().ofMaxSize(40).map(StreamedSimulationProperties::numbered);
    }

    /** Distinct ids, handed out in an order unrelated to submission, so that the sort has work to do. */
    private static List<Job> numbered(List<long[]> values) {
        List<Job> jobs = new ArrayList<>();
        for (int index = 0; index < values.size(); index++) {
            long[] value = values.get(index);
            jobs.add(Job.builder((index * 7919L) % 10_007 + 1).submitSeconds(value[0]).processors((int) value[1])
                    .runtimeSeconds(value[2]).estimateSeconds(value[3]).originSite("trace").build());
        }
        jobs.sort(Comparator.comparingLong(Job::runtimeSeconds));
        return jobs;
    }

    @Provide
    Arbitrary<BackfillingPolicy> policies() {
        return Arbitraries.of(new Fcfs(), new EasyBackfilling(1), new EasyBackfilling(3),
                new ConservativeBackfilling());
    }
}
