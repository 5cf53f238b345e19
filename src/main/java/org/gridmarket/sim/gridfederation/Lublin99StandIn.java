package org.gridmarket.sim.gridfederation;

import java.util.List;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.Lublin99Generator;
import org.gridmarket.core.workload.Lublin99Parameters;

/**
 * The workload of a Table 2 resource whose trace we do not have (LANL Origin*): seeded Lublin99 jobs fitted so
 * that the first two-day window, days [0, 2) from the model's midnight start, holds the paper's number of jobs
 * for that resource at the paper's load for it.
 *
 * <p><b>Targets</b> (seed 004 Table 3, LANL Origin): 817 jobs in the two days, and an offered load of 44.55 %.
 * The paper gives no offered load; Table 3's "average resource utilization" (44.55013 %, without federation) is
 * the closest figure. It counts the accepted jobs' work only (93.757 % of the jobs) over an unstated "simulation
 * period", so it is a lower bound of what the paper's two days offered, and we take it as it stands.
 *
 * <p><b>Model.</b> lublin99.md's typeless model adapted to the resource's processors as seed 000 §6.1 does
 * ({@link Lublin99Parameters#adaptedToCluster}, stream {@code lublin99/<name>/adaptation}: uHi = log2 2048 = 11,
 * uMed = 11 − θ with θ ~ U(1.5, 3.5)). Two things are fitted, in this order:
 * <ol>
 *   <li><b>The arrival rate: barr</b>, the scale of the rush-hour gamma, replaces seed 000's draw from
 *       U(0.4871, 0.55). The long-run mean inter-arrival time is E[e<sup>g</sup>] = (1 − barr)<sup>−aarr·arar</sup>
 *       seconds (the daily cycle's weights average 1), so 817 jobs in two days (211.5 s apart) need barr ≈ 0.40.
 *       The fit counts the seeded window instead: the arrival stream's uniforms do not depend on barr and Commons
 *       RNG's gamma sampler multiplies a standard gamma draw by its scale, so every arrival moves later as barr
 *       grows and the count in days [0, 2) falls. Bisection over [{@value #LOWEST_ARRIVAL_SCALE},
 *       {@value #HIGHEST_ARRIVAL_SCALE}] (at most {@value #MAXIMUM_BISECTION_STEPS} steps) stops at a barr whose
 *       window holds exactly the target, else keeps the closest count it met (ties: the smaller barr).</li>
 *   <li><b>The runtimes: one factor k.</b> Sizes and runtimes have streams of their own, so step 1 leaves them as
 *       they were. k = target load / the window's offered load before scaling, and every generated runtime
 *       becomes max(1, round(k · runtime)) seconds (its estimate too: the model has none). That shifts the
 *       log-runtime hyper-gamma by ln k and keeps its shape; sizes keep the model's distribution. The window's
 *       offered load is then the target up to the rounding.</li>
 * </ol>
 * Offered load = Σ processors × runtime / (resource processors × two days) over the jobs submitted in the window
 * ({@link FederationWorkload#offeredLoad}). Later windows (Experiment 5's replicas) continue the same streams with
 * the same barr and k, so their counts and loads vary about the targets. Everything is seeded: the same master
 * seed gives the same jobs.
 */
final class Lublin99StandIn {

    static final double LOWEST_ARRIVAL_SCALE = 0.05;
    static final double HIGHEST_ARRIVAL_SCALE = 0.9;
    static final int MAXIMUM_BISECTION_STEPS = 64;
    private static final int MAXIMUM_GENERATED_JOBS = 4_000_000;

    /** What the window is fitted to: a job count and an offered load (a fraction) over two days. */
    record Target(int jobs, double offeredLoad) {
        Target {
            if (jobs <= 0 || !(offeredLoad > 0)) {
                throw new IllegalArgumentException("a target needs jobs and a positive load: " + jobs + ", "
                        + offeredLoad);
            }
        }

        /** Table 3's job count and utilisation of the resource's row. */
        static Target table3(Table2Resource resource) {
            PaperValues.Table3Row row = PaperValues.table3(resource);
            return new Target(Integer.parseInt(row.jobs()), Double.parseDouble(row.utilisationPercent()) / 100);
        }
    }

    /**
     * What the fit chose and what it reached.
     *
     * @param arrivalScale the fitted barr
     * @param runtimeFactor k
     * @param unscaledOfferedLoad the window's offered load before k
     * @param windowJobs jobs submitted in days [0, 2)
     * @param windowOfferedLoad their offered load after k
     */
    record Fit(Target target, double arrivalScale, double runtimeFactor, double unscaledOfferedLoad,
               int windowJobs, double windowOfferedLoad) {
    }

