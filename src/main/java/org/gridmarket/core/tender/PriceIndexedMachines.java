package org.gridmarket.core.tender;

/**
 * Seed 003 §3: the P machines of one cluster, R MIPS each, indexed by non-decreasing price
 * p^i = p_max − (P − i)/(P − 1)·(p_max − p_min) G$ per machine-second (P = 1: p¹ = p_min). The local scheduler
 * only uses machine i in a period when machines 1..i−1 are full, so at a total load of x MIPS one more MI costs
 * p^(⌊x/R⌋+1)/R, and running the load x for one second costs Π(x) (see {@link #cumulativePricePerSecond}).
 * Immutable; every method is O(1).
 */
public final class PriceIndexedMachines {

    /** Loads this far (relatively) above P·R are read as P·R: they come from rounding, not from demand. */
    static final double RELATIVE_TOLERANCE = 1e-9;

    private final int machines;
    private final double mipsPerMachine;
    private final double minPricePerSecond;
    private final double maxPricePerSecond;
    /** prefixPrices[k] = Σ_{i ≤ k} p^i, k = 0..P: O(P) memory so that Π costs no more than a lookup. */
    private final double[] prefixPrices;

    public PriceIndexedMachines(int machines, double mipsPerMachine, double minPricePerSecond,
                                double maxPricePerSecond) {
        if (machines <= 0) {
            throw new IllegalArgumentException("machines must be positive: " + machines);
        }
        if (!(mipsPerMachine > 0) || Double.isInfinite(mipsPerMachine)) {
            throw new IllegalArgumentException("MIPS per machine must be positive and finite: " + mipsPerMachine);
        }
        if (!(minPricePerSecond >= 0) || !(maxPricePerSecond >= 0) || Double.isInfinite(maxPricePerSecond)) {
            throw new IllegalArgumentException("prices must be finite and non-negative: " + minPricePerSecond
                    + ", " + maxPricePerSecond);
        }
        if (minPricePerSecond > maxPricePerSecond) {
            throw new IllegalArgumentException("minimum price " + minPricePerSecond + " exceeds maximum price "
                    + maxPricePerSecond);
        }
        this.machines = machines;
        this.mipsPerMachine = mipsPerMachine;
        this.minPricePerSecond = minPricePerSecond;
        this.maxPricePerSecond = maxPricePerSecond;
        this.prefixPrices = new double[machines + 1];
        for (int count = 1; count <= machines; count++) {
            prefixPrices[count] = pricePrefixSum(count);
        }
    }

    public int machines() {
        return machines;
    }

    public double mipsPerMachine() {
        return mipsPerMachine;
    }

    /** P·R, the cluster's whole capacity in MIPS. */
    public double capacityMips() {
        return machines * mipsPerMachine;
    }

    /** Seed 003 §3: p^i, G$ per second of machine i (1-based). */
    public double price(int machine) {
        if (machine < 1 || machine > machines) {
            throw new IllegalArgumentException("machine " + machine + " outside 1.." + machines);
        }
        if (machines == 1) {
            return minPricePerSecond;
        }
        return maxPricePerSecond - (double) (machines - machine) / (machines - 1)
                * (maxPricePerSecond - minPricePerSecond);
    }

    /** Seed 003 §3: the price of one more MI at a total load of x MIPS, p^(⌊x/R⌋+1)/R; at x = P·R it is p^P/R. */
    public double marginalPricePerMi(double loadMips) {
        double load = checkedLoad(loadMips);
        int full = Math.min(machines - 1, (int) Math.floor(load / mipsPerMachine));
        return price(full + 1) / mipsPerMachine;
    }

    /**
     * Π(x) = Σ_{i ≤ k} p^i + (x/R − k)·p^(k+1), k = ⌊x/R⌋: G$ per second for carrying a load of x MIPS on the
     * cheapest machines, the integral of {@link #marginalPricePerMi} from 0 to x (Seed 003 §3, the cost
     * integrand of c_j(C_j)). O(1): the closed-form prefix sums {@link #pricePrefixSum} are tabulated.
     */
    public double cumulativePricePerSecond(double loadMips) {
        double load = checkedLoad(loadMips);
        double machinesFull = load / mipsPerMachine;
        int full = Math.min(machines, (int) Math.floor(machinesFull));
        double total = prefixPrices[full];
        return full == machines ? total : total + (machinesFull - full) * (prefixPrices[full + 1] - total);
    }

    /** Σ_{i=1}^{k} p^i in closed form: k·p_max − (p_max − p_min)/(P − 1)·Σ_{i ≤ k} (P − i). */
    double pricePrefixSum(int count) {
        if (count == 0) {
            return 0;
        }
        if (machines == 1) {
            return minPricePerSecond;
        }
        double steps = (double) count * machines - (double) count * (count + 1) / 2.0;
        return count * maxPricePerSecond - (maxPricePerSecond - minPricePerSecond) / (machines - 1) * steps;
    }

    private double checkedLoad(double loadMips) {
        double capacity = capacityMips();
        if (!(loadMips >= 0) || loadMips > capacity * (1 + RELATIVE_TOLERANCE)) {
            throw new IllegalArgumentException("load " + loadMips + " outside [0, " + capacity + "]");
        }
        return Math.min(loadMips, capacity);
    }

    @Override
    public String toString() {
        return machines + " × " + mipsPerMachine + " MIPS at " + minPricePerSecond + "–" + maxPricePerSecond
                + " G$/s";
    }
}
