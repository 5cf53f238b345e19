package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.gridmarket.core.tender.Fixtures.CHEAP;
import static org.gridmarket.core.tender.Fixtures.PROHIBITIVE;
import static org.gridmarket.core.tender.Fixtures.clusters;
import static org.gridmarket.core.tender.Fixtures.task;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seed 003 §5.1, one row per situation; every task is placed at time 0, in order. A 10,000 MI task on an empty
 * 6–8 G$/s cluster finishes at 2.5 for 175 G$ (U = 75 with B = 250, d = 10); behind another such task it
 * finishes at 5, still on time. Outcomes: the taker's cluster id or "rejected".
 */
class RoundRobinTest {

    static Stream<Arguments> situations() {
        return Stream.of(
                row("the iterator moves past each taker; busy clusters make no offer", false,
                        List.of(CHEAP, CHEAP, CHEAP), List.of(task(1), task(2), task(3), task(4)), 0,
                        "0", "1", "2", "rejected"),
                row("RR-any: busy clusters offer too", true,
                        List.of(CHEAP, CHEAP, CHEAP), List.of(task(1), task(2), task(3), task(4)), 1,
                        "0", "1", "2", "0"),
                row("RR-any: a busy cluster's late offer loses to its penalty", true,
                        List.of(CHEAP, CHEAP), List.of(task(1), task(2), task(3).due(3)), 0,
                        "0", "1", "rejected"),
                row("an offer over budget is passed over, the iterator moves past the taker", false,
                        List.of(PROHIBITIVE, CHEAP, CHEAP), List.of(task(1)), 2, "1"),
                row("a full cycle without an acceptable offer rejects and leaves the iterator", false,
                        List.of(CHEAP, CHEAP), List.of(task(1), task(2).budget(174.99)), 1, "0", "rejected"),
                row("the budget covers cost plus penalty exactly", false,
                        List.of(CHEAP), List.of(task(1).due(2).weight(100).budget(225)), 0, "0"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("situations")
    void placesAsSection51Says(String situation, boolean busyClustersOffer, List<double[]> bands,
                               List<Fixtures.TaskBuilder> tasks, int positionAfter, List<String> expected) {
        RoundRobin roundRobin = new RoundRobin(clusters(bands.toArray(double[][]::new)), busyClustersOffer);
        List<String> outcomes = tasks.stream()
                .map(builder -> roundRobin.place(builder.build(), 0))
                .map(award -> award.placed() ? String.valueOf(award.bid().clusterId()) : "rejected")
                .toList();

        assertThat(outcomes).as(situation).containsExactlyElementsOf(expected);
        assertThat(roundRobin.position()).as(situation).isEqualTo(positionAfter);
    }

    private static Arguments row(String situation, boolean busyClustersOffer, List<double[]> bands,
                                 List<Fixtures.TaskBuilder> tasks, int positionAfter, String... expected) {
        return Arguments.of(situation, busyClustersOffer, bands, tasks, positionAfter, List.of(expected));
    }
}
