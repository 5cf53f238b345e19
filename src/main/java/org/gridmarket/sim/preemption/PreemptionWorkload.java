package org.gridmarket.sim.preemption;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.sampling.PermutationSampler;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.preemption.LeaseRequest;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.LeaseType;
import org.gridmarket.core.workload.Lublin99Generator;
import org.gridmarket.core.workload.Lublin99Parameters;

/**
 * Seed 001 §7.2's workload: Lublin99 typeless requests for a 32-node cluster (uHi = 5) "adjusted to 4 VMs and 2
 * hours" over two weeks, then typed per sweep point.
 * <ol>
 *   <li>uMed is lowered by bisection on [uLow, 4.5] until the sample's mean size is 4 ± 0.05 VMs. Sizes come from
 *       their own stream, so with the same seed the mean size only grows with uMed.</li>
 *   <li>Runtimes are scaled by one factor to a mean of 7,200 s (whole seconds, at least 1).</li>
 *   <li>Arrivals are stretched linearly so that the first is at 0 and the last at 14 days.</li>
 *   <li>Types: one seeded permutation of the requests per seed; a {@link TypeMix} takes its locals first, then
 *       cancellable, suspendable, migratable and non-preemptable externals, so every count is exact and points of
 *       a sweep share their draws. Deadline = arrival + slack × duration: slack 1.0 for locals (served without
 *       delay), 2.0 for deadline-constrained externals, none ({@link Long#MAX_VALUE}) for best effort.</li>
 * </ol>
 * Cost: O(bisection steps × requests) to adjust, O(requests) per typing.
 */
public final class PreemptionWorkload {

    public static final int PROCESSORS = 32;
    public static final int REQUESTS = 3_000;
    public static final long SPAN_SECONDS = 14L * 86_400;
    public static final double MEAN_PROCESSORS = 4;
    public static final double MEAN_PROCESSORS_TOLERANCE = 0.05;
    public static final double MEAN_DURATION_SECONDS = 7_200;
    public static final double LOCAL_SLACK = 1.0;
    public static final double EXTERNAL_DEADLINE_SLACK = 2.0;

    private static final int MAXIMUM_BISECTION_STEPS = 60;
    private static final double HIGHEST_SIZE_MEDIUM = Lublin99Parameters.TYPELESS.sizeMedium();

    /** One untyped request: arrival, VMs (one per processor) and duration. */
    public record Request(long id, long arrivalSeconds, int processors, long durationSeconds) {
    }

    /**
     * The adjusted requests of one seed and the permutation that types them.
     *
     * @param sizeMedium the uMed the bisection settled on
     * @param offeredLoad Σ v·d ÷ (32 × span): how many times the cluster's capacity the requests ask for
     */
    public record Adjusted(List<Request> requests, int[] typeOrder, double sizeMedium, double meanProcessors,
            double meanDurationSeconds, double offeredLoad) {
        public Adjusted {
            requests = List.copyOf(requests);
        }
    }

    /** How many requests of each kind (their sum is the number of requests). */
    public record TypeMix(int locals, int cancellable, int suspendable, int migratable, int nonPreemptable) {
        public TypeMix {
            if (locals < 0 || cancellable < 0 || suspendable < 0 || migratable < 0 || nonPreemptable < 0) {
                throw new IllegalArgumentException("negative count in " + this);
            }
        }

        public int total() {
            return locals + cancellable + suspendable + migratable + nonPreemptable;
        }

        /** Splits best effort and deadline-constrained 1:1 (the odd one to suspendable or non-preemptable). */
        public static TypeMix of(int locals, int bestEffort, int deadlineConstrained) {
            return new TypeMix(locals, bestEffort / 2, bestEffort - bestEffort / 2, deadlineConstrained / 2,
                    deadlineConstrained - deadlineConstrained / 2);
        }
    }

    private PreemptionWorkload() {
    }

    /** §7.2's 3,000 requests over 14 days. */
    public static Adjusted generate(RandomStreams streams) {
        return generate(streams, REQUESTS, SPAN_SECONDS);
    }

