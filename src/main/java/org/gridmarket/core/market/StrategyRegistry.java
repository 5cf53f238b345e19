package org.gridmarket.core.market;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.core.engine.ModelHorizon;

/** The placement strategies a market offers, by name; names are matched exactly. */
public final class StrategyRegistry {
    private final Map<String, PlacementStrategy> byName = new LinkedHashMap<>();

    private StrategyRegistry(List<PlacementStrategy> strategies) {
        for (PlacementStrategy strategy : strategies) {
            if (byName.put(strategy.name(), strategy) != null) {
                throw new IllegalArgumentException("two strategies are named " + strategy.name());
            }
        }
    }

    public static StrategyRegistry of(PlacementStrategy... strategies) {
        return new StrategyRegistry(List.of(strategies));
    }

    /** The strategy named {@code name}; an {@link UnknownStrategyException} listing the known ones otherwise. */
    public PlacementStrategy strategy(String name) {
        PlacementStrategy strategy = name == null ? null : byName.get(name);
        if (strategy == null) {
            throw new UnknownStrategyException(name, names());
        }
        return strategy;
    }

    /**
     * The strategy of {@code job}, or, for a job whose deadline lies past the {@link ModelHorizon}, one that
     * refuses it ({@link PastHorizon}): a strategy keeping the deadline could otherwise plan past the horizon.
     */
    public PlacementStrategy strategyFor(MarketJob job) {
        PlacementStrategy named = strategy(job.strategy());
        return ModelHorizon.beyond(job.deadlineAtSeconds()) ? new PastHorizon(named.name()) : named;
    }

    public boolean knows(String name) {
        return name != null && byName.containsKey(name);
    }

    /** The registered names in registration order. */
    public List<String> names() {
        return List.copyOf(byName.keySet());
    }

    /** A job asked for a strategy the market does not offer. */
    public static final class UnknownStrategyException extends IllegalArgumentException {
        private final List<String> known;

        UnknownStrategyException(String name, List<String> known) {
            super("unknown strategy " + name + "; known: " + String.join(", ", known));
            this.known = known;
        }

        public List<String> known() {
            return known;
        }
    }
}
