package org.gridmarket.sim.allocation;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.gridmarket.sim.ProgressListener;

/**
 * Seed 002 §5 end to end: the log's inputs, the sweep (resuming from {@code OUT/replays.csv}) and the tables.
 */
public final class AllocationExperiment {

    /**
     * What the run produced.
     *
     * @param replaysRun replays this process ran (the rest came from replays.csv)
     * @param sweepSeconds wall time of the sweep alone
     */
    public record Results(AllocationSettings settings, AllocationLog log, List<ResourceConfiguration.Row> table8,
                          List<SpeedStatistics> speeds, Map<ReplayKey, ReplayOutcome> outcomes,
                          AllocationTables tables, int replaysRun, double sweepSeconds) {

        public double replaysPerSecond() {
            return sweepSeconds > 0 ? replaysRun / sweepSeconds : Double.NaN;
        }
    }

    private AllocationExperiment() {
    }

    /** Runs what replays.csv in {@code out} lacks, on {@code threads} threads. */
    public static Results run(AllocationLog log, AllocationSettings settings, Path out, int threads,
            ProgressListener progress) {
        SweepInputs inputs = new SweepInputs(log, settings);
        List<ReplayKey> plan = AllocationSweep.plan(settings);
        String fingerprint = settings.fingerprint(log.source(), log.jobs().size());
        long startNanos = System.nanoTime();
        AllocationSweep.Swept swept = AllocationSweep.run(plan, inputs, out.resolve("replays.csv"),
                fingerprint, threads, progress);
        Map<ReplayKey, ReplayOutcome> outcomes = swept.outcomes();
        double sweepSeconds = (System.nanoTime() - startNanos) / 1e9;
        List<SpeedStatistics> speeds = settings.speedHeterogeneities().stream().filter(sh -> sh > 0)
                .map(sh -> SpeedStatistics.of(sh, inputs.vectors(sh))).toList();
        return new Results(settings, log, inputs.table8(), speeds, outcomes, new AllocationTables(settings, outcomes),
                swept.replaysRun(), sweepSeconds);
    }
}