    /** {@code count} adjusted requests over {@code spanSeconds} (tests use fewer). */
    public static Adjusted generate(RandomStreams streams, int count, long spanSeconds) {
        Lublin99Parameters model = Lublin99Parameters.TYPELESS.withMaximumProcessors(PROCESSORS);
        double low = model.sizeLow();
        double high = HIGHEST_SIZE_MEDIUM;
        List<Job> jobs = jobs(model.withSizeMedium(high), streams, count);
        double medium = high;
        for (int step = 0; Math.abs(meanProcessors(jobs) - MEAN_PROCESSORS) > MEAN_PROCESSORS_TOLERANCE; step++) {
            if (step == MAXIMUM_BISECTION_STEPS) {
                throw new IllegalStateException("no uMed in [" + model.sizeLow() + ", " + HIGHEST_SIZE_MEDIUM
                        + "] gives a mean of " + MEAN_PROCESSORS + " VMs");
            }
            medium = (low + high) / 2;
            jobs = jobs(model.withSizeMedium(medium), streams, count);
            if (meanProcessors(jobs) > MEAN_PROCESSORS) {
                high = medium;
            } else {
                low = medium;
            }
        }
        return adjust(jobs, medium, spanSeconds, typeOrder(streams, count));
    }

    private static List<Job> jobs(Lublin99Parameters model, RandomStreams streams, int count) {
        return new Lublin99Generator(List.of(model), streams, "seed001").generate(count);
    }

    private static double meanProcessors(List<Job> jobs) {
        return jobs.stream().mapToInt(Job::processors).average().orElseThrow();
    }

    private static Adjusted adjust(List<Job> jobs, double medium, long spanSeconds, int[] typeOrder) {
        double factor = MEAN_DURATION_SECONDS * jobs.size() / jobs.stream().mapToLong(Job::runtimeSeconds).sum();
        long first = jobs.get(0).submitSeconds();
        long last = jobs.get(jobs.size() - 1).submitSeconds();
        double stretch = last == first ? 0 : (double) spanSeconds / (last - first);
        List<Request> requests = new ArrayList<>(jobs.size());
        double work = 0;
        for (Job job : jobs) {
            long duration = Math.max(1, Math.round(job.runtimeSeconds() * factor));
            long arrival = Math.round((job.submitSeconds() - first) * stretch);
            requests.add(new Request(job.id(), arrival, job.processors(), duration));
            work += (double) job.processors() * duration;
        }
        double meanDuration = requests.stream().mapToLong(Request::durationSeconds).average().orElseThrow();
        return new Adjusted(requests, typeOrder, medium, meanProcessors(jobs), meanDuration,
                work / ((double) PROCESSORS * spanSeconds));
    }

    private static int[] typeOrder(RandomStreams streams, int count) {
        int[] order = PermutationSampler.natural(count);
        PermutationSampler.shuffle(streams.stream("seed001/types"), order);
        return order;
    }

    /** The requests typed by {@code mix}, in arrival order. */
    public static List<LeaseRequest> typed(Adjusted workload, TypeMix mix) {
        List<Request> requests = workload.requests();
        if (mix.total() != requests.size()) {
            throw new IllegalArgumentException(mix + " does not type " + requests.size() + " requests");
        }
        LeaseType[] types = new LeaseType[requests.size()];
        boolean[] local = new boolean[requests.size()];
        int[] order = workload.typeOrder();
        int next = 0;
        for (int index = 0; index < mix.locals(); index++) {
            local[order[next]] = true;
            types[order[next++]] = LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE;
        }
        next = assign(types, order, next, mix.cancellable(), LeaseType.BEST_EFFORT_CANCELLABLE);
        next = assign(types, order, next, mix.suspendable(), LeaseType.BEST_EFFORT_SUSPENDABLE);
        next = assign(types, order, next, mix.migratable(), LeaseType.DEADLINE_CONSTRAINT_MIGRATABLE);
        assign(types, order, next, mix.nonPreemptable(), LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE);
        List<LeaseRequest> typed = new ArrayList<>(requests.size());
        for (int index = 0; index < requests.size(); index++) {
            Request request = requests.get(index);
            typed.add(new LeaseRequest(request.id(), request.arrivalSeconds(), request.processors(),
                    request.durationSeconds(), types[index], local[index],
                    deadline(request, types[index], local[index])));
        }
        return typed;
    }

    private static int assign(LeaseType[] types, int[] order, int from, int count, LeaseType type) {
        for (int index = from; index < from + count; index++) {
            types[order[index]] = type;
        }
        return from + count;
    }

    /** Issue 21's Ambiguity "deadlines": arrival + slack × duration, none for best effort. */
    static long deadline(Request request, LeaseType type, boolean local) {
        if (local) {
            return request.arrivalSeconds() + Math.round(LOCAL_SLACK * request.durationSeconds());
        }
        if (type == LeaseType.BEST_EFFORT_CANCELLABLE || type == LeaseType.BEST_EFFORT_SUSPENDABLE) {
            return Long.MAX_VALUE;
        }
        return request.arrivalSeconds() + Math.round(EXTERNAL_DEADLINE_SLACK * request.durationSeconds());
    }
}