    /** The jobs in arrival order, from time 0 = the model's midnight start, and how they were fitted. */
    record Fitted(List<Job> jobs, Fit fit) {
    }

    private Lublin99StandIn() {
    }

    /**
     * Fits {@code resource}'s stand-in to {@code target} and generates jobs up to at least {@code coveredSeconds}
     * (the windows the replicas need).
     */
    static Fitted generate(Table2Resource resource, Target target, RandomStreams streams, long coveredSeconds) {
        Lublin99Parameters adapted = Lublin99Parameters.TYPELESS.adaptedToCluster(resource.processors(),
                streams.stream("lublin99/" + resource.name() + "/adaptation"));
        double arrivalScale = fitArrivalScale(adapted, resource, target.jobs(), streams);
        Lublin99Parameters fitted = adapted.withArrivalScale(arrivalScale);
        List<Job> unscaled = covering(fitted, resource, streams, Math.max(coveredSeconds,
                FederationWorkload.TWO_DAYS_SECONDS));
        double unscaledLoad = windowLoad(unscaled, resource);
        if (!(unscaledLoad > 0)) {
            throw new IllegalStateException(resource.name() + "'s first window is empty at barr " + arrivalScale);
        }
        double factor = target.offeredLoad() / unscaledLoad;
        List<Job> jobs = unscaled.stream().map(job -> {
            long runtime = Math.max(1, Math.round(factor * job.runtimeSeconds()));
            return job.toBuilder(job.id()).runtimeSeconds(runtime).estimateSeconds(runtime).build();
        }).toList();
        Fit fit = new Fit(target, arrivalScale, factor, unscaledLoad, inFirstWindow(jobs).size(),
                windowLoad(jobs, resource));
        return new Fitted(jobs, fit);
    }

    /** Step 1: the barr whose first window holds {@code targetJobs}, or the closest count met. */
    static double fitArrivalScale(Lublin99Parameters adapted, Table2Resource resource, int targetJobs,
            RandomStreams streams) {
        double low = LOWEST_ARRIVAL_SCALE;
        double high = HIGHEST_ARRIVAL_SCALE;
        double best = low;
        int bestMiss = Integer.MAX_VALUE;
        for (int step = 0; step < MAXIMUM_BISECTION_STEPS; step++) {
            double middle = (low + high) / 2;
            int count = firstWindowCount(adapted.withArrivalScale(middle), resource, streams, targetJobs);
            int miss = Math.abs(count - targetJobs);
            if (miss < bestMiss || (miss == bestMiss && middle < best)) {
                best = middle;
                bestMiss = miss;
            }
            if (count == targetJobs) {
                break;
            }
            if (count > targetJobs) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return best;
    }

    /** Jobs in days [0, 2) among the first 2 · target + 1: enough to tell more than the target from fewer. */
    private static int firstWindowCount(Lublin99Parameters parameters, Table2Resource resource,
            RandomStreams streams, int targetJobs) {
        List<Job> jobs = new Lublin99Generator(List.of(parameters), streams, resource.name())
                .generate(2 * targetJobs + 1);
        return inFirstWindow(jobs).size();
    }

    /** Enough jobs that the last arrives at or after {@code coveredSeconds}. */
    private static List<Job> covering(Lublin99Parameters parameters, Table2Resource resource, RandomStreams streams,
            long coveredSeconds) {
        for (int count = 4096; count <= MAXIMUM_GENERATED_JOBS; count *= 2) {
            List<Job> jobs = new Lublin99Generator(List.of(parameters), streams, resource.name()).generate(count);
            if (jobs.get(jobs.size() - 1).submitSeconds() >= coveredSeconds) {
                return jobs;
            }
        }
        throw new IllegalStateException("Lublin99 did not cover " + coveredSeconds + " s in "
                + MAXIMUM_GENERATED_JOBS + " jobs");
    }

    private static List<Job> inFirstWindow(List<Job> jobs) {
        return jobs.stream().filter(job -> job.submitSeconds() < FederationWorkload.TWO_DAYS_SECONDS).toList();
    }

    private static double windowLoad(List<Job> jobs, Table2Resource resource) {
        return FederationWorkload.offeredLoad(inFirstWindow(jobs), resource.processors(),
                FederationWorkload.TWO_DAYS_SECONDS);
    }
}
