package org.gridmarket.core.engine;

/**
 * The latest model second the market plans to: the last second of the year 9999 (model seconds are seconds
 * since the Unix epoch live, {@link ScaledWallClock}). Every layer represents it exactly: a {@code long}, a
 * Java {@code Instant} (which ends near 3.2 × 10¹⁶ s), a PostgreSQL {@code bigint}, RFC 3339's four-digit year
 * that the API's times are written in, and the web app's JavaScript {@code Date} (which ends near 8.6 × 10¹² s).
 * A window, a plan or a deadline past it is refused with {@link #BEYOND} (a market outcome, never an error),
 * so no time the engine writes can overflow a conversion.
 *
 * <p>The job limits are derived from it: an accepted job runs at most 10¹¹ s even on a 1-MIPS processor
 * (about 3,169 years), so it fits before the horizon from any model time up to the year 6830. The live clock
 * runs {@code scale} model seconds per wall second from its anchor (the first start's wall time), so it gets
 * there after (6830 − anchor year) / scale wall years: about 48 at the default 100×, about 4.8 at the tests'
 * 1,000×. After that, long jobs are refused with {@link #BEYOND} instead; the clock itself reaches the horizon
 * after about 80 (100×) or 8 (1,000×) wall years.
 */
public final class ModelHorizon {
    /** 9999-12-31T23:59:59Z in seconds since the epoch. */
    public static final long LATEST_SECONDS = 253_402_300_799L;
    public static final int LAST_YEAR = 9999;
    /** Why a window, plan or deadline past the horizon is refused. */
    public static final String BEYOND = "the finish would be beyond the year " + LAST_YEAR;
    /** Why a job whose deadline lies past the horizon is refused (only within its 10⁸ s limit of it). */
    public static final String DEADLINE_BEYOND = "the deadline would be beyond the year " + LAST_YEAR;

    private ModelHorizon() {
    }

    /** Whether model time {@code seconds} is past the horizon. */
    public static boolean beyond(long seconds) {
        return seconds > LATEST_SECONDS;
    }
}
