package org.gridmarket.core.market;

import java.util.List;
import org.gridmarket.core.engine.ModelHorizon;

/**
 * What stands in for a job's strategy when its deadline lies past the {@link ModelHorizon} (possible only once
 * model time is within the deadline limit, 10⁸ s, of it): every quote names no site and every placement is
 * rejected, both with {@link ModelHorizon#DEADLINE_BEYOND}, so no plan ends past the horizon. A market outcome,
 * never an error (see {@link StrategyRegistry#strategyFor}).
 *
 * @param name the job's strategy, which the quote names
 */
record PastHorizon(String name) implements PlacementStrategy {

    @Override
    public Quote quote(MarketJob job, MarketView market) {
        return new Quote(name, List.of(), null, ModelHorizon.DEADLINE_BEYOND, null, null);
    }

    @Override
    public Placement place(MarketJob job, MarketView market) {
        return Placement.rejected(ModelHorizon.DEADLINE_BEYOND, 0);
    }
}
