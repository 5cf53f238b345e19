package org.gridmarket.app.jobs.service;

import org.gridmarket.core.engine.ModelHorizon;

/**
 * Upper limits of a job's numbers, derived from what the engine represents. Every model time the market
 * writes lies before the {@link ModelHorizon} (the end of the year 9999); a job of p processors and length l
 * runs l / (μ · p) seconds on a site of μ MIPS per processor (seed 004 Eq. 2–3), so with μ ≥ 1 (the sites'
 * limit) it runs at most l / p seconds anywhere. Bounding l / p by {@link #MAX_LENGTH_MI_PER_PROCESSOR} (what
 * the longest runtime, 10⁸ s, amounts to at the reference 1,000 MIPS) bounds every runtime by 10¹¹ s (about
 * 3,169 years), which fits before the horizon from any model time up to the year 6830 (see
 * {@link ModelHorizon} for how soon the sped-up live clock gets there). A budget of at most 10¹⁸ µG$ (10¹² G$)
 * is below the largest amount a {@code long} holds, so a cost beyond it is simply over budget. The REST bodies
 * and {@link JobRequest} enforce them on the request thread (422 naming the field); a length given as a
 * runtime ({@link JobRequest#length()}) is within them by construction. What depends on the market's state
 * (a site's queue pushing a window past the horizon) is the engine's: a market outcome, never an error.
 */
public final class JobLimits {
    public static final int MAX_PROCESSORS = 1_000_000;
    /** 10⁸ s at 1,000 MIPS: at most 10¹¹ s on one processor of 1 MIPS. */
    public static final long MAX_LENGTH_MI_PER_PROCESSOR = 100_000_000_000L;
    /** {@link #MAX_LENGTH_MI_PER_PROCESSOR} × {@link #MAX_PROCESSORS}. */
    public static final long MAX_LENGTH_MI = 100_000_000_000_000_000L;
    /** About 3.2 years. */
    public static final long MAX_RUNTIME_SECONDS = 100_000_000L;
    public static final long MAX_BUDGET_MICRO_GD = 1_000_000_000_000_000_000L;
    /** About 3.2 years. */
    public static final long MAX_DEADLINE_SECONDS = 100_000_000L;
    /** A job's script (issue 33): 64 KiB of UTF-8, as the table {@code job_scripts} allows. */
    public static final int MAX_SCRIPT_BYTES = 65_536;

    private JobLimits() {
    }
}
