package org.gridmarket.sim;

/**
 * The inputs of a run, echoed into summary.json so a result says how it was produced.
 *
 * @param workload the workload specification or trace file name
 * @param policy backfilling policy name
 * @param overrunRule what happens past an estimate
 * @param estimateSource where estimates come from
 * @param cancelledJobRule which cancelled or failed records were dropped
 * @param seed master random seed
 */
public record RunDescription(
        String workload,
        String policy,
        String overrunRule,
        String estimateSource,
        String cancelledJobRule,
        long seed) {
}
