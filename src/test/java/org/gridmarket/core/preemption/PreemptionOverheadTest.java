package org.gridmarket.core.preemption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;
import static org.gridmarket.core.workload.LeaseType.BEST_EFFORT_CANCELLABLE;
import static org.gridmarket.core.workload.LeaseType.BEST_EFFORT_SUSPENDABLE;
import static org.gridmarket.core.workload.LeaseType.DEADLINE_CONSTRAINT_MIGRATABLE;
import static org.gridmarket.core.workload.LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE;

import java.util.List;
import java.util.stream.Stream;
import org.assertj.core.data.Offset;
import org.gridmarket.core.workload.LeaseType;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Seed 001 §5 Eq. (3)–(8) with §7.2's rates, each value worked out by hand (to 3 decimals). */
class PreemptionOverheadTest {

    private static final Offset<Double> MILLISECOND = within(0.0005);
    private static final PreemptionOverhead PAPER = PreemptionOverhead.paperDefaults();

    @Test
    void suspendsAndResumesOneVmOf1024MbAsEquations5And6() {
        // s = 0.005 + 1024 / 6.36 + 2.3 = 163.311; r = 0.005 + 1024 / 8.12 = 126.113
        assertThat(PAPER.suspendSeconds(1, 1024)).isCloseTo(163.311, MILLISECOND);
        assertThat(PAPER.resumeSeconds(1, 1024)).isCloseTo(126.113, MILLISECOND);
    }

    static Stream<Arguments> overheads() {
        return Stream.of(
                Arguments.of("1 suspendable VM of 1,024 MB (Eq. 7)", BEST_EFFORT_SUSPENDABLE, 1, true, 289.425),
                Arguments.of("1 migratable VM of 1,024 MB (Eq. 8)", DEADLINE_CONSTRAINT_MIGRATABLE, 1, true, 449.625),
                Arguments.of("4 suspendable VMs (Eq. 7)", BEST_EFFORT_SUSPENDABLE, 4, true, 1_150.799),
                Arguments.of("4 migratable VMs (Eq. 8, overlap j = 2..v)", DEADLINE_CONSTRAINT_MIGRATABLE, 4, true,
                        1_413.274),
                Arguments.of("a cancellable lease is stopped for free", BEST_EFFORT_CANCELLABLE, 4, true, 0.0),
                Arguments.of("a suspendable lease not yet started costs δ only", BEST_EFFORT_SUSPENDABLE, 4, false,
                        2.3),
                Arguments.of("a migratable lease not yet started costs δ only", DEADLINE_CONSTRAINT_MIGRATABLE, 4,
                        false, 2.3));
    }

    @ParameterizedTest(name = "{0}: {4} s")
    @MethodSource("overheads")
    void overheadOfALeaseMatchesTheHandComputedValue(String situation, LeaseType type, int vms, boolean started,
                                                      double expectedSeconds) {
        assertThat(PAPER.overheadSeconds(type, vms, 1024, started)).isCloseTo(expectedSeconds, MILLISECOND);
    }

    @Test
    void migratingVmsOfDifferentMemoryOverlapsTheFirstResumeWithTheSecondSuspend() {
        // copy 160.2 · 1280 / 1024 = 200.25; t_s^1 = 161.006; max{t_s^2 = 40.252, t_r^1 = 126.108};
        // t_r^2 = 31.527; 2 · 2 · 0.005 + 2.3 = 2.32 → 521.212
        double seconds = PAPER.overheadSeconds(DEADLINE_CONSTRAINT_MIGRATABLE, List.of(1024L, 256L), true);

        assertThat(seconds).isCloseTo(521.212, MILLISECOND);
    }

    @Test
    void refusesANonPreemptableLease() {
        assertThatThrownBy(() -> PAPER.overheadSeconds(DEADLINE_CONSTRAINT_NON_PREEMPTABLE, 1, 1024, true))
                .isInstanceOf(IllegalArgumentException.class);
    }

    static Stream<Arguments> badParameters() {
        return Stream.of(
                Arguments.of("zero suspend rate", new double[] {0, 8.12, 0.16, 0.005, 2.3}),
                Arguments.of("negative resume rate", new double[] {6.36, -1, 0.16, 0.005, 2.3}),
                Arguments.of("NaN copy time", new double[] {6.36, 8.12, Double.NaN, 0.005, 2.3}),
                Arguments.of("zero pause time", new double[] {6.36, 8.12, 0.16, 0, 2.3}),
                Arguments.of("infinite δ", new double[] {6.36, 8.12, 0.16, 0.005, Double.POSITIVE_INFINITY}));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("badParameters")
    void rejectsNonPositiveParameters(String situation, double[] values) {
        assertThatThrownBy(() -> new PreemptionOverhead(values[0], values[1], values[2], values[3], values[4]))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void rejectsLeasesWithoutVmsOrMemory() {
        assertThatThrownBy(() -> PAPER.suspendSeconds(0, 1024)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PAPER.resumeSeconds(1, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PAPER.overheadSeconds(BEST_EFFORT_SUSPENDABLE, List.of(), true))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
