package org.gridmarket.core.market;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;
import org.gridmarket.core.engine.ModelHorizon;

/**
 * The placement strategies a market offers, by name; names are matched exactly. What depends on the strategy in
 * a job's request is decided here, from what each strategy says it takes ({@link PlacementStrategy#options()}):
 * callers read no capability of a strategy themselves.
 */
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

    public static StrategyRegistry of(List<PlacementStrategy> strategies) {
        return new StrategyRegistry(strategies);
    }

    /**
     * A strategy as a person choosing it sees it: its name, what it does, the options it takes, whether its
     * jobs wait in the federation queue (holding their whole budget, with no start promised) instead of being
     * placed at once ({@link PlacementStrategy#waitsInQueue()}), whether its quote lists the sites' bids
     * ({@link PlacementStrategy#collectsBids()}), whether it chooses among the clusters of the job's home grid
     * only, reaching other grids through contracts ({@link PlacementStrategy#peers()}), and how it works in the
     * papers' terms ({@link PlacementStrategy#basis()}).
     */
    public record Description(String name, String description, List<StrategyOption> options, boolean waitsInQueue,
                              boolean collectsBids, boolean choosesInHomeGrid, String basis) {
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

    /** Every registered strategy described, in registration order. */
    public List<Description> descriptions() {
        return byName.values().stream()
                .map(strategy -> new Description(strategy.name(), strategy.description(), strategy.options(),
                        strategy.waitsInQueue(), strategy.collectsBids(), strategy.peers(),
                        strategy.basis()))
                .toList();
    }

    /**
     * What is wrong with {@code request} for its strategy, or nothing: an unknown strategy (naming the known
     * ones), or a field the strategy does not take (naming the strategies that do). A tardiness penalty goes
     * only with a strategy that weighs lateness; a lease type other than NON_PREEMPTABLE only with one that sells
     * it.
     */
    public List<StrategyRequest.Problem> validate(StrategyRequest request) {
        if (!knows(request.strategy())) {
            return List.of(new StrategyRequest.Problem("strategy", "must be one of " + String.join(", ", names())));
        }
        String name = request.strategy();
        List<StrategyRequest.Problem> problems = new ArrayList<>();
        if (request.tardinessPenaltyMicroGdPerSecond() != null
                && option(name, StrategyOption.TARDINESS_PENALTY) == null) {
            problems.add(new StrategyRequest.Problem(StrategyOption.TARDINESS_PENALTY, "only for a strategy that "
                    + "weighs lateness (" + taking(option -> option.field().equals(StrategyOption.TARDINESS_PENALTY))
                    + "); " + name + " deadlines are hard"));
        }
        String lease = request.leaseType().name();
        if (!leaseTypes(name).contains(request.leaseType())) {
            problems.add(new StrategyRequest.Problem(StrategyOption.LEASE_TYPE, "only strategies that sell leases ("
                    + taking(option -> option.field().equals(StrategyOption.LEASE_TYPE) && option.offers(lease))
                    + ") take " + lease + "; " + name + " jobs are " + LeaseTerms.NON_PREEMPTABLE));
        }
        return problems;
    }

    /**
     * The lease types strategy {@code name} sells, cheapest first: those its lease option offers, else only
     * NON_PREEMPTABLE (a strategy that sells no lease places every job as one that is never disturbed).
     */
    public List<LeaseTerms> leaseTypes(String name) {
        StrategyOption leases = option(name, StrategyOption.LEASE_TYPE);
        return leases == null ? List.of(LeaseTerms.NON_PREEMPTABLE)
                : leases.choices().stream().map(choice -> LeaseTerms.valueOf(choice.name())).toList();
    }

    /** Whether strategy {@code name} takes the request field {@code field} ({@link StrategyOption#field()}). */
    public boolean takes(String name, String field) {
        return knows(name) && option(name, field) != null;
    }

    private StrategyOption option(String name, String field) {
        return strategy(name).options().stream().filter(option -> option.field().equals(field)).findFirst()
                .orElse(null);
    }

    private String taking(Predicate<StrategyOption> option) {
        return String.join(", ", byName.values().stream()
                .filter(strategy -> strategy.options().stream().anyMatch(option)).map(PlacementStrategy::name)
                .toList());
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
