package org.gridmarket.sim.gridfederation;

import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Consumer;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.federation.DeadlineBudgetConstrained;
import org.gridmarket.core.federation.Federation;
import org.gridmarket.core.federation.FederationWithoutEconomy;
import org.gridmarket.core.federation.IndependentResources;
import org.gridmarket.core.workload.Job;

/**
 * Seed 004 §4.2–4.6: runs the selected experiments on a {@link FederationWorkload}.
 * <ol>
 *   <li>Experiments 1 and 2: the eight Table 2 sites as {@link IndependentResources} and as a
 *       {@link FederationWithoutEconomy};</li>
 *   <li>Experiments 3 and 4 (the same runs): {@link DeadlineBudgetConstrained} for each population profile;</li>
 *   <li>Experiment 5: the same for each system size, Table 2 replicated.</li>
 * </ol>
 */
public final class GridFederationExperiments {

    private final ExperimentSettings settings;
    private final FederationWorkload workload;
    private final Consumer<String> progress;

    /** @param progress told a line before each run (the command line prints it) */
    public GridFederationExperiments(ExperimentSettings settings, FederationWorkload workload,
            Consumer<String> progress) {
        this.settings = settings;
        this.workload = workload;
        this.progress = progress;
    }

    public ExperimentResults run() {
        int size = Table2Resource.TABLE_2.size();
        List<Federation.Member> members = workload.members(size);
        List<Job> jobs = workload.jobs(size);
        RunResult independent = null;
        RunResult withoutEconomy = null;
        if (settings.runs(1) || settings.runs(2)) {
            progress.accept("experiment 1: independent resources");
            independent = FederationRun.run(members, jobs, new IndependentResources());
        }
        if (settings.runs(2)) {
            progress.accept("experiment 2: federation without economy");
            withoutEconomy = FederationRun.run(members, jobs, new FederationWithoutEconomy());
        }
        SortedMap<Integer, RunResult> byProfile = new TreeMap<>();
        if (settings.runs(3) || settings.runs(4)) {
            byProfile = profiles(size, "experiments 3-4");
        }
        SortedMap<Integer, SortedMap<Integer, RunResult>> bySize = new TreeMap<>();
        if (settings.runs(5)) {
            for (int systemSize : settings.systemSizes()) {
                bySize.put(systemSize, profiles(systemSize, "experiment 5"));
            }
        }
        return new ExperimentResults(independent, withoutEconomy, byProfile, bySize);
    }

    /** One DBC run per population profile on the federation of {@code size} GFAs. */
    private SortedMap<Integer, RunResult> profiles(int size, String label) {
        List<Federation.Member> members = workload.members(size);
        List<Job> jobs = workload.jobs(size);
        RandomStreams streams = new RandomStreams(settings.seed());
        SortedMap<Integer, RunResult> byProfile = new TreeMap<>();
        for (int oftPercent : settings.oftPercentages()) {
            progress.accept(label + ": " + size + " GFAs, OFT " + oftPercent + "% / OFC " + (100 - oftPercent) + "%");
            byProfile.put(oftPercent, FederationRun.run(members, FederationRun.withProfile(jobs, oftPercent, streams),
                    new DeadlineBudgetConstrained()));
        }
        return byProfile;
    }
}
