package org.gridmarket.app.jobs.service;

/**
 * Upper limits of a job's numbers, chosen so that whatever is accepted fits the engine's arithmetic with room
 * to spare: a length of at most 10¹⁷ MI (what 10⁸ s at 1,000 MIPS on 10⁶ processors amounts to) runs at
 * most 10¹⁷ s even on a 1-MIPS single processor, which added to any model time stays far below
 * {@code Long.MAX_VALUE} (9.2 × 10¹⁸); a budget of at most 10¹⁸ µG$ (10¹² G$) is below the largest amount a
 * {@code long} holds, so a cost beyond it is simply over budget. The REST bodies enforce them (422 naming
 * the field); a length given as a runtime ({@link JobRequest#length()}) is within the length limit by
 * construction.
 */
public final class JobLimits {
    public static final int MAX_PROCESSORS = 1_000_000;
    public static final long MAX_LENGTH_MI = 100_000_000_000_000_000L;
    /** About 3.2 years. */
    public static final long MAX_RUNTIME_SECONDS = 100_000_000L;
    public static final long MAX_BUDGET_MICRO_GD = 1_000_000_000_000_000_000L;
    /** About 3.2 years. */
    public static final long MAX_DEADLINE_SECONDS = 100_000_000L;

    private JobLimits() {
    }
}
