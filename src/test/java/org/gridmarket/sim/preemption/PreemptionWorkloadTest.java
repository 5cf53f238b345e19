package org.gridmarket.sim.preemption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.preemption.LeaseRequest;
import org.gridmarket.core.workload.LeaseType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Seed 001 §7.2's workload: adjusted as stated, reproducible, typed with exact counts. */
class PreemptionWorkloadTest {

    private static final PreemptionWorkload.Adjusted WORKLOAD = PreemptionWorkload.generate(new RandomStreams(7));

    @Test
    void theSameSeedGivesTheSameRequestsAndAnotherSeedOthers() {
        assertThat(PreemptionWorkload.generate(new RandomStreams(7)).requests()).isEqualTo(WORKLOAD.requests());
        assertThat(PreemptionWorkload.generate(new RandomStreams(8)).requests()).isNotEqualTo(WORKLOAD.requests());
    }

    @Test
    void isAdjustedToFourVmsTwoHoursAndFourteenDays() {
        List<PreemptionWorkload.Request> requests = WORKLOAD.requests();

        assertThat(requests).hasSize(3_000);
        assertThat(requests.stream().mapToInt(PreemptionWorkload.Request::processors).average().orElseThrow())
                .isCloseTo(4, within(0.05));
        assertThat(requests.stream().mapToLong(PreemptionWorkload.Request::durationSeconds).average().orElseThrow())
                .isCloseTo(7_200, within(1.0));
        assertThat(requests).allSatisfy(request -> assertThat(request.processors()).isBetween(1, 32));
        assertThat(requests.get(0).arrivalSeconds()).isZero();
        assertThat(requests.get(requests.size() - 1).arrivalSeconds()).isEqualTo(14L * 86_400);
        assertThat(WORKLOAD.sizeMedium()).isBetween(0.8, 4.5);
        assertThat(WORKLOAD.offeredLoad()).isBetween(1.5, 3.5);
    }

    @ParameterizedTest(name = "{0} at {1} %: {2} locals, {3} cancellable, {4} suspendable, {5} migratable, {6} np")
    @CsvSource({
            "BE, 10, 1000, 100, 100, 900, 900",
            "BE, 50, 1000, 500, 500, 500, 500",
            "DC, 30, 1000, 700, 700, 300, 300",
            "LOCALS, 20, 600, 600, 600, 600, 600",
            "LOCALS, 70, 2100, 225, 225, 225, 225"})
    void typesExactlyTheStatedCounts(Sweep sweep, int valuePct, int locals, int cancellable, int suspendable,
            int migratable, int nonPreemptable) {
        List<LeaseRequest> typed = PreemptionWorkload.typed(WORKLOAD, sweep.mix(valuePct, 3_000));

        assertThat(typed.stream().filter(LeaseRequest::local).count()).isEqualTo(locals);
        Map<LeaseType, Long> externals = typed.stream().filter(request -> !request.local())
                .collect(Collectors.groupingBy(LeaseRequest::type, Collectors.counting()));
        assertThat(externals).containsEntry(LeaseType.BEST_EFFORT_CANCELLABLE, (long) cancellable)
                .containsEntry(LeaseType.BEST_EFFORT_SUSPENDABLE, (long) suspendable)
                .containsEntry(LeaseType.DEADLINE_CONSTRAINT_MIGRATABLE, (long) migratable)
                .containsEntry(LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE, (long) nonPreemptable);
    }

    @Test
    void deadlinesUseSlackOneForLocalsTwoForDeadlineConstrainedAndNoneForBestEffort() {
        List<LeaseRequest> typed = PreemptionWorkload.typed(WORKLOAD, Sweep.BE.mix(30, 3_000));

        assertThat(typed).allSatisfy(request -> {
            long expected = request.local() ? request.arrivalSeconds() + request.durationSeconds()
                    : PreemptionRunMeasures.bestEffort(request.type()) ? Long.MAX_VALUE
                    : request.arrivalSeconds() + 2 * request.durationSeconds();
            assertThat(request.deadlineSeconds()).isEqualTo(expected);
            if (request.local()) {
                assertThat(request.type()).isEqualTo(LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE);
            }
        });
    }

    @Test
    void pointsOfASweepShareTheirDraws() {
        Function<Integer, List<Long>> locals = valuePct -> PreemptionWorkload.typed(WORKLOAD,
                Sweep.LOCALS.mix(valuePct, 3_000)).stream().filter(LeaseRequest::local).map(LeaseRequest::id).toList();

        assertThat(locals.apply(30)).containsAll(locals.apply(20));
    }
}
