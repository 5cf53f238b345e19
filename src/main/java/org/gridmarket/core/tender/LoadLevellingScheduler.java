package org.gridmarket.core.tender;

/**
 * Seed 003 §3, the local scheduler (LS) of one cluster. Asked for (O, C) it minimises the cluster's peak load
 * on the task's window: with R^load non-increasing from the release r on, the optimum raises the load to one
 * level L on [s, C), where
 * <ol>
 *   <li>L solves ∫_r^C max(0, L − R^load(t)) dt = O (the load steps below L form a suffix of [r, C), so a
 *       backward walk over the steps finds it);</li>
 *   <li>s is where the load first drops below L;</li>
 *   <li>the task gets L − R^load(t) on [s, C) and pays c(C) = ∫_s^C [Π(L) − Π(R^load(t))] dt, each MI priced
 *       by the machine it lands on;</li>
 *   <li>if L > P·R there is not enough capacity before C: c(C) = +∞ (§4), and {@link #plan} returns null.</li>
 * </ol>
 * After a commit the load is L on [s, C), at least L before s and below L after C, so the profile stays
 * non-increasing (§3). Each operation is O(log n + k), k = load steps in [r, C), plus O(n) for a commit's copy.
 */
public final class LoadLevellingScheduler {

    private LoadLevellingScheduler() {
    }

    /** Steps 1–4 for the announcement (O, C): the allocation, or null when C is infeasible. */
    public static Allocation plan(LoadProfile load, PriceIndexedMachines machines, double release, double sizeMi,
                                  double completion) {
        requireRequest(load, machines, release, sizeMi);
        if (Double.isNaN(completion)) {
            throw new IllegalArgumentException("completion must be a number");
        }
        if (!(completion > release) || Double.isInfinite(completion)) {
            return null;
        }
        int first = load.stepIndexAt(release);
        int last = load.stepIndexAt(completion);
        if (load.stepStart(last) >= completion) {
            last--;
        }
        double width = 0;
        double loadIntegral = 0;
        double level = 0;
        int j = last;
        for (; j >= first; j--) {
            double length = Math.min(completion, load.stepEnd(j)) - Math.max(release, load.stepStart(j));
            width += length;
            loadIntegral += length * load.stepLoad(j);
            level = (sizeMi + loadIntegral) / width;
            if (j == first || level <= load.stepLoad(j - 1)) {
                break;
            }
        }
        if (level > machines.capacityMips() * (1 + PriceIndexedMachines.RELATIVE_TOLERANCE)) {
            return null;
        }
        return allocation(load, machines, release, sizeMi, j, completion, Math.min(level, machines.capacityMips()));
    }

    /**
     * The LS at a given level instead of a given completion: s where the load first drops below L, C where the
     * task's O MI are done. With L = P·R this is the earliest completion θ^P (§5.1–5.2: background tasks and
     * round-robin offers run as early as possible), exact rather than re-derived from a rounded C.
     */
    static Allocation planAtLevel(LoadProfile load, PriceIndexedMachines machines, double release, double sizeMi,
                                  double level) {
        requireRequest(load, machines, release, sizeMi);
        if (!(level > 0) || level > machines.capacityMips()) {
            throw new IllegalArgumentException("level " + level + " outside (0, " + machines.capacityMips() + "]");
        }
        int j = load.stepIndexAt(release);
        while (load.stepLoad(j) >= level) {
            j++;
        }
        double done = 0;
        for (int k = j; ; k++) {
            double from = Math.max(release, load.stepStart(k));
            double rate = level - load.stepLoad(k);
            double segmentWork = (load.stepEnd(k) - from) * rate;
            if (done + segmentWork >= sizeMi) {
                double completion = from + (sizeMi - done) / rate;
                return allocation(load, machines, release, sizeMi, j, completion, level);
            }
            done += segmentWork;
        }
    }

    /**
     * Sets the load to L on [s, C). Throws {@link IllegalStateException}, leaving the profile unchanged, if the
     * allocation was planned on other load steps than the profile now holds, or if the profile would not be
     * non-increasing after the release.
     */
    public static void commit(LoadProfile load, Allocation allocation) {
        if (!plannedOn(load, allocation)) {
            throw new IllegalStateException("allocation planned on a different load: " + allocation);
        }
        load.assignLevel(allocation.start(), allocation.completion(), allocation.levelMips(), allocation.release());
    }

    private static boolean plannedOn(LoadProfile load, Allocation allocation) {
        int index = load.stepIndexAt(allocation.start());
        for (int k = 0; k < allocation.segments(); k++, index++) {
            if (index >= load.steps() || load.stepLoad(index) != allocation.segmentLoad(k)
                    || k > 0 && load.stepStart(index) != allocation.segmentStart(k)) {
                return false;
            }
        }
        return load.stepEnd(index - 1) >= allocation.completion();
    }

    /** Copies the load steps of [s, C) into the allocation and prices it: c = ∫_s^C [Π(L) − Π(R^load)] dt. */
    private static Allocation allocation(LoadProfile load, PriceIndexedMachines machines, double release,
                                         double sizeMi, int firstStep, double completion, double level) {
        double start = Math.max(release, load.stepStart(firstStep));
        int count = 1;
        while (firstStep + count < load.steps() && load.stepStart(firstStep + count) < completion) {
            count++;
        }
        double[] starts = new double[count];
        double[] loads = new double[count];
        double levelPrice = machines.cumulativePricePerSecond(level);
        double cost = 0;
        for (int k = 0; k < count; k++) {
            starts[k] = k == 0 ? start : load.stepStart(firstStep + k);
            loads[k] = load.stepLoad(firstStep + k);
            double end = Math.min(completion, load.stepEnd(firstStep + k));
            cost += (end - starts[k]) * (levelPrice - machines.cumulativePricePerSecond(loads[k]));
        }
        return new Allocation(release, start, completion, level, sizeMi, cost, starts, loads);
    }

    private static void requireRequest(LoadProfile load, PriceIndexedMachines machines, double release,
                                       double sizeMi) {
        if (load.capacityMips() != machines.capacityMips()) {
            throw new IllegalArgumentException("profile capacity " + load.capacityMips() + " is not the machines' "
                    + machines.capacityMips());
        }
        if (!(sizeMi > 0) || Double.isInfinite(sizeMi)) {
            throw new IllegalArgumentException("size must be positive and finite: " + sizeMi);
        }
        if (Double.isNaN(release) || Double.isInfinite(release)) {
            throw new IllegalArgumentException("release must be finite: " + release);
        }
        if (!load.isNonIncreasingFrom(release)) {
            throw new IllegalStateException("load is not non-increasing after " + release + " (Seed 003 §3): "
                    + load);
        }
    }
}
