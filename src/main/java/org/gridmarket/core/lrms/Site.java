package org.gridmarket.core.lrms;

import org.gridmarket.core.workload.ExecutionTime;
import org.gridmarket.core.workload.Job;

/**
 * A cluster: seed 004 §3.2's resource set R = (p, μ, γ) — processors, MIPS per processor and interconnect
 * bandwidth. Processors within a site are identical (seed 002 §3).
 *
 * @param name unique site name (tie-breaks between sites use it)
 * @param processors number of processors
 * @param mipsPerProcessor μ, million instructions per second per processor
 * @param bandwidthGigabitsPerSecond γ, interconnect bandwidth
 */
public record Site(String name, int processors, double mipsPerProcessor, double bandwidthGigabitsPerSecond) {

    /** MIPS of a site whose speed is the trace's own (relative speed 1, seed 002 §5.1). */
    public static final double REFERENCE_MIPS_PER_PROCESSOR = 1000;

    /** Bandwidth used when none is given. */
    public static final double DEFAULT_BANDWIDTH_GIGABITS_PER_SECOND = 1;

    public Site {
        if (name == null || name.isBlank() || processors <= 0 || mipsPerProcessor <= 0
                || bandwidthGigabitsPerSecond <= 0) {
            throw new IllegalArgumentException("invalid site " + name + ":" + processors + ":" + mipsPerProcessor);
        }
    }

    /** A site at reference speed and default bandwidth. */
    public static Site atReferenceSpeed(String name, int processors) {
        return new Site(name, processors, REFERENCE_MIPS_PER_PROCESSOR, DEFAULT_BANDWIDTH_GIGABITS_PER_SECOND);
    }

    /** The job's actual runtime here (seed 004 Eq. 3 from its runtime measured on {@code origin}). */
    public long runtimeSecondsOf(Job job, Site origin) {
        return onThisSite(job.runtimeSeconds(), job, origin);
    }

    /** The job's runtime estimate moved here the same way, so schedulers plan with scaled estimates. */
    public long estimateSecondsOf(Job job, Site origin) {
        return onThisSite(job.estimateSeconds(), job, origin);
    }

    private long onThisSite(long originSeconds, Job job, Site origin) {
        long communicationSeconds = Math.min(job.communicationSeconds(), originSeconds);
        return ExecutionTime.onTargetSeconds(originSeconds, communicationSeconds, job.processors(),
                origin.mipsPerProcessor, origin.bandwidthGigabitsPerSecond, mipsPerProcessor,
                bandwidthGigabitsPerSecond);
    }
}
