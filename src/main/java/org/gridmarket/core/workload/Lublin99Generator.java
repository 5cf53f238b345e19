package org.gridmarket.core.workload;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.AhrensDieterMarsagliaTsangGammaSampler;
import org.apache.commons.rng.sampling.distribution.ContinuousSampler;
import org.gridmarket.core.engine.RandomStreams;

/**
 * The Lublin–Feitelson rigid-job model ("Lublin99", ../shared/models/lublin99.md) used by seeds 000 (§6.1),
 * 001 and 002 (§5.1). One or two job classes (typeless, or batch and interactive) each draw sizes,
 * runtimes and arrivals from their own random streams, so a class's draws never depend on the other's.
 *
 * <p>The model has no user estimates: every generated job's estimate equals its runtime. Arrival times are
 * truncated to whole seconds; jobs get ids 1..N in arrival order.
 */
public final class Lublin99Generator {

    private static final double LOG_RUNTIME_LIMIT = 12;

    private final List<JobClass> classes = new ArrayList<>();
    private final String originSite;

    /**
     * @param classParameters one entry for the typeless model, or batch and interactive (ties in arrival time
     *     go to the class listed first)
     * @param streams source of the per-class random streams, named {@code lublin99/<site>/<class>/...}
     * @param originSite the site the jobs are submitted to
     */
    public Lublin99Generator(List<Lublin99Parameters> classParameters, RandomStreams streams, String originSite) {
        this.originSite = originSite;
        for (Lublin99Parameters parameters : classParameters) {
            classes.add(new JobClass(parameters, streams, "lublin99/" + originSite + "/" + parameters.className()));
        }
    }

    /** Generates {@code count} jobs in arrival order. */
    public List<Job> generate(int count) {
        List<Job> jobs = new ArrayList<>(count);
        for (int id = 1; id <= count; id++) {
            JobClass next = earliestClass();
            jobs.add(next.nextJob(id, originSite));
            next.arrivals.advance();
        }
        return jobs;
    }

    private JobClass earliestClass() {
        JobClass earliest = classes.get(0);
        for (JobClass candidate : classes) {
            if (candidate.arrivals.nextArrivalSeconds() < earliest.arrivals.nextArrivalSeconds()) {
                earliest = candidate;
            }
        }
        return earliest;
    }

    /** Per-class state: its parameters, arrival process and the streams for sizes and runtimes. */
    private static final class JobClass {
        private final Lublin99Parameters parameters;
        private final Lublin99Arrivals arrivals;
        private final UniformRandomProvider sizeRandom;
        private final UniformRandomProvider runtimeRandom;
        private final ContinuousSampler firstRuntimeGamma;
        private final ContinuousSampler secondRuntimeGamma;

        JobClass(Lublin99Parameters parameters, RandomStreams streams, String streamPrefix) {
            this.parameters = parameters;
            this.arrivals = new Lublin99Arrivals(parameters, streams.stream(streamPrefix + "/arrivals"));
            this.sizeRandom = streams.stream(streamPrefix + "/sizes");
            this.runtimeRandom = streams.stream(streamPrefix + "/runtimes");
            this.firstRuntimeGamma = AhrensDieterMarsagliaTsangGammaSampler.of(runtimeRandom,
                    parameters.runtimeShapeFirst(), parameters.runtimeScaleFirst());
            this.secondRuntimeGamma = AhrensDieterMarsagliaTsangGammaSampler.of(runtimeRandom,
                    parameters.runtimeShapeSecond(), parameters.runtimeScaleSecond());
        }

        Job nextJob(long id, String originSite) {
            int processors = drawProcessors();
            long runtimeSeconds = drawRuntimeSeconds(processors);
            return Job.builder(id)
                    .submitSeconds((long) arrivals.nextArrivalSeconds())
                    .processors(processors)
                    .runtimeSeconds(runtimeSeconds)
                    .originSite(originSite)
                    .build();
        }

        /** "Number of nodes": serial, power-of-two, or any size from the two-stage uniform in log2. */
        private int drawProcessors() {
            double kind = sizeRandom.nextDouble();
            if (kind <= parameters.serialProbability()) {
                return 1;
            }
            double logSize = sizeRandom.nextDouble() <= parameters.sizeLowProbability()
                    ? uniform(parameters.sizeLow(), parameters.sizeMedium())
                    : uniform(parameters.sizeMedium(), parameters.sizeHigh());
            if (kind <= parameters.serialProbability() + parameters.powerOfTwoProbability()) {
                logSize = Math.round(logSize);
            }
            return (int) Math.max(1, Math.round(Math.pow(2, logSize)));
        }

        /** "Runtime": hyper-gamma of log-runtime, mixed by p = pa · nodes + pb clipped to [0, 1]. */
        private long drawRuntimeSeconds(int processors) {
            double firstProbability = Math.min(1, Math.max(0,
                    parameters.runtimeMixSlope() * processors + parameters.runtimeMixIntercept()));
            ContinuousSampler gamma = runtimeRandom.nextDouble() <= firstProbability
                    ? firstRuntimeGamma : secondRuntimeGamma;
            double logRuntime = gamma.sample();
            while (logRuntime > LOG_RUNTIME_LIMIT) {
                logRuntime = gamma.sample();
            }
            return Math.max(1, (long) Math.exp(logRuntime));
        }

        private double uniform(double low, double high) {
            return low >= high ? low : sizeRandom.nextDouble(low, high);
        }
    }
}
