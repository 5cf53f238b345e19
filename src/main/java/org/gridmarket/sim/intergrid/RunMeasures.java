package org.gridmarket.sim.intergrid;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.gridmarket.core.metrics.JobMetrics;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.workload.Job;

/**
 * Seed 000 §6.2's measures of one run, over the jobs submitted in [warm-up, window): AWRT (Eq. 5,
 * {@link JobMetrics#averageWeightedResponseTimeSeconds}) of each grid's users' jobs, wherever they ran, and of
 * its providers' local jobs; the grid users' units run elsewhere (Fig. 7); the processor-seconds run on the
 * grid's clusters inside the measured period over its capacity; and the conservation check.
 */
final class RunMeasures {

    private RunMeasures() {
    }

    static ScenarioRound measure(Scenario scenario, int round, IntergridWorkload workload, long windowSeconds,
            List<GridGateway> gateways, List<ReplayedJob> records, Map<Long, Integer> homeOfGridJob,
            Map<Long, Integer> servingOfGridJob, Map<Long, Integer> endings, Map<Long, Integer> settled,
            Conservation money, long placedWithoutSlot, long localIdBase) {
        long from = IntergridRun.WARM_UP_SECONDS;
        int grids = gateways.size();
        List<List<ReplayedJob>> gridRecords = new ArrayList<>();
        List<List<ReplayedJob>> localRecords = new ArrayList<>();
        double[] busy = new double[grids];
        double[] units = new double[grids];
        double[] redirected = new double[grids];
        long[] gridJobs = new long[grids];
        long[] localJobs = new long[grids];
        for (int g = 0; g < grids; g++) {
            gridRecords.add(new ArrayList<>());
            localRecords.add(new ArrayList<>());
        }
        for (ReplayedJob record : records) {
            int servedIn = indexOfSite(gateways, record.site());
            double overlap = Math.max(0, Math.min(record.endSeconds(), windowSeconds)
                    - Math.max(record.startSeconds(), from));
            busy[servedIn] += overlap * record.processors();
            if (record.submitSeconds() < from) {
                continue;
            }
            if (record.jobId() >= localIdBase) {
                localRecords.get(servedIn).add(record);
                localJobs[servedIn]++;
            } else {
                int home = homeOfGridJob.get(record.jobId());
                gridRecords.get(home).add(record);
                gridJobs[home]++;
                double jobUnits = record.processorSeconds();
                units[home] += jobUnits;
                if (servingOfGridJob.get(record.jobId()) != home) {
                    redirected[home] += jobUnits;
                }
            }
        }
        List<GridOutcome> outcomes = new ArrayList<>();
        for (int g = 0; g < grids; g++) {
            IntergridGrid grid = gateways.get(g).grid();
            List<Job> submitted = workload.gridJobs(grid, round);
            outcomes.add(new GridOutcome(grid.name(),
                    JobMetrics.averageWeightedResponseTimeSeconds(gridRecords.get(g)),
                    JobMetrics.averageWeightedResponseTimeSeconds(localRecords.get(g)),
                    units[g] == 0 ? 0 : 100 * redirected[g] / units[g],
                    100 * busy[g] / ((double) grid.processors() * (windowSeconds - from)),
                    100 * workload.offeredLoad(submitted, grid.processors()), gridJobs[g], localJobs[g]));
        }
        long endedTwice = endings.values().stream().filter(count -> count > 1).count();
        long redirectedJobs = 0;
        for (Map.Entry<Long, Integer> entry : servingOfGridJob.entrySet()) {
            if (!entry.getValue().equals(homeOfGridJob.get(entry.getKey()))) {
                redirectedJobs++;
                if (settled.getOrDefault(entry.getKey(), 0) != 1) {
                    throw new IllegalStateException("redirected job " + entry.getKey() + " settled "
                            + settled.getOrDefault(entry.getKey(), 0) + " times");
                }
            }
        }
        Conservation conservation = money.plus(new Conservation(homeOfGridJob.size(), endings.size(), endedTwice,
                redirectedJobs, 0, 0, 0, 0, 0, placedWithoutSlot));
        return new ScenarioRound(scenario, round, outcomes, conservation);
    }

    private static int indexOfSite(List<GridGateway> gateways, String site) {
        for (int g = 0; g < gateways.size(); g++) {
            if (site.startsWith(gateways.get(g).grid().name() + "/")) {
                return g;
            }
        }
        throw new IllegalStateException("site " + site + " belongs to no grid");
    }
}
