package org.gridmarket.core.lrms;

import java.util.Locale;

/**
 * How a site's queue may be reordered (seed 000 §2.1.5). A policy answers two questions only; the
 * {@link LocalScheduler} does the planning:
 * <ul>
 *   <li>how many waiting jobs hold a reservation in the availability profile (the pivots), and</li>
 *   <li>whether a job may start ahead of an older waiting job that cannot start yet.</li>
 * </ul>
 * EASY backfilling with one pivot, with k pivots, and conservative backfilling (unbounded pivots) differ
 * only in the first answer; FCFS answers "none" and "no". Multiple partitions and load forecasts (seed 000
 * §4.2) are meant to plug in as further policies over per-partition profiles.
 */
public interface BackfillingPolicy {

    /** Maximum number of waiting jobs with a reservation; {@link Integer#MAX_VALUE} for "every job". */
    int maximumPivots();

    /** Whether a job may overtake an older waiting job, provided it delays no pivot. */
    boolean allowsBackfilling();

    /** Stable name used in reports, e.g. {@code easy:3}. */
    String name();

    /** Parses {@code fcfs}, {@code easy}, {@code easy:K} or {@code conservative} (case-insensitive). */
    static BackfillingPolicy parse(String text) {
        String normalised = text.strip().toLowerCase(Locale.ROOT);
        if (normalised.equals("fcfs")) {
            return new Fcfs();
        }
        if (normalised.equals("conservative")) {
            return new ConservativeBackfilling();
        }
        if (normalised.equals("easy")) {
            return new EasyBackfilling(1);
        }
        if (normalised.startsWith("easy:")) {
            return new EasyBackfilling(parsePivots(normalised.substring("easy:".length())));
        }
        throw new IllegalArgumentException("unknown policy '" + text + "': use fcfs, easy, easy:K or conservative");
    }

    private static int parsePivots(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException notNumber) {
            throw new IllegalArgumentException("easy:K needs a whole number of pivots, got '" + text + "'");
        }
    }
}
