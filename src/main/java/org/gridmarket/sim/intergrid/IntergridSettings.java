package org.gridmarket.sim.intergrid;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.gridmarket.core.peering.ContractPricing;
import org.gridmarket.core.peering.ProviderPolicy;

/**
 * How much of seed 000 §6.4 to run. Full: 10 rounds of 2-month windows (60 days), Experiments 1–3 and the
 * sensitivity rows. Quick (a smoke test, not a reproduction): 3 rounds of 6-week windows, 12 h, Cb and EbMf,
 * Experiments 1 and 2 only.
 *
 * @param experiments a subset of 1, 2, 3 and sensitivity
 * @param threads     rounds × scenarios run on this many threads (results do not depend on it)
 * @param threeGrids  DAS-2*, AuverGrid* and Grid'5000* (Table 1; tests pass tiny grids of the same names)
 */
public record IntergridSettings(boolean quick, int rounds, int threads, long seed, Set<String> experiments,
                                long windowSeconds, List<IntergridGrid> threeGrids) {
    public static final long DAY_SECONDS = 86_400;
    public static final int FULL_ROUNDS = 10;
    public static final int QUICK_ROUNDS = 3;
    public static final int MAXIMUM_ROUNDS = 100;
    public static final int MAXIMUM_THREADS = 64;
    public static final List<String> ALL = List.of("1", "2", "3", "sensitivity");

    public IntergridSettings {
        experiments = Set.copyOf(experiments);
        threeGrids = List.copyOf(threeGrids);
        if (threeGrids.size() != 3 || rounds < 1 || rounds > MAXIMUM_ROUNDS || threads < 1 || threads > MAXIMUM_THREADS
                || !ALL.containsAll(experiments) || experiments.isEmpty()
                || windowSeconds <= IntergridRun.WARM_UP_SECONDS) {
            throw new IllegalArgumentException("invalid settings: rounds " + rounds + ", threads " + threads
                    + ", experiments " + experiments + ", window " + windowSeconds + " s");
        }
    }

    /** The paper's (or the quick) set-up; {@code rounds} null for the default. */
    public static IntergridSettings of(boolean quick, Integer rounds, int threads, long seed, Set<String> experiments) {
        Set<String> chosen = new LinkedHashSet<>(experiments);
        if (quick) {
            chosen.retainAll(Set.of("1", "2"));
            if (chosen.isEmpty()) {
                chosen.add("2");
            }
        }
        return new IntergridSettings(quick, rounds != null ? rounds : quick ? QUICK_ROUNDS : FULL_ROUNDS, threads,
                seed, chosen, (quick ? 42 : 60) * DAY_SECONDS, IntergridGrid.table1());
    }

    /** The same settings on other grids and windows (tests: tiny grids, short windows). */
    public IntergridSettings on(List<IntergridGrid> grids, long window) {
        return new IntergridSettings(quick, rounds, threads, seed, experiments, window, grids);
    }

    /** The same settings on {@code count} threads. */
    public IntergridSettings withThreads(int count) {
        return new IntergridSettings(quick, rounds, count, seed, experiments, windowSeconds, threeGrids);
    }

    /** A row of the report: which experiment it belongs to, what it varies, and the scenario that gives it. */
    public record Row(String experiment, String variant, Scenario scenario) {
    }

    public List<ProviderPolicy> policies() {
        return quick ? List.of(ProviderPolicy.EBMF, ProviderPolicy.CB)
                : List.of(ProviderPolicy.EBMF, ProviderPolicy.CB, ProviderPolicy.CBM);
    }

    public List<Long> intervalsHours() {
        return quick ? List.of(12L) : List.of(24L, 12L, 6L);
    }

    /** Every row, experiments in 1, 2, 3, sensitivity order. */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>();
        List<IntergridGrid> three = threeGrids;
        if (experiments.contains("1")) {
            if (!quick) {
                rows.add(new Row("1", "", Scenario.of(three, ProviderPolicy.EB, ContractKind.NONE, 12)));
            }
            addGrid(rows, "1", "", three, List.of(12L));
        }
        if (experiments.contains("2")) {
            addGrid(rows, "2", "", three, intervalsHours());
        }
        if (experiments.contains("3")) {
            addGrid(rows, "3", "", List.of(three.get(0), three.get(2)), intervalsHours());
        }
        if (experiments.contains("sensitivity")) {
            addGrid(rows, "sensitivity", "AuverGrid* users from CTC-SP2",
                    List.of(three.get(0), IntergridGrid.AUVERGRID_CTC, three.get(2)), List.of(12L));
            for (ProviderPolicy policy : policies()) {
                rows.add(new Row("sensitivity", "p_min at 85 % (§6.1 prose)", new Scenario(three, policy,
                        ContractKind.PRICE_RANGE, 12 * 3_600, ContractPricing.RangeRule.SECTION_6_1_PROSE)));
            }
        }
        return rows;
    }

    /** The grids any row needs (their traces are read once). */
    public Set<IntergridGrid> grids() {
        Set<IntergridGrid> grids = new LinkedHashSet<>();
        rows().forEach(row -> grids.addAll(row.scenario().grids()));
        return grids;
    }

    private void addGrid(List<Row> rows, String experiment, String variant, List<IntergridGrid> grids,
            List<Long> intervals) {
        for (long hours : intervals) {
            for (ContractKind contract : ContractKind.values()) {
                for (ProviderPolicy policy : policies()) {
                    rows.add(new Row(experiment, variant, Scenario.of(grids, policy, contract, hours)));
                }
            }
        }
    }
}
