package org.gridmarket.core.market;

import java.util.List;

/**
 * Something a job may ask of its strategy beyond processors, size, budget and deadline, named by the request
 * field that carries it: a strategy describes the options it takes ({@link PlacementStrategy#options()}), the
 * {@link StrategyRegistry} refuses a field the job's strategy does not take, and the web form shows a field only
 * for the strategies that take it.
 *
 * @param field the request field, e.g. {@code leaseType}
 * @param choices the values the field may take, in the order to offer them; empty for a number
 */
public record StrategyOption(String field, String description, List<Choice> choices) {
    /** Seed 003 §2's w (see {@link BidWorth}). */
    public static final String TARDINESS_PENALTY = "tardinessPenaltyMicroGdPerSecond";
    /** Seed 001 §4.2's lease type ({@link LeaseTerms}). */
    public static final String LEASE_TYPE = "leaseType";

    public StrategyOption {
        choices = List.copyOf(choices);
    }

    /** One value of a field with choices, and what choosing it means. */
    public record Choice(String name, String description) {
    }

    /** Seed 003 §2's w: a job may finish after its deadline, each second late costing w µG$. */
    public static StrategyOption tardinessPenalty() {
        return new StrategyOption(TARDINESS_PENALTY, "What each second past the deadline takes off the job's worth to "
                + "you, in µG$ per second: clusters may then offer to finish late for less. Without it "
                + "the deadline is hard.", List.of());
    }

    /** Seed 001 §4.2: the lease types {@code offered}, cheapest first. */
    public static StrategyOption leaseTypes(List<LeaseTerms> offered) {
        return new StrategyOption(LEASE_TYPE, "What you let the cluster's owner do to the job for a discount.", offered.stream()
                .map(terms -> new Choice(terms.name(), terms.guarantee())).toList());
    }

    /** Whether {@code value} is one of the choices. */
    public boolean offers(String value) {
        return choices.stream().anyMatch(choice -> choice.name().equals(value));
    }
}
