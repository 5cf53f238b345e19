package org.gridmarket.sim.intergrid;

import java.util.List;

/** One scenario in one round: each grid's measures, in the scenario's grid order, and the conservation check. */
public record ScenarioRound(Scenario scenario, int round, List<GridOutcome> grids, Conservation conservation) {

    public ScenarioRound {
        grids = List.copyOf(grids);
    }

    public GridOutcome grid(String name) {
        return grids.stream().filter(grid -> grid.grid().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no grid " + name));
    }
}
