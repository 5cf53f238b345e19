package org.gridmarket.sim.intergrid;

/**
 * One grid's measures in one run (seed 000 §6.2), over the jobs submitted after the warm-up.
 *
 * @param awrtGridSeconds  Eq. 5 over the grid users' jobs (wherever they ran)
 * @param awrtLocalSeconds Eq. 5 over the grid's providers' local jobs
 * @param redirectedPct    units (CPU-seconds) of the grid users' jobs run in another grid, % of all of them
 * @param utilisationPct   processor-seconds run on the grid's clusters in the measured period, % of capacity
 * @param offeredLoadPct   the grid users' jobs' units over the whole window, % of the grid's capacity
 */
public record GridOutcome(String grid, double awrtGridSeconds, double awrtLocalSeconds, double redirectedPct,
                          double utilisationPct, double offeredLoadPct, long gridJobs, long localJobs) {
}
