package org.gridmarket.core.tender;

import java.util.Arrays;

/**
 * Seed 003 §3: one task's allocation by a cluster's local scheduler. Over [start, completion) the task gets
 * ρ(t) = L − R^load(t) MIPS, R^load being the load before the commit, so that the cluster runs at the level L
 * there; ∫ ρ = sizeMi and cost = ∫_s^C [Π(L) − Π(R^load(t))] dt.
 *
 * <p>A final class rather than a record because it keeps the load steps it was planned on (inside [start,
 * completion)): {@link #workBetween} needs them, and {@link LoadLevellingScheduler#commit} checks them against
 * the profile so that a stale plan is never committed. Immutable.
 */
public final class Allocation {

    private final double release;
    private final double start;
    private final double completion;
    private final double levelMips;
    private final double sizeMi;
    private final double cost;
    private final double[] segmentStarts;
    private final double[] segmentLoads;

    /** segmentStarts[0] = start; segment k runs to segmentStarts[k + 1], the last to completion. */
    Allocation(double release, double start, double completion, double levelMips, double sizeMi, double cost,
               double[] segmentStarts, double[] segmentLoads) {
        this.release = release;
        this.start = start;
        this.completion = completion;
        this.levelMips = levelMips;
        this.sizeMi = sizeMi;
        this.cost = cost;
        this.segmentStarts = segmentStarts;
        this.segmentLoads = segmentLoads;
    }

    /** r: when the task was released to the cluster (the scheduler's "now"). */
    public double release() {
        return release;
    }

    /** s: where the load first drops below the level L. */
    public double start() {
        return start;
    }

    /** C. */
    public double completion() {
        return completion;
    }

    /** L, the cluster's total load on [s, C) after the commit. */
    public double levelMips() {
        return levelMips;
    }

    /** O. */
    public double sizeMi() {
        return sizeMi;
    }

    /** c(C), G$. */
    public double cost() {
        return cost;
    }

    /** ∫_{[from, to)} ρ(t) dt: the MI the task runs in that window. O(k), k = load steps in [s, C). */
    public double workBetween(double from, double to) {
        double work = 0;
        for (int k = 0; k < segmentStarts.length; k++) {
            double overlap = Math.min(to, segmentEnd(k)) - Math.max(from, segmentStarts[k]);
            if (overlap > 0) {
                work += overlap * Math.max(0, levelMips - segmentLoads[k]);
            }
        }
        return work;
    }

    /** ρ(t), the task's MIPS at time t (0 outside [s, C)). O(log k). */
    public double rateAt(double t) {
        if (!(t >= start && t < completion)) {
            return 0;
        }
        int found = Arrays.binarySearch(segmentStarts, t);
        int segment = found >= 0 ? found : -found - 2;
        return Math.max(0, levelMips - segmentLoads[segment]);
    }

    int segments() {
        return segmentStarts.length;
    }

    double segmentStart(int k) {
        return segmentStarts[k];
    }

    double segmentLoad(int k) {
        return segmentLoads[k];
    }

    private double segmentEnd(int k) {
        return k + 1 < segmentStarts.length ? segmentStarts[k + 1] : completion;
    }

    @Override
    public String toString() {
        return "Allocation[release=" + release + ", start=" + start + ", completion=" + completion + ", levelMips="
                + levelMips + ", sizeMi=" + sizeMi + ", cost=" + cost + "]";
    }
}
