package org.gridmarket.core.preemption;

import java.util.Collections;
import java.util.List;
import org.gridmarket.core.workload.LeaseType;

/**
 * Seed 001 §5: the worst-case time overhead h(L) of preempting a VM-based lease, by the operation its type
 * (§4.2) calls for. VMs are suspended, copied and resumed one after another (shared storage, §5), so every sum
 * runs over the lease's VMs. Defaults of §7.2: B = 6.36 MB/s, r = 8.12 MB/s, t_copy = 160.2 s per 1,024 MB
 * (100 Mbps), t_p = 5 ms, δ = 2.3 s; one VM per processor of 1,024 MB. Immutable; every method is O(v).
 */
public final class PreemptionOverhead {

    private static final double PAPER_COPY_SECONDS_PER_1024_MB = 160.2;

    private final double suspendMbPerSecond;
    private final double resumeMbPerSecond;
    private final double copySecondsPerMb;
    private final double perVmSeconds;
    private final double deltaSeconds;

    /**
     * @param suspendMbPerSecond B, memory written to disk per second (Eq. 3)
     * @param resumeMbPerSecond r, memory re-allocated per second (Eq. 4)
     * @param copySecondsPerMb 1 / b, transfer time of one MB of suspended image (t_copy, §5)
     * @param perVmSeconds t_p, pausing (and again unpausing) one VM
     * @param deltaSeconds δ, rescheduling the lease once
     */
    public PreemptionOverhead(double suspendMbPerSecond, double resumeMbPerSecond, double copySecondsPerMb,
                              double perVmSeconds, double deltaSeconds) {
        this.suspendMbPerSecond = positive("suspendMbPerSecond", suspendMbPerSecond);
        this.resumeMbPerSecond = positive("resumeMbPerSecond", resumeMbPerSecond);
        this.copySecondsPerMb = positive("copySecondsPerMb", copySecondsPerMb);
        this.perVmSeconds = positive("perVmSeconds", perVmSeconds);
        this.deltaSeconds = positive("deltaSeconds", deltaSeconds);
    }

    /** Seed 001 §7.2's rates. */
    public static PreemptionOverhead paperDefaults() {
        return new PreemptionOverhead(6.36, 8.12, PAPER_COPY_SECONDS_PER_1024_MB / 1024, 0.005, 2.3);
    }

    public double deltaSeconds() {
        return deltaSeconds;
    }

    /** Seed 001 Eq. (5): s(L) = v·t_p + Σ t_s^j + δ, with t_s^j = mem_j / B (Eq. 3). */
    public double suspendSeconds(int vms, long memoryMbPerVm) {
        return suspendSeconds(uniform(vms, memoryMbPerVm));
    }

    /** Eq. (5) for VMs of different memory sizes (MB, in VM order). */
    public double suspendSeconds(List<Long> memoryMbPerVm) {
        requireVms(memoryMbPerVm);
        return pausing(memoryMbPerVm) + sum(memoryMbPerVm, 1 / suspendMbPerSecond) + deltaSeconds;
    }

    /** Seed 001 Eq. (6): r(L) = v·t_p + Σ t_r^j, with t_r^j = mem_j / r (Eq. 4). */
    public double resumeSeconds(int vms, long memoryMbPerVm) {
        return resumeSeconds(uniform(vms, memoryMbPerVm));
    }

    /** Eq. (6) for VMs of different memory sizes. */
    public double resumeSeconds(List<Long> memoryMbPerVm) {
        requireVms(memoryMbPerVm);
        return pausing(memoryMbPerVm) + sum(memoryMbPerVm, 1 / resumeMbPerSecond);
    }

    /** h(L) for a lease of {@code vms} VMs of equal memory; see {@link #overheadSeconds(LeaseType, List, boolean)}. */
    public double overheadSeconds(LeaseType type, int vms, long memoryMbPerVm, boolean started) {
        return overheadSeconds(type, uniform(vms, memoryMbPerVm), started);
    }

