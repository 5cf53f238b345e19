package org.gridmarket.app.jobs.service;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.core.engine.ModelHorizon;
import org.gridmarket.core.lrms.Site;

/**
 * A job as a user describes it: processors, its size (length in MI, or runtime at the reference speed of
 * 1,000 MIPS per processor), budget, the deadline as the longest it may take from submission (seed 004's
 * d), the strategy that places it (by name), and for a strategy that weighs lateness (seed 003's w) what each
 * second late costs; without it the deadline is hard. {@code leaseType} is seed 001 §4.2's lease
 * ({@link LeaseTypes}): what the user lets the site's owner do to the job for a discount. A length is at most
 * {@link JobLimits#MAX_LENGTH_MI_PER_PROCESSOR} per processor (422 naming {@code lengthMi}). {@code script} (issue
 * 33; null: none) is a shell script for a real cluster to run, 1 to {@link JobLimits#MAX_SCRIPT_BYTES} bytes of
 * UTF-8 (422 naming {@code script}); a job with one goes only to sites that run scripts.
 */
public record JobRequest(int processors, Long lengthMi, Long runtimeSeconds, long budgetMicroGd,
                         long deadlineSeconds, String strategy, Long tardinessPenaltyMicroGdPerSecond,
                         String leaseType, String script) {

    /** A request without a script. */
    public JobRequest(int processors, Long lengthMi, Long runtimeSeconds, long budgetMicroGd, long deadlineSeconds,
                      String strategy, Long tardinessPenaltyMicroGdPerSecond, String leaseType) {
        this(processors, lengthMi, runtimeSeconds, budgetMicroGd, deadlineSeconds, strategy,
                tardinessPenaltyMicroGdPerSecond, leaseType, null);
    }

    /** A non-preemptable request. */
    public JobRequest(int processors, Long lengthMi, Long runtimeSeconds, long budgetMicroGd, long deadlineSeconds,
                      String strategy, Long tardinessPenaltyMicroGdPerSecond) {
        this(processors, lengthMi, runtimeSeconds, budgetMicroGd, deadlineSeconds, strategy,
                tardinessPenaltyMicroGdPerSecond, null);
    }

    /** A request with a hard deadline. */
    public JobRequest(int processors, Long lengthMi, Long runtimeSeconds, long budgetMicroGd, long deadlineSeconds,
                      String strategy) {
        this(processors, lengthMi, runtimeSeconds, budgetMicroGd, deadlineSeconds, strategy, null, null);
    }

    public JobRequest {
        leaseType = LeaseTypes.parse(leaseType);
        if ((lengthMi == null) == (runtimeSeconds == null)) {
            throw ApiProblem.invalid("lengthMi", "give either lengthMi or runtimeSeconds, not both or neither");
        }
        if (lengthMi != null && processors > 0
                && (lengthMi - 1) / processors + 1 > JobLimits.MAX_LENGTH_MI_PER_PROCESSOR) {
            throw ApiProblem.invalid("lengthMi", "at most " + JobLimits.MAX_LENGTH_MI_PER_PROCESSOR
                    + " MI per processor (" + processors * JobLimits.MAX_LENGTH_MI_PER_PROCESSOR + " MI on "
                    + processors + "), so that the job runs at most 10^11 s even at 1 MIPS and ends before the year "
                    + ModelHorizon.LAST_YEAR);
        }
        if (script != null) {
            int bytes = script.getBytes(StandardCharsets.UTF_8).length;
            if (bytes < 1 || bytes > JobLimits.MAX_SCRIPT_BYTES) {
                throw ApiProblem.invalid("script", "a script is 1 to " + JobLimits.MAX_SCRIPT_BYTES
                        + " bytes of UTF-8 (64 KiB); this one is " + bytes);
            }
        }
    }

    /** The same request for another lease type. */
    public JobRequest withLeaseType(String type) {
        return new JobRequest(processors, lengthMi, runtimeSeconds, budgetMicroGd, deadlineSeconds, strategy,
                tardinessPenaltyMicroGdPerSecond, type, script);
    }

    /** l in MI: as given, or runtime × 1,000 MIPS × processors. */
    public long length() {
        if (lengthMi != null) {
            return lengthMi;
        }
        return Math.multiplyExact(Math.multiplyExact(runtimeSeconds, (long) Site.REFERENCE_MIPS_PER_PROCESSOR),
                processors);
    }

    /** Whether the job carries a script to run. */
    public boolean carriesScript() {
        return script != null;
    }

    /**
     * What makes two submissions under one Idempotency-Key the same request, and a binding quote's fields: a
     * script counts by its SHA-256, so another script (or none) is another request.
     */
    public String fingerprint() {
        String base = processors + "|" + length() + "|" + budgetMicroGd + "|" + deadlineSeconds + "|" + strategy;
        String lease = LeaseTypes.NON_PREEMPTABLE.equals(leaseType) ? "" : "|lease=" + leaseType;
        String work = script == null ? "" : "|script=" + HexFormat.of().formatHex(sha256(script));
        return (tardinessPenaltyMicroGdPerSecond == null ? base : base + "|w=" + tardinessPenaltyMicroGdPerSecond)
                + lease + work;
    }

    private static byte[] sha256(String text) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
