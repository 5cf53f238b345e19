package org.gridmarket.sim;

import java.util.List;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.metrics.MetricsSummary;

/**
 * The outcome of one replay.
 *
 * @param sites the simulated sites, in the order given
 * @param records one record per job, in report order (submit time, id, site)
 * @param siteSummaries per-site numbers, in site order
 * @param overall numbers for all sites together (capacity = Σ processors)
 * @param processedEvents events the engine ran
 */
public record SimulationResult(
        List<Site> sites,
        List<ReplayedJob> records,
        List<MetricsSummary> siteSummaries,
        MetricsSummary overall,
        long processedEvents) {
}
