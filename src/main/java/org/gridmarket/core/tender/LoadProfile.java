package org.gridmarket.core.tender;

import java.util.Arrays;

/**
 * Seed 003 §3–4: R^load(t), the MIPS a cluster has allocated at time t, as a step function. Step i carries
 * {@link #stepLoad(int)} on [{@link #stepStart(int)}, {@link #stepStart(int) stepStart(i + 1)}), the last step
 * to +∞. A fresh profile is 0 everywhere (its first step starts at −∞).
 *
 * <p>Invariants: step starts strictly increase, neighbouring steps differ in load, every load lies in
 * [0, P·R], the last step is 0 (allocations are finite). The local scheduler keeps the profile non-increasing
 * from the current time on (§3: levelling preserves it); {@link LoadLevellingScheduler#commit} asserts it after
 * every change. Before {@link #origin()} the history has been discarded and queries are rejected.
 *
 * <p>Two sorted arrays; with n steps: {@link #loadAt}, {@link #stepIndexAt}, {@link #changePointsAfter}
 * O(log n); {@link #stepStart}, {@link #stepLoad} O(1); {@link #allocatedMiBetween} O(log n + k) for k steps
 * in the window; {@link #discardBefore} and a commit O(n) (array copies). Not thread-safe: one writer.
 */
public final class LoadProfile {

    private final double capacityMips;
    private double[] starts = {Double.NEGATIVE_INFINITY};
    private double[] loads = {0};
    private int size = 1;

    /** A profile with nothing allocated, ever. */
    public LoadProfile(double capacityMips) {
        if (!(capacityMips > 0) || Double.isInfinite(capacityMips)) {
            throw new IllegalArgumentException("capacity must be positive and finite: " + capacityMips);
        }
        this.capacityMips = capacityMips;
    }

    public double capacityMips() {
        return capacityMips;
    }

    /** The earliest time the profile still describes (−∞ until {@link #discardBefore} is called). */
    public double origin() {
        return starts[0];
    }

    /** R^load(t). */
    public double loadAt(double t) {
        return loads[stepIndexAt(t)];
    }

    /** H: the number of change points strictly after t. */
    public int changePointsAfter(double t) {
        return size - 1 - stepIndexAt(t);
    }

    /** Drops the steps before t; {@link #loadAt} stays the same for every t' ≥ t. O(n). */
    public void discardBefore(double t) {
        if (Double.isNaN(t) || t <= starts[0]) {
            return;
        }
        int first = stepIndexAt(t);
        size -= first;
        System.arraycopy(starts, first, starts, 0, size);
        System.arraycopy(loads, first, loads, 0, size);
        starts[0] = t;
    }

    /** Number of steps. */
    public int steps() {
        return size;
    }

    public double stepStart(int index) {
        return starts[checkedIndex(index)];
    }

    /** The step's end: the next step's start, +∞ for the last. */
    public double stepEnd(int index) {
        return checkedIndex(index) + 1 < size ? starts[index + 1] : Double.POSITIVE_INFINITY;
    }

    public double stepLoad(int index) {
        return loads[checkedIndex(index)];
    }

    /** The index of the step containing t (the last step starting at or before t). */
    public int stepIndexAt(double t) {
        if (Double.isNaN(t) || t < starts[0]) {
            throw new IllegalArgumentException("time " + t + " precedes the profile's origin " + starts[0]);
        }
        return floorIndex(starts, size, t);
    }

    /** ∫_from^to R^load(t) dt, the MI allocated in [from, to). */
    public double allocatedMiBetween(double from, double to) {
        double total = 0;
        for (int index = stepIndexAt(from); index < size && starts[index] < to; index++) {
            double overlap = Math.min(to, stepEnd(index)) - Math.max(from, starts[index]);
            if (overlap > 0 && loads[index] > 0) {
                total += overlap * loads[index];
            }
        }
        return total;
    }

    /** Whether R^load is non-increasing on [t, ∞) (Seed 003 §3's standing assumption). O(log n + k). */
    public boolean isNonIncreasingFrom(double t) {
        return isNonIncreasing(loads, size, stepIndexAt(t));
    }

    /**
     * Sets the load to {@code level} on [from, to), as the local scheduler does when it commits a task (Seed 003
     * §3). Leaves the profile unchanged and throws {@link IllegalStateException} if the result would not be
     * non-increasing from {@code nonIncreasingFrom} on.
     */
    void assignLevel(double from, double to, double level, double nonIncreasingFrom) {
        if (!(from < to) || Double.isInfinite(to) || !(level >= 0)
                || level > capacityMips * (1 + PriceIndexedMachines.RELATIVE_TOLERANCE)) {
            throw new IllegalStateException("cannot set load " + level + " on [" + from + ", " + to + ")");
        }
        int first = stepIndexAt(from);
        int last = stepIndexAt(to);
        double[] newStarts = new double[size + 2];
        double[] newLoads = new double[size + 2];
        int count = copyPrefix(newStarts, newLoads, first, from);
        count = append(newStarts, newLoads, count, from, Math.min(level, capacityMips));
        if (starts[last] < to) {
            count = append(newStarts, newLoads, count, to, loads[last]);
        }
        for (int index = starts[last] < to ? last + 1 : last; index < size; index++) {
            count = append(newStarts, newLoads, count, starts[index], loads[index]);
        }
        int checkFrom = Math.max(0, floorIndex(newStarts, count, nonIncreasingFrom));
        if (!isNonIncreasing(newLoads, count, checkFrom)) {
            throw new IllegalStateException("load " + level + " on [" + from + ", " + to
                    + ") would make the profile increase after " + nonIncreasingFrom);
        }
        starts = newStarts;
        loads = newLoads;
        size = count;
    }

    private int copyPrefix(double[] newStarts, double[] newLoads, int first, double from) {
        int count = 0;
        int keep = starts[first] < from ? first + 1 : first;
        for (int index = 0; index < keep; index++) {
            count = append(newStarts, newLoads, count, starts[index], loads[index]);
        }
        return count;
    }

    /** Appends a step, merging it into the previous one when the load is the same. */
    private static int append(double[] newStarts, double[] newLoads, int count, double start, double load) {
        if (count > 0 && newLoads[count - 1] == load) {
            return count;
        }
        newStarts[count] = start;
        newLoads[count] = load;
        return count + 1;
    }

    private static int floorIndex(double[] starts, int size, double t) {
        int found = Arrays.binarySearch(starts, 0, size, t);
        return found >= 0 ? found : -found - 2;
    }

    private static boolean isNonIncreasing(double[] loads, int size, int from) {
        for (int index = from + 1; index < size; index++) {
            if (loads[index] > loads[index - 1]) {
                return false;
            }
        }
        return true;
    }

    private int checkedIndex(int index) {
        if (index < 0 || index >= size) {
            throw new IndexOutOfBoundsException("step " + index + " outside 0.." + (size - 1));
        }
        return index;
    }

    @Override
    public String toString() {
        StringBuilder text = new StringBuilder("LoadProfile[");
        for (int index = 0; index < size; index++) {
            text.append(index == 0 ? "" : ", ").append(starts[index]).append("→").append(loads[index]);
        }
        return text.append(']').toString();
    }
}
