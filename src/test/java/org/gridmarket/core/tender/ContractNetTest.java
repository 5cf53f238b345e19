package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.gridmarket.core.tender.Fixtures.CHEAP;
import static org.gridmarket.core.tender.Fixtures.DEAR;
import static org.gridmarket.core.tender.Fixtures.DEAREST;
import static org.gridmarket.core.tender.Fixtures.PROHIBITIVE;
import static org.gridmarket.core.tender.Fixtures.clusters;
import static org.gridmarket.core.tender.Fixtures.task;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Seed 003 Table 1 and §5.2, one row per situation. Outcomes are "cluster/refusals" per task, "rejected/r" for
 * a rejection. On an empty 6–8 G$/s cluster a 10,000 MI task due at 10 pays 154.44 and a 9,000 MI one 138.33;
 * at 7–9 G$/s they pay 179.44 and 160.83, so both prefer the cheap cluster and the bigger one pays it more.
 */
class ContractNetTest {

    static Stream<Arguments> situations() {
        return Stream.of(
                row("two awards at one GSP: the higher payer wins, the other gets its second best", 2, 0,
                        List.of(CHEAP, DEAR), List.of(task(1), task(2).size(9_000)), "0/0", "1/1"),
                row("the GSP prefers the higher payer whatever the announcement order", 2, 0,
                        List.of(CHEAP, DEAR), List.of(task(2).size(9_000), task(1)), "1/1", "0/0"),
                row("equal payments: the earlier arrival wins", 2, 1,
                        List.of(CHEAP, DEAR), List.of(task(7).arriving(0.5).due(11), task(9).due(11)), "1/1", "0/0"),
                row("equal payments and arrivals: the lower task id wins", 2, 0,
                        List.of(CHEAP, DEAR), List.of(task(7), task(3)), "1/1", "0/0"),
                row("each refusal sends the GRB to the next GSP", 2, 0, List.of(CHEAP, DEAR, DEAREST),
                        List.of(task(1), task(2).size(9_000), task(3).size(8_000)), "0/0", "1/1", "2/2"),
                row("refused with no other acceptable bid: rejected", 2, 0, List.of(CHEAP, PROHIBITIVE),
                        List.of(task(1), task(2).size(9_000)), "0/0", "rejected/1"),
                row("scenario 2: every U* < 0 is rejected", 2, 0, List.of(CHEAP, DEAR),
                        List.of(task(1).budget(100), task(2).budget(149)), "rejected/0", "rejected/0"),
                row("scenario 1: every U* < 0 is rejected", 1, 0, List.of(CHEAP, DEAR),
                        List.of(task(1).budget(100), task(2).budget(149)), "rejected/0", "rejected/0"),
                row("scenario 1: the second task bids on the first one's load and still prefers it", 1, 0,
                        List.of(CHEAP, DEAR), List.of(task(1), task(2).size(9_000)), "0/0", "0/0"),
                row("scenario 1: equal utilities go to the lower cluster id", 1, 0, List.of(DEAR, DEAR),
                        List.of(task(1)), "0/0"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("situations")
    void awardsAsTable1Says(String situation, int scenario, double now, List<double[]> bands,
                            List<Fixtures.TaskBuilder> tasks, List<String> expected) {
        List<TenderCluster> clusters = clusters(bands.toArray(double[][]::new));
        List<TenderTask> built = tasks.stream().map(Fixtures.TaskBuilder::build).toList();
        List<Award> awards = scenario == 1 ? ContractNet.scenario1(clusters, built, now)
                : ContractNet.scenario2(clusters, built, now);

        assertThat(awards).extracting(Award::task).containsExactlyElementsOf(built);
        assertThat(awards).extracting(ContractNetTest::outcome).as(situation).containsExactlyElementsOf(expected);
        for (Award award : awards.stream().filter(Award::placed).toList()) {
            assertThat(award.bid().utility()).isGreaterThanOrEqualTo(0);
            assertThat(award.allocation().cost()).isCloseTo(award.bid().cost(),
                    within(1e-9));
            assertThat(award.allocation().completion()).isEqualTo(award.bid().completion());
        }
        if (awards.stream().noneMatch(Award::placed)) {
            assertThat(clusters).allMatch(cluster -> cluster.load().loadAt(now) == 0);
        }
    }

    private static String outcome(Award award) {
        return (award.placed() ? String.valueOf(award.bid().clusterId()) : "rejected") + "/" + award.refusals();
    }

    private static Arguments row(String situation, int scenario, double now, List<double[]> bands,
                                 List<Fixtures.TaskBuilder> tasks, String... expected) {
        return Arguments.of(situation, scenario, now, bands, tasks, List.of(expected));
    }
}
