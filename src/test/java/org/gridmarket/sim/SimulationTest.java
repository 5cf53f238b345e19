package org.gridmarket.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.gridmarket.core.lrms.EasyBackfilling;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.Test;

class SimulationTest {

    private static final SchedulerSettings EASY = SchedulerSettings.of(new EasyBackfilling(1));

    private static Job traceJob(long id, long submitSeconds, long runtimeSeconds) {
        return Job.builder(id).submitSeconds(submitSeconds).processors(2).runtimeSeconds(runtimeSeconds)
                .estimateSeconds(runtimeSeconds * 2).originSite("some-trace").build();
    }

    @Test
    void fasterSitesRunTraceJobsInProportionallyLessTime() {
        Site twiceAsFast = new Site("fast", 4, 2 * Site.REFERENCE_MIPS_PER_PROCESSOR, 1);

        SimulationResult result = new Simulation(List.of(twiceAsFast), EASY, SiteAssignment.ORIGIN)
                .run(List.of(traceJob(1, 0, 100)), ProgressListener.NONE);

        ReplayedJob record = result.records().get(0);
        assertEquals(50, record.runSeconds());
        assertEquals(100, record.estimateSeconds());
    }

    @Test
    void roundRobinAlternatesSitesInArrivalOrder() {
        List<Site> sites = List.of(Site.atReferenceSpeed("a", 4), Site.atReferenceSpeed("b", 4));

        SimulationResult result = new Simulation(sites, EASY, SiteAssignment.ROUND_ROBIN).run(
                List.of(traceJob(3, 20, 10), traceJob(1, 0, 10), traceJob(2, 10, 10)), ProgressListener.NONE);

        assertEquals(List.of("a", "b", "a"), result.records().stream().map(ReplayedJob::site).toList());
        assertEquals(2, result.siteSummaries().get(0).jobs());
        assertEquals(8, result.overall().processors());
    }

    @Test
    void originAssignmentSendsJobsToTheSiteTheyCameFrom() {
        List<Site> sites = List.of(Site.atReferenceSpeed("a", 4), Site.atReferenceSpeed("b", 4));
        Job fromB = Job.builder(1).processors(1).runtimeSeconds(5).originSite("b").build();

        SimulationResult result = new Simulation(sites, EASY, SiteAssignment.ORIGIN).run(List.of(fromB),
                ProgressListener.NONE);

        assertEquals("b", result.records().get(0).site());
    }

    @Test
    void siteNamesMustBeUnique() {
        List<Site> sites = List.of(Site.atReferenceSpeed("a", 4), Site.atReferenceSpeed("a", 8));

        assertThrows(IllegalArgumentException.class, () -> new Simulation(sites, EASY, SiteAssignment.ORIGIN));
    }
}
