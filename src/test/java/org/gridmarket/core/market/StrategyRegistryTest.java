package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;
import org.gridmarket.core.allocation.QueueStrategy;
import org.gridmarket.core.tender.TenderStrategy;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The registry decides a request's strategy-dependent fields from what each strategy says it takes: one row per
 * situation, the problems it finds (field: message) or none.
 */
class StrategyRegistryTest {
    private static final StrategyRegistry LIVE = StrategyRegistry.of(DbcStrategy.OFC, DbcStrategy.OFT,
            TenderStrategy.INSTANCE, QueueStrategy.INSTANCE);

    static Stream<Arguments> requests() {
        return Stream.of(
                Arguments.of("a plain OFC job", new StrategyRequest("OFC", null, null), List.of()),
                Arguments.of("a tender with a penalty", new StrategyRequest("TENDER", 5L, null), List.of()),
                Arguments.of("an OFT lease", new StrategyRequest("OFT", null, LeaseTerms.SUSPENDABLE), List.of()),
                Arguments.of("a queued job, non-preemptable said out loud",
                        new StrategyRequest("QUEUE", null, LeaseTerms.NON_PREEMPTABLE), List.of()),
                Arguments.of("an unknown strategy", new StrategyRequest("FASTEST", 5L, LeaseTerms.CANCELLABLE),
                        List.of("strategy: must be one of OFC, OFT, TENDER, QUEUE")),
                Arguments.of("no strategy", new StrategyRequest(null, null, null),
                        List.of("strategy: must be one of OFC, OFT, TENDER, QUEUE")),
                Arguments.of("a penalty for OFC", new StrategyRequest("OFC", 5L, null),
                        List.of("tardinessPenaltyMicroGdPerSecond: only for a strategy that weighs lateness (TENDER); "
                                + "OFC deadlines are hard")),
                Arguments.of("a lease from a tender", new StrategyRequest("TENDER", null, LeaseTerms.MIGRATABLE),
                        List.of("leaseType: only strategies that sell leases (OFC, OFT) take MIGRATABLE; TENDER jobs "
                                + "are NON_PREEMPTABLE")),
                Arguments.of("both wrong for QUEUE", new StrategyRequest("QUEUE", 1L, LeaseTerms.CANCELLABLE),
                        List.of("tardinessPenaltyMicroGdPerSecond: only for a strategy that weighs lateness (TENDER); "
                                        + "QUEUE deadlines are hard",
                                "leaseType: only strategies that sell leases (OFC, OFT) take CANCELLABLE; QUEUE jobs "
                                        + "are NON_PREEMPTABLE")));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("requests")
    void findsWhatDoesNotGoWithTheStrategy(String situation, StrategyRequest request, List<String> problems) {
        assertThat(LIVE.validate(request)).extracting(problem -> problem.field() + ": " + problem.message())
                .containsExactlyElementsOf(problems);
    }

    @Test
    void eachStrategyDescribesItselfAndTheOptionsItTakes() {
        assertThat(LIVE.descriptions()).extracting(StrategyRegistry.Description::name)
                .containsExactly("OFC", "OFT", "TENDER", "QUEUE");
        assertThat(LIVE.descriptions()).allSatisfy(strategy -> assertThat(strategy.description()).hasSizeGreaterThan(40));
        assertThat(LIVE.descriptions()).extracting(strategy -> strategy.options().stream()
                .map(StrategyOption::field).toList())
                .containsExactly(List.of("leaseType"), List.of("leaseType"), List.of("tardinessPenaltyMicroGdPerSecond"),
                        List.of());
        assertThat(LIVE.leaseTypes("OFT")).containsExactly(LeaseTerms.CANCELLABLE, LeaseTerms.SUSPENDABLE,
                LeaseTerms.MIGRATABLE, LeaseTerms.NON_PREEMPTABLE);
        assertThat(LIVE.leaseTypes("TENDER")).containsExactly(LeaseTerms.NON_PREEMPTABLE);
        assertThat(LIVE.takes("TENDER", StrategyOption.TARDINESS_PENALTY)).isTrue();
        assertThat(LIVE.takes("OFC", StrategyOption.TARDINESS_PENALTY)).isFalse();
        assertThat(LIVE.takes("FASTEST", StrategyOption.LEASE_TYPE)).isFalse();
    }
}