    /**
     * Seed 001 §5, h(L) by lease type: a cancellable lease is stopped at no cost; a suspendable one costs
     * Eq. (7); a migratable one Eq. (8); a lease not yet started has nothing to suspend and costs the
     * rescheduling δ only. Non-preemptable leases have no overhead because they are never preempted: asking
     * is a caller bug.
     */
    public double overheadSeconds(LeaseType type, List<Long> memoryMbPerVm, boolean started) {
        requireVms(memoryMbPerVm);
        return switch (type) {
            case BEST_EFFORT_CANCELLABLE -> 0;
            case BEST_EFFORT_SUSPENDABLE -> started ? suspendableSeconds(memoryMbPerVm) : deltaSeconds;
            case DEADLINE_CONSTRAINT_MIGRATABLE -> started ? migratableSeconds(memoryMbPerVm) : deltaSeconds;
            case DEADLINE_CONSTRAINT_NON_PREEMPTABLE ->
                    throw new IllegalArgumentException("a non-preemptable lease is never preempted");
        };
    }

    /** Seed 001 Eq. (7): h(L) = 2v·t_p + δ + Σ (t_s^j + t_r^j) = s(L) + r(L). */
    private double suspendableSeconds(List<Long> memoryMbPerVm) {
        return suspendSeconds(memoryMbPerVm) + resumeSeconds(memoryMbPerVm);
    }

    /**
     * Seed 001 Eq. (8): h(L) = Σ t_copy^j + t_s^1 + Σ_{j=2..v} max{t_s^j, t_r^(j−1)} + t_r^v + 2v·t_p + δ.
     * The printed overlap sum runs j = 1..v−1, which would pair t_s^1 with a t_r^0 that does not exist and
     * count t_s^1 twice; the text ("while the second VM is being suspended, the first ... can be resumed")
     * says j = 2..v.
     */
    private double migratableSeconds(List<Long> memoryMbPerVm) {
        int vms = memoryMbPerVm.size();
        double overlapped = 0;
        for (int j = 1; j < vms; j++) {
            overlapped += Math.max(suspendOne(memoryMbPerVm.get(j)), resumeOne(memoryMbPerVm.get(j - 1)));
        }
        return sum(memoryMbPerVm, copySecondsPerMb) + suspendOne(memoryMbPerVm.get(0)) + overlapped
                + resumeOne(memoryMbPerVm.get(vms - 1)) + 2 * pausing(memoryMbPerVm) + deltaSeconds;
    }

    private double suspendOne(long memoryMb) {
        return memoryMb / suspendMbPerSecond;
    }

    private double resumeOne(long memoryMb) {
        return memoryMb / resumeMbPerSecond;
    }

    private double pausing(List<Long> memoryMbPerVm) {
        return memoryMbPerVm.size() * perVmSeconds;
    }

    private static double sum(List<Long> memoryMbPerVm, double secondsPerMb) {
        double total = 0;
        for (long memoryMb : memoryMbPerVm) {
            total += memoryMb * secondsPerMb;
        }
        return total;
    }

    private static List<Long> uniform(int vms, long memoryMbPerVm) {
        if (vms <= 0 || memoryMbPerVm <= 0) {
            throw new IllegalArgumentException("a lease needs positive VMs and memory: " + vms + " × "
                    + memoryMbPerVm + " MB");
        }
        return Collections.nCopies(vms, memoryMbPerVm);
    }

    private static void requireVms(List<Long> memoryMbPerVm) {
        if (memoryMbPerVm.isEmpty() || memoryMbPerVm.stream().anyMatch(memoryMb -> memoryMb <= 0)) {
            throw new IllegalArgumentException("a lease needs VMs of positive memory: " + memoryMbPerVm);
        }
    }

    private static double positive(String field, double value) {
        if (!(value > 0) || Double.isInfinite(value)) {
            throw new IllegalArgumentException(field + " must be positive and finite: " + value);
        }
        return value;
    }
}
