package org.gridmarket.sim.intergrid;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalDouble;

/**
 * One line of summary.json's {@code rows} and of rows.csv: a grid in a report row, each metric the trimmed mean
 * over rounds (§6.4), beside the paper's AWRT for the same cell (Table 2/3 for Experiments 1–2 and the
 * sensitivity rows, Table 4 for Experiment 3's grid jobs; null where the paper has no number).
 */
public record SummaryRow(String experiment, String variant, String grid, String policy, String contract,
                         long intervalHours, double awrtGrid, double awrtLocal, double redirectedPct,
                         double utilisationPct, double offeredLoadPct, Double paperAwrtGrid, Double paperAwrtLocal,
                         Scenario scenario) {

    /** The rows of every report row of {@code settings}, in order, grids in each scenario's order. */
    public static List<SummaryRow> of(IntergridSettings settings, IntergridExperiment.Results results) {
        List<SummaryRow> rows = new ArrayList<>();
        for (IntergridSettings.Row row : settings.rows()) {
            Scenario scenario = row.scenario();
            IntergridExperiment.ScenarioRuns runs = results.byScenario().get(scenario);
            boolean twoGrids = row.experiment().equals("3");
            for (IntergridGrid grid : scenario.grids()) {
                String name = grid.name();
                OptionalDouble paperGrid = IntergridPaperValues.value(twoGrids
                        ? IntergridPaperValues.Table.GRID_JOBS_TWO_GRIDS : IntergridPaperValues.Table.GRID_JOBS_THREE_GRIDS,
                        scenario.intervalHours(), name, scenario.policy(), scenario.contract());
                OptionalDouble paperLocal = twoGrids ? OptionalDouble.empty() : IntergridPaperValues.value(
                        IntergridPaperValues.Table.LOCAL_JOBS_THREE_GRIDS, scenario.intervalHours(), name,
                        scenario.policy(), scenario.contract());
                rows.add(new SummaryRow(row.experiment(), row.variant(), name, scenario.policyName(),
                        scenario.contract().key(), scenario.intervalHours(),
                        runs.trimmed(name, GridOutcome::awrtGridSeconds),
                        runs.trimmed(name, GridOutcome::awrtLocalSeconds),
                        runs.trimmed(name, GridOutcome::redirectedPct),
                        runs.trimmed(name, GridOutcome::utilisationPct),
                        runs.trimmed(name, GridOutcome::offeredLoadPct),
                        paperGrid.isPresent() ? paperGrid.getAsDouble() : null,
                        paperLocal.isPresent() ? paperLocal.getAsDouble() : null, scenario));
            }
        }
        return rows;
    }

    /** The row of {@code rows} for these keys, or null. */
    public static SummaryRow find(List<SummaryRow> rows, String experiment, String grid, String policy,
            ContractKind contract, long intervalHours) {
        return rows.stream().filter(row -> row.experiment.equals(experiment) && row.grid.equals(grid)
                && row.policy.equals(policy) && row.contract.equals(contract.key())
                && row.intervalHours == intervalHours && row.variant.isEmpty()).findFirst().orElse(null);
    }
}
