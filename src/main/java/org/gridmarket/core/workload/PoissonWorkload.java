package org.gridmarket.core.workload;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.ContinuousSampler;
import org.apache.commons.rng.sampling.distribution.ZigguratSampler;
import org.gridmarket.core.engine.RandomStreams;

/**
 * Poisson arrivals with uniformly spread sizes, budgets and due dates, as in seed 003 §5.2: exponential
 * inter-arrival times of rate λ; task size O = base MI ± a uniform fraction (10 % in the paper); budget =
 * base ± a fraction; due date = r + run_time + wait_time ± a fraction of (run_time + wait_time).
 *
 * <p>The runtime on the origin site is seed 004 Eq. 2 without communication: O / (MIPS × processors),
 * rounded up to whole seconds (the core's time resolution). Seed 003's numbers (10,000 MI, 400 MIPS, half of
 * a 10-machine cluster) give its run_time of 5 time units, read here as seconds.
 *
 * @param arrivalRatePerSecond λ
 * @param baseLengthMillionInstructions centre of the task size (seed 003: 10,000 MI)
 * @param processors processors per task (seed 003: half a cluster, 5)
 * @param originMipsPerProcessor speed of the origin site (seed 003: 400 MIPS)
 * @param baseBudgetMicroGridDollars centre of the budget (seed 003: 250 G$)
 * @param allowedWaitSeconds seed 003's wait_time added to the due date
 * @param spreadFraction the ± uniform fraction applied to size, budget and due date (seed 003: 0.10)
 */
public record PoissonWorkload(
        double arrivalRatePerSecond,
        double baseLengthMillionInstructions,
        int processors,
        double originMipsPerProcessor,
        long baseBudgetMicroGridDollars,
        long allowedWaitSeconds,
        double spreadFraction) {

    /** Seed 003 §5.2's task population at arrival rate λ. */
    public static PoissonWorkload seed003(double arrivalRatePerSecond) {
        return new PoissonWorkload(arrivalRatePerSecond, 10_000, 5, 400, 250_000_000L, 5, 0.10);
    }

    public PoissonWorkload {
        if (arrivalRatePerSecond <= 0 || baseLengthMillionInstructions <= 0 || processors <= 0
                || originMipsPerProcessor <= 0 || spreadFraction < 0 || spreadFraction >= 1) {
            throw new IllegalArgumentException("invalid Poisson workload " + arrivalRatePerSecond);
        }
    }

    /** {@code count} jobs in arrival order with ids 1..count, drawn from streams named {@code poisson/<site>/...}. */
    public List<Job> generate(int count, RandomStreams streams, String originSite) {
        String prefix = "poisson/" + originSite;
        ContinuousSampler interArrival = ZigguratSampler.Exponential.of(streams.stream(prefix + "/arrivals"),
                1 / arrivalRatePerSecond);
        UniformRandomProvider spread = streams.stream(prefix + "/spread");
        List<Job> jobs = new ArrayList<>(count);
        double arrivalSeconds = 0;
        for (int id = 1; id <= count; id++) {
            arrivalSeconds += interArrival.sample();
            jobs.add(job(id, (long) arrivalSeconds, spread, originSite));
        }
        return jobs;
    }

    private Job job(long id, long submitSeconds, UniformRandomProvider spread, String originSite) {
        double lengthMillionInstructions = spreadAround(baseLengthMillionInstructions, spread);
        long runtimeSeconds = (long) Math.ceil(
                ExecutionTime.computationSeconds(lengthMillionInstructions, processors, originMipsPerProcessor));
        long dueSlackSeconds = Math.round(spreadAround(runtimeSeconds + allowedWaitSeconds, spread));
        return Job.builder(id)
                .submitSeconds(submitSeconds)
                .processors(processors)
                .runtimeSeconds(Math.max(1, runtimeSeconds))
                .originSite(originSite)
                .budgetMicroGridDollars(Math.round(spreadAround(baseBudgetMicroGridDollars, spread)))
                .deadlineSeconds(Math.max(1, dueSlackSeconds))
                .build();
    }

    private double spreadAround(double centre, UniformRandomProvider spread) {
        return centre * (1 + spreadFraction * (2 * spread.nextDouble() - 1));
    }
}
