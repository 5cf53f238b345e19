package org.gridmarket.core.tender;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.ContinuousSampler;
import org.apache.commons.rng.sampling.distribution.ZigguratSampler;
import org.gridmarket.core.engine.RandomStreams;

/**
 * Seed 003 §5.2's task stream in the paper's continuous time: Poisson arrivals of rate λ on [0, horizon); each
 * task is a <em>background</em> task of a uniformly drawn cluster with probability {@code backgroundShare}
 * (0.45), else an external task for the Grid; O = 10,000 MI ± 10 %; d = r + (run_time + wait_time) ± 10 % of
 * (run_time + wait_time) with run_time = wait_time = 5; B = 250 G$ ± 10 %; w = B / (d − r − run_time). Every
 * "±" is uniform.
 *
 * <p>{@link org.gridmarket.core.workload.PoissonWorkload#seed003} is not reused: it rounds arrivals to whole seconds, makes
 * rigid jobs and has neither background tasks nor weights.
 *
 * <p>Each quantity has its own stream ({@code tender/arrivals}, {@code tender/kind}, {@code tender/cluster},
 * {@code tender/size}, {@code tender/due}, {@code tender/budget}), so a task's size never depends on whether an
 * earlier task was background. Every task draws all of them, background or not. Costs: O(n) for n tasks.
 *
 * @param arrivalRate λ, tasks per time unit (§5.3: 1, …, 10)
 * @param horizon arrivals are drawn on [0, horizon) (§5.3: 100 time units)
 * @param backgroundShare probability that a task is background (§5.2: 0.45)
 * @param clusters clusters a background task is drawn among (§5.2: 10)
 * @param baseSizeMi O's centre (10,000 MI)
 * @param runTime run_time (5: half of a 10 × 400 MIPS cluster runs 10,000 MI in 5 time units)
 * @param waitTime wait_time (§5.3: 5)
 * @param baseBudget B's centre (250 G$)
 * @param spreadFraction the uniform ± fraction of size, due date and budget (0.10)
 */
public record TenderWorkload(double arrivalRate, double horizon, double backgroundShare, int clusters,
                             double baseSizeMi, double runTime, double waitTime, double baseBudget,
                             double spreadFraction) {

    /** An upper bound on the tasks drawn (λ · horizon is 1,000 in the paper): a limit, not a model parameter. */
    public static final int MAXIMUM_TASKS = 1_000_000;

    /** Seed 003 §5.2–5.3 at arrival rate λ. */
    public static TenderWorkload seed003(double arrivalRate) {
        return new TenderWorkload(arrivalRate, 100, 0.45, 10, 10_000, 5, 5, 250, 0.10);
    }

    public TenderWorkload {
        if (!(arrivalRate > 0) || !(horizon > 0) || !(backgroundShare >= 0 && backgroundShare <= 1) || clusters <= 0
                || !(baseSizeMi > 0) || !(runTime > 0) || !(waitTime >= 0) || !(baseBudget > 0)
                || !(spreadFraction >= 0 && spreadFraction < 1) || !Double.isFinite(arrivalRate * horizon)) {
            throw new IllegalArgumentException("invalid tender workload: λ " + arrivalRate + ", horizon " + horizon
                    + ", background share " + backgroundShare + ", clusters " + clusters + ", size " + baseSizeMi
                    + ", run time " + runTime + ", wait time " + waitTime + ", budget " + baseBudget + ", spread "
                    + spreadFraction);
        }
        if (spreadFraction * (runTime + waitTime) >= waitTime) {
            // d − r − run_time must stay positive, or w = B / (d − r − run_time) is infinite or negative.
            throw new IllegalArgumentException("the due date's spread " + spreadFraction * (runTime + waitTime)
                    + " must be below wait_time " + waitTime);
        }
    }

    /**
     * One arriving task: external (announced to the Grid) or background (run on {@code backgroundCluster} at
     * arrival, without tender).
     *
     * @param backgroundCluster the cluster index in [0, clusters) of a background task, {@link #EXTERNAL} otherwise
     */
    public record Arrival(TenderTask task, int backgroundCluster) {
        public static final int EXTERNAL = -1;

        public boolean background() {
            return backgroundCluster != EXTERNAL;
        }
    }

    /** The tasks arriving in [0, horizon), in arrival order with ids 1, 2, …; the same streams give the same list. */
    public List<Arrival> generate(RandomStreams streams) {
        ContinuousSampler interArrival = ZigguratSampler.Exponential.of(streams.stream("tender/arrivals"),
                1 / arrivalRate);
        UniformRandomProvider kind = streams.stream("tender/kind");
        UniformRandomProvider cluster = streams.stream("tender/cluster");
        UniformRandomProvider size = streams.stream("tender/size");
        UniformRandomProvider due = streams.stream("tender/due");
        UniformRandomProvider budget = streams.stream("tender/budget");
        List<Arrival> arrivals = new ArrayList<>();
        double arrival = interArrival.sample();
        while (arrival < horizon) {
            if (arrivals.size() == MAXIMUM_TASKS) {
                throw new IllegalStateException("more than " + MAXIMUM_TASKS + " tasks in [0, " + horizon + ")");
            }
            boolean background = kind.nextDouble() < backgroundShare;
            int backgroundCluster = cluster.nextInt(clusters);
            TenderTask task = task(arrivals.size() + 1L, arrival, spread(baseSizeMi, size),
                    arrival + spread(runTime + waitTime, due), spread(baseBudget, budget));
            arrivals.add(new Arrival(task, background ? backgroundCluster : Arrival.EXTERNAL));
            arrival += interArrival.sample();
        }
        return List.copyOf(arrivals);
    }

    /** §5.2: w = B / (d − r − run_time), the penalty per time unit late. */
    private TenderTask task(long id, double arrival, double sizeMi, double dueDate, double budget) {
        double weight = budget / (dueDate - arrival - runTime);
        return new TenderTask(id, arrival, sizeMi, budget, dueDate, weight);
    }

    /** centre ± spreadFraction · centre, uniform. */
    private double spread(double centre, UniformRandomProvider random) {
        return centre * (1 + spreadFraction * (2 * random.nextDouble() - 1));
    }
}
