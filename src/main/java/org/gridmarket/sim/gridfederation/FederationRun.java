package org.gridmarket.sim.gridfederation;

import java.util.Comparator;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.federation.Federation;
import org.gridmarket.core.federation.Superscheduler;
import org.gridmarket.core.lrms.BackfillingPolicy;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * Runs one federation of seed 004 §4: every job arrives at its origin GFA at its submit time and is placed by
 * {@code superscheduler} with b = 2·B(J, origin), d = 2·D(J, origin) and α = 10% (Eq. (7)–(8), §4.1,
 * {@link Federation#submitTraceJob}).
 *
 * <p>Departure: every GFA's LRMS backfills conservatively, so each queued job holds its reservation and the
 * GRM's admission control (§3) is an exact guarantee; the paper ran GridSim's space-shared allocation.
 */
public final class FederationRun {

    /** The LRMS of every GFA. */
    public static final SchedulerSettings LRMS = SchedulerSettings.of(BackfillingPolicy.parse("conservative"));

    private FederationRun() {
    }

    public static RunResult run(List<Federation.Member> members, List<Job> jobs, Superscheduler superscheduler) {
        EventLoop loop = new EventLoop(0);
        Federation federation = new Federation(members, superscheduler, LRMS, loop);
        for (Job job : jobs) {
            loop.schedule(job.submitSeconds(), () -> federation.submitTraceJob(job));
        }
        loop.run();
        return RunResult.of(federation);
    }

    /**
     * Experiment 3's population profile OFT = i%, OFC = (100 − i)%: job k (in id order) draws u_k from the
     * stream {@code gridfederation/strategy} and seeks OFT when u_k &lt; i/100, OFC otherwise. The draws do not
     * depend on i, so a job that seeks OFT at i% also does at every larger i.
     */
    public static List<Job> withProfile(List<Job> jobs, int oftPercent, RandomStreams streams) {
        if (oftPercent < 0 || oftPercent > 100) {
            throw new IllegalArgumentException("OFT share must be 0..100 %: " + oftPercent);
        }
        UniformRandomProvider random = streams.stream("gridfederation/strategy");
        return jobs.stream().sorted(Comparator.comparingLong(Job::id)).map(job -> {
            boolean time = random.nextDouble() < oftPercent / 100.0;
            return job.toBuilder(job.id()).strategy(time ? OptimisationStrategy.TIME : OptimisationStrategy.COST)
                    .build();
        }).toList();
    }
}
