package org.gridmarket.core.federation;

import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.workload.ExecutionTime;
import org.gridmarket.core.workload.Job;

/**
 * What a job asks of any site, independent of where it runs: seed 004 §3.2's J = (p, l, α) together with
 * the bandwidth γ_k of its origin, which Eq. (1) needs to size the data it moves.
 *
 * @param lengthMillionInstructions l, the computation in million instructions
 * @param processors p, processors required (rigid)
 * @param communicationSeconds α, the communication overhead as measured on the origin
 * @param originBandwidthGbps γ_k, the origin's interconnect bandwidth
 */
public record JobDemand(double lengthMillionInstructions, int processors, double communicationSeconds,
                        double originBandwidthGbps) {

    /** Seed 004 §4.1: the traces carry no communication data, so α is 10% of the job's execution time. */
    public static final double TRACE_COMMUNICATION_SHARE = 0.10;

    public JobDemand {
        if (lengthMillionInstructions <= 0 || processors <= 0 || communicationSeconds < 0 || originBandwidthGbps <= 0) {
            throw new IllegalArgumentException("invalid job demand: l=" + lengthMillionInstructions + " p="
                    + processors + " α=" + communicationSeconds + " γ=" + originBandwidthGbps);
        }
    }

    /**
     * A trace job's demand: its logged runtime T on {@code origin} is α = 10% communication and 90%
     * computation, so l = 0.9 · T · μ_k · p (Eq. (2) solved for l).
     */
    public static JobDemand ofTraceJob(Job job, Site origin) {
        double communication = TRACE_COMMUNICATION_SHARE * job.runtimeSeconds();
        double length = ExecutionTime.lengthMillionInstructions(job.runtimeSeconds(), 0, job.processors(),
                origin.mipsPerProcessor()) * (1 - TRACE_COMMUNICATION_SHARE);
        return new JobDemand(length, job.processors(), communication, origin.bandwidthGigabitsPerSecond());
    }

    /** A job described by its length alone (no communication), as users submit them live. */
    public static JobDemand ofLength(double lengthMillionInstructions, int processors) {
        return new JobDemand(lengthMillionInstructions, processors, 0, 1);
    }
}
