package org.gridmarket.app.jobs.service;

import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.workload.OptimisationStrategy;

/**
 * A job as a user describes it: processors, its size (length in MI, or runtime at the reference speed of
 * 1,000 MIPS per processor), budget, the deadline as the longest it may take from submission (seed 004's
 * d), and the strategy (OFT or OFC, seed 004 §3.3).
 */
public record JobRequest(int processors, Long lengthMi, Long runtimeSeconds, long budgetMicroGd,
                         long deadlineSeconds, String strategy) {

    public JobRequest {
        if ((lengthMi == null) == (runtimeSeconds == null)) {
            throw ApiProblem.invalid("lengthMi", "give either lengthMi or runtimeSeconds, not both or neither");
        }
    }

    /** l in MI: as given, or runtime × 1,000 MIPS × processors. */
    public long length() {
        if (lengthMi != null) {
            return lengthMi;
        }
        return Math.multiplyExact(Math.multiplyExact(runtimeSeconds, (long) Site.REFERENCE_MIPS_PER_PROCESSOR),
                processors);
    }

    public OptimisationStrategy coreStrategy() {
        return "OFT".equals(strategy) ? OptimisationStrategy.TIME : OptimisationStrategy.COST;
    }

    /** What makes two submissions under one Idempotency-Key the same request. */
    public String fingerprint() {
        return processors + "|" + length() + "|" + budgetMicroGd + "|" + deadlineSeconds + "|" + strategy;
    }
}
