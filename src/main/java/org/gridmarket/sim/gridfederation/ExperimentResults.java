package org.gridmarket.sim.gridfederation;

import java.util.Collections;
import java.util.SortedMap;

/**
 * The runs behind the reports; a part is null (a map empty) when its experiment was not run.
 *
 * @param independent Experiment 1 (also run for Experiment 2, which is compared with it)
 * @param withoutEconomy Experiment 2
 * @param byOftPercent Experiments 3–4: one DBC run per population profile, keyed by OFT share in %
 * @param bySize Experiment 5: per number of GFAs, one DBC run per profile
 */
public record ExperimentResults(RunResult independent, RunResult withoutEconomy,
                                SortedMap<Integer, RunResult> byOftPercent,
                                SortedMap<Integer, SortedMap<Integer, RunResult>> bySize) {

    public ExperimentResults {
        byOftPercent = Collections.unmodifiableSortedMap(byOftPercent);
        bySize = Collections.unmodifiableSortedMap(bySize);
    }
}
