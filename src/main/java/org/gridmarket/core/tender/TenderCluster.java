package org.gridmarket.core.tender;

/**
 * Seed 003 §2–3: one cluster of the grid with its provider (GSP) and local scheduler (LS): the priced machines
 * and the load R^load the LS has committed. Commits go through {@link LoadLevellingScheduler}, so the load stays
 * non-increasing from the current time on. Not thread-safe: one simulation or one command at a time.
 */
public final class TenderCluster {

    /** Loads this close (relatively) to P·R count as full: levels are computed in floating point. */
    private static final double FULL = 1 - PriceIndexedMachines.RELATIVE_TOLERANCE;

    private final int id;
    private final PriceIndexedMachines machines;
    private final LoadProfile load;

    public TenderCluster(int id, PriceIndexedMachines machines) {
        this.id = id;
        this.machines = machines;
        this.load = new LoadProfile(machines.capacityMips());
    }

    public int id() {
        return id;
    }

    public PriceIndexedMachines machines() {
        return machines;
    }

    /** The committed load; read it, change it only through this class. */
    public LoadProfile load() {
        return load;
    }

    /** Seed 003 §5.1: R^load(now) &lt; P·R, the cluster can offer capacity right now. */
    public boolean hasFreeCapacity(double now) {
        return load.loadAt(now) < machines.capacityMips() * FULL;
    }

    /**
     * Table 1, step 4: the awarded GSP's LS schedules the task for (O, C) released now, at its lowest level.
     * Throws {@link IllegalArgumentException} if C is no longer feasible.
     */
    public Allocation commit(TenderTask task, double completion, double now) {
        Allocation allocation = LoadLevellingScheduler.plan(load, machines, now, task.sizeMi(), completion);
        if (allocation == null) {
            throw new IllegalArgumentException("completion " + completion + " is infeasible for task " + task.id()
                    + " on cluster " + id);
        }
        LoadLevellingScheduler.commit(load, allocation);
        return allocation;
    }

    /**
     * Seed 003 §5.2: a background task of this cluster runs at once on all free capacity, finishing as early as
     * possible (C = θ^P). It has priority: never refused, never displaced.
     */
    public Allocation runBackground(TenderTask task, double now) {
        Allocation allocation = earliestAllocation(task, now);
        LoadLevellingScheduler.commit(load, allocation);
        return allocation;
    }

    /** Forgets the load before now (it can no longer change). */
    public void advance(double now) {
        load.discardBefore(now);
    }

    /** The LS at level P·R: the task on all free capacity from now on, completing at θ^P (§5.1–5.2). */
    Allocation earliestAllocation(TenderTask task, double now) {
        return LoadLevellingScheduler.planAtLevel(load, machines, now, task.sizeMi(), machines.capacityMips());
    }

    @Override
    public String toString() {
        return "TenderCluster[" + id + ", " + machines + "]";
    }
}
