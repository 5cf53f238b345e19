package org.gridmarket.app.jobs.service;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;

/**
 * The engine's meters at {@code /q/metrics}: each turn's time, commit included, and its share per phase;
 * commands per turn; commands waiting for a turn.
 */
final class TurnMeters {
    /** Where a turn's time goes: looking up its keys, running its work, sending its writes, committing. */
    enum Phase {
        KEYS("keys"), WORK("work"), WRITE("write"), COMMIT("commit");

        private final String label;

        Phase(String label) {
            this.label = label;
        }
    }

    private final Timer turnTimer;
    private final DistributionSummary commandsPerTurn;
    private final Timer[] phases;

    TurnMeters(MeterRegistry meters, IntSupplier waiting) {
        this.turnTimer = Timer.builder("gridmarket.engine.turn").description("one engine turn, commit included")
                .publishPercentiles(0.5, 0.99).register(meters);
        this.commandsPerTurn = DistributionSummary.builder("gridmarket.engine.turn.commands")
                .description("commands run in one engine turn").publishPercentiles(0.5, 0.99).register(meters);
        this.phases = new Timer[Phase.values().length];
        for (Phase phase : Phase.values()) {
            phases[phase.ordinal()] = Timer.builder("gridmarket.engine.turn.phase").tag("phase", phase.label)
                    .description("time of one engine turn spent in a phase").publishPercentiles(0.5, 0.99)
                    .register(meters);
        }
        Gauge.builder("gridmarket.engine.waiting", waiting, IntSupplier::getAsInt)
                .description("commands handed to the engine and not yet taken into a turn").register(meters);
    }

    /** Room for the time each phase ends, in {@link System#nanoTime()}, indexed by {@link Phase#ordinal()}. */
    static long[] phaseEnds() {
        return new long[Phase.values().length];
    }

    void commands(int count) {
        commandsPerTurn.record(count);
    }

    /** A committed turn that started at {@code startedNanos} and whose phases ended at {@code ends}. */
    void turn(long startedNanos, long[] ends) {
        long from = startedNanos;
        for (Phase phase : Phase.values()) {
            phases[phase.ordinal()].record(ends[phase.ordinal()] - from, TimeUnit.NANOSECONDS);
            from = ends[phase.ordinal()];
        }
        turnTimer.record(ends[Phase.COMMIT.ordinal()] - startedNanos, TimeUnit.NANOSECONDS);
    }
}
