package org.gridmarket.core.allocation;

import java.util.Objects;

/**
 * A snapshot for one decision (seed 002 §4.1): site speeds CS_j, free processors NP_j, the queue's processor
 * needs NRP (head first), and the situation.
 *
 * <p>The queue is the slice {@code queuedProcessors[queueFrom, queueTo)}, with its total NRP given, so a
 * replay can hand its whole FCFS array to a decision in O(1) instead of copying the queue (O(q)) per event.
 * The four-argument constructor takes the whole array as the queue. Arrays are shared, not copied: the
 * caller must not change them during a decision, and methods never change them.
 *
 * @param speeds CS_j, each &gt; 0
 * @param freeProcessors NP_j, each ≥ 0, one per site
 * @param queuedProcessors NRP_i of WQ in arrival order (only the slice is the queue)
 * @param situation Table 2 (a) or (b); in (a) the queue is exactly the submitted job
 * @param queueFrom index of the head job FJ
 * @param queueTo one past the last queued job
 * @param queuedProcessorTotal Σ NRP_i over the slice (the numerator of Eq. 4)
 */
public record AllocationSnapshot(double[] speeds, int[] freeProcessors, int[] queuedProcessors, Situation situation,
        int queueFrom, int queueTo, long queuedProcessorTotal) {

    /** Checks the sites (O(m)) and the slice's bounds; the slice's contents are trusted here. */
    public AllocationSnapshot {
        Objects.requireNonNull(speeds, "speeds");
        Objects.requireNonNull(freeProcessors, "freeProcessors");
        Objects.requireNonNull(queuedProcessors, "queuedProcessors");
        Objects.requireNonNull(situation, "situation");
        requireSites(speeds, freeProcessors);
        if (queueFrom < 0 || queueTo > queuedProcessors.length || queueFrom >= queueTo) {
            throw new IllegalArgumentException("the queue must hold at least the head job");
        }
        if (situation == Situation.SUBMISSION_TO_EMPTY_QUEUE && queueTo - queueFrom != 1) {
            throw new IllegalArgumentException("situation (a) decides for the submitted job alone");
        }
        if (queuedProcessorTotal < queueTo - queueFrom) {
            throw new IllegalArgumentException("queued jobs need at least one processor each");
        }
    }

    /** The whole of {@code queuedProcessors} is WQ; checks every entry (O(m + q)). */
    public AllocationSnapshot(double[] speeds, int[] freeProcessors, int[] queuedProcessors, Situation situation) {
        this(speeds, freeProcessors, queuedProcessors, situation, 0,
                Objects.requireNonNull(queuedProcessors, "queuedProcessors").length, total(queuedProcessors));
    }

    /** Number of sites m. */
    public int sites() {
        return speeds.length;
    }

    /** Size_WQ: the number of queued jobs, FJ included. */
    public int queueLength() {
        return queueTo - queueFrom;
    }

    /** NRP of the k-th queued job, k = 0 being FJ. */
    public int queued(int k) {
        return queuedProcessors[queueFrom + k];
    }

    /** NRP_FJ. */
    public int headProcessors() {
        return queuedProcessors[queueFrom];
    }

    /** Σ NP_j. */
    public long totalFreeProcessors() {
        long total = 0;
        for (int free : freeProcessors) {
            total += free;
        }
        return total;
    }

    private static void requireSites(double[] speeds, int[] freeProcessors) {
        if (speeds.length == 0 || speeds.length != freeProcessors.length) {
            throw new IllegalArgumentException("need one speed and one free count per site, at least one site");
        }
        for (int j = 0; j < speeds.length; j++) {
            if (!(speeds[j] > 0) || Double.isInfinite(speeds[j])) {
                throw new IllegalArgumentException("site " + j + " speed must be positive and finite");
            }
            if (freeProcessors[j] < 0) {
                throw new IllegalArgumentException("site " + j + " has a negative free count");
            }
        }
    }

    private static long total(int[] queuedProcessors) {
        long total = 0;
        for (int processors : queuedProcessors) {
            if (processors <= 0) {
                throw new IllegalArgumentException("queued jobs need at least one processor each");
            }
            total += processors;
        }
        return total;
    }
}
