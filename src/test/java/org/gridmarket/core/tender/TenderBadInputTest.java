package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Issue 20, "Bad input": the core rejects what the paper's model cannot mean, one row per input. */
class TenderBadInputTest {

    private static final double NAN = Double.NaN;

    static Stream<Arguments> inputs() {
        LoadProfile load = new LoadProfile(4_000);
        PriceIndexedMachines machines = new PriceIndexedMachines(10, 400, 6, 8);
        return Stream.of(
                row("no machines", () -> new PriceIndexedMachines(0, 400, 6, 8)),
                row("zero MIPS", () -> new PriceIndexedMachines(10, 0, 6, 8)),
                row("negative MIPS", () -> new PriceIndexedMachines(10, -400, 6, 8)),
                row("NaN MIPS", () -> new PriceIndexedMachines(10, NAN, 6, 8)),
                row("negative minimum price", () -> new PriceIndexedMachines(10, 400, -1, 8)),
                row("negative maximum price", () -> new PriceIndexedMachines(10, 400, -2, -1)),
                row("minimum above maximum", () -> new PriceIndexedMachines(10, 400, 8, 6)),
                row("NaN price", () -> new PriceIndexedMachines(10, 400, NAN, 8)),
                row("machine 0", () -> machines.price(0)),
                row("machine P + 1", () -> machines.price(11)),
                row("load above P·R", () -> machines.cumulativePricePerSecond(4_001)),
                row("negative load", () -> machines.marginalPricePerMi(-1)),
                row("zero-size task", () -> new TenderTask(1, 0, 0, 250, 10, 50)),
                row("negative budget", () -> new TenderTask(1, 0, 10_000, -1, 10, 50)),
                row("negative weight", () -> new TenderTask(1, 0, 10_000, 250, 10, -1)),
                row("NaN arrival", () -> new TenderTask(1, NAN, 10_000, 250, 10, 50)),
                row("NaN due date", () -> new TenderTask(1, 0, 10_000, 250, NAN, 50)),
                row("NaN size", () -> new TenderTask(1, 0, NAN, 250, 10, 50)),
                row("zero capacity profile", () -> new LoadProfile(0)),
                row("plan with zero size", () -> LoadLevellingScheduler.plan(load, machines, 0, 0, 10)),
                row("plan with NaN completion", () -> LoadLevellingScheduler.plan(load, machines, 0, 1, NAN)),
                row("plan on another capacity", () -> LoadLevellingScheduler.plan(load,
                        new PriceIndexedMachines(5, 400, 6, 8), 0, 1, 10)),
                row("curve with NaN release", () -> ResourceCostCurve.of(load, machines, NAN, 1)),
                row("curve cost at NaN", () -> ResourceCostCurve.of(load, machines, 0, 1).costAt(NAN)));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("inputs")
    void rejectsWithIllegalArgument(String input, Executable call) {
        assertThatThrownBy(call::execute).as(input).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aQueryBeforeTheDiscardedHistoryIsRejected() {
        LoadProfile load = new LoadProfile(4_000);
        load.discardBefore(5);
        assertThatThrownBy(() -> load.loadAt(4)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aCommitAtAnInfeasibleCompletionIsRejected() {
        TenderCluster cluster = new TenderCluster(0, new PriceIndexedMachines(10, 400, 6, 8));
        assertThatThrownBy(() -> cluster.commit(new TenderTask(1, 0, 10_000, 250, 10, 50), 2, 0))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static Arguments row(String input, Executable call) {
        return Arguments.of(input, call);
    }
}
