package org.gridmarket.core.preemption;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.LeaseType;

/** Seed 001 one-site runs on random workloads: what preemption must never break, under every policy. */
class SimulationProperties {

    private static final int PROCESSORS = 8;

    @Provide
    Arbitrary<String> policies() {
        return Arbitraries.of("NOP", "MOV", "MLIP", "MOML");
    }

    /** Records every decision and checks the invariants as they happen. */
    private static final class Observer implements SchedulerListener {
        final Map<Long, LeaseRequest> requests = new HashMap<>();
        final Map<Long, Long> promised = new HashMap<>();
        final Map<Long, Long> runningSince = new HashMap<>();
        final TreeMap<Long, Integer> busyChanges = new TreeMap<>();

        @Override
        public void jobReserved(Site site, SiteJob job, long startSeconds) {
            Long before = promised.put(job.id(), startSeconds);
            assertThat(before == null || startSeconds <= before).as("job %d moved later", job.id()).isTrue();
        }

        @Override
        public void jobStarted(Site site, SiteJob job) {
            runningSince.put(job.id(), job.runSinceSeconds());
        }

        @Override
        public void jobPreempted(Site site, SiteJob job, SiteJob by) {
            assertThat(requests.get(job.id()).preemptable()).as("job %d may be preempted", job.id()).isTrue();
            assertThat(requests.get(by.id()).local()).isTrue();
            promised.remove(job.id());
            stop(job, by.arrivalSeconds());
        }

        @Override
        public void jobEnded(Site site, SiteJob job) {
            stop(job, job.endSeconds());
        }

        /** A run segment [since, until) holds the job's processors (events at one instant come in any order). */
        private void stop(SiteJob job, long untilSeconds) {
            Long since = runningSince.remove(job.id());
            if (since != null && untilSeconds > since) {
                busyChanges.merge(since, job.processors(), Integer::sum);
                busyChanges.merge(untilSeconds, -job.processors(), Integer::sum);
            }
        }

        int peakBusyProcessors() {
            int busy = 0;
            int peak = 0;
            for (int change : busyChanges.values()) {
                busy += change;
                peak = Math.max(peak, busy);
            }
            return peak;
        }
    }

    @Property(tries = 150)
    void preemptionKeepsEveryGuarantee(@ForAll long seed, @ForAll("policies") String policy) {
        List<LeaseRequest> requests = workload(seed);
        Observer observer = new Observer();
        requests.forEach(request -> observer.requests.put(request.id(), request));

        PreemptionSimulation.Result result = PreemptionSimulation.run(PROCESSORS, request -> 1024, requests,
                PreemptionPolicies.byName(policy), PreemptionOverhead.paperDefaults(), observer, () -> 0L);

        int preempted = 0;
        for (LeaseOutcome outcome : result.outcomes()) {
            LeaseRequest request = observer.requests.get(outcome.id());
            preempted += outcome.timesPreempted();
            assertThat(outcome.rejected() && request.bestEffort()).as("best effort is never rejected").isFalse();
            if (!outcome.rejected() && !outcome.cancelled()) {
                assertThat(outcome.usefulSeconds()).isEqualTo(request.durationSeconds());
                assertThat(outcome.endSeconds()).isLessThanOrEqualTo(request.deadlineSeconds());
            }
            if (!request.preemptable()) {
                assertThat(outcome.timesPreempted()).isZero();
            }
        }
        assertThat(result.preemptions()).isEqualTo(preempted);
        assertThat(observer.runningSince).as("every run segment ended").isEmpty();
        assertThat(observer.peakBusyProcessors()).as("no overbooking").isLessThanOrEqualTo(PROCESSORS);
        if (policy.equals("NOP")) {
            assertThat(preempted).isZero();
        }
    }

    @Property(tries = 50)
    void theSameWorkloadGivesTheSameOutcomes(@ForAll long seed, @ForAll("policies") String policy) {
        List<LeaseRequest> requests = workload(seed);
        PreemptionPolicy chosen = PreemptionPolicies.byName(policy);

        assertThat(PreemptionSimulation.run(PROCESSORS, 1024, requests, chosen, PreemptionOverhead.paperDefaults())
                .outcomes()).isEqualTo(PreemptionSimulation.run(PROCESSORS, 1024, requests, chosen,
                PreemptionOverhead.paperDefaults()).outcomes());
    }

    /** Up to 40 requests over an hour: a third local (deadline = ready + duration), externals of every type. */
    private static List<LeaseRequest> workload(long seed) {
        Random random = new Random(seed);
        List<LeaseRequest> requests = new ArrayList<>();
        LeaseType[] types = LeaseType.values();
        for (int id = 1; id <= 5 + random.nextInt(36); id++) {
            long arrival = random.nextInt(3_600);
            long duration = 60 + random.nextInt(1_800);
            int processors = 1 + random.nextInt(PROCESSORS);
            boolean local = random.nextInt(3) == 0;
            LeaseType type = local ? LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE : types[random.nextInt(4)];
            boolean bestEffort = !local && type.name().startsWith("BEST_EFFORT");
            long deadline = bestEffort ? Long.MAX_VALUE : arrival + (local ? 1 : 2) * duration;
            requests.add(new LeaseRequest(id, arrival, processors, duration, type, local, deadline));
        }
        return requests;
    }
}
