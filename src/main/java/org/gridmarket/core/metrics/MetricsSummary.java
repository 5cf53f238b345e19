package org.gridmarket.core.metrics;

import java.util.List;
import org.gridmarket.core.lrms.SiteJobState;

/**
 * The headline numbers for one scope (a site, or all sites together).
 *
 * @param scope site name, or "overall"
 * @param processors capacity the utilisation is relative to
 * @param jobs jobs submitted to the scope
 * @param completed jobs that ended at their actual runtime
 * @param killed jobs stopped at their estimate
 * @param rejected jobs never admitted
 * @param utilisation Σ processors × run time / (processors × makespan)
 * @param averageResponseTimeSeconds ART, seed 002 Eq. 1
 * @param averageWeightedResponseTimeSeconds AWRT, seed 000 Eq. 5
 * @param averageWaitSeconds mean start − submit
 * @param averageBoundedSlowdown mean of max(1, response / max(run, 10 s))
 * @param makespanSeconds last completion − first submission
 */
public record MetricsSummary(
        String scope,
        long processors,
        long jobs,
        long completed,
        long killed,
        long rejected,
        double utilisation,
        double averageResponseTimeSeconds,
        double averageWeightedResponseTimeSeconds,
        double averageWaitSeconds,
        double averageBoundedSlowdown,
        long makespanSeconds) {

    /** Computes every number for the records of one scope. Cost O(records). */
    public static MetricsSummary of(String scope, List<ReplayedJob> records, long capacityProcessors) {
        return new MetricsSummary(scope, capacityProcessors, records.size(),
                count(records, SiteJobState.COMPLETED), count(records, SiteJobState.KILLED),
                count(records, SiteJobState.REJECTED),
                JobMetrics.utilisation(records, capacityProcessors),
                JobMetrics.averageResponseTimeSeconds(records),
                JobMetrics.averageWeightedResponseTimeSeconds(records),
                JobMetrics.averageWaitSeconds(records),
                JobMetrics.averageBoundedSlowdown(records),
                JobMetrics.makespanSeconds(records));
    }

    /** Jobs the scope admitted (everything not rejected). */
    public long accepted() {
        return jobs - rejected;
    }

    private static long count(List<ReplayedJob> records, SiteJobState state) {
        return records.stream().filter(record -> record.state() == state).count();
    }
}
