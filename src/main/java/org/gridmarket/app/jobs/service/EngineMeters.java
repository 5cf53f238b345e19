package org.gridmarket.app.jobs.service;

import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The market's work per engine command, at {@code /q/metrics} (p50, p99): one submission's placement per
 * strategy ({@code gridmarket_engine_placement_seconds{strategy}}: place, hold, admit), and one local job's
 * admission ({@code gridmarket_engine_local_admission_seconds{preempted}}: fit, or preempt leases by the site's
 * policy and re-plan them, seed 001). Engine thread only.
 */
final class EngineMeters {
    private final MeterRegistry meters;
    private final Map<String, Timer> placements = new HashMap<>();
    private final Map<Boolean, Timer> localAdmissions = new HashMap<>();

    EngineMeters(MeterRegistry meters) {
        this.meters = meters;
    }

    void placement(String strategy, long startedNanos) {
        placements.computeIfAbsent(strategy, name -> Timer.builder("gridmarket.engine.placement").tag("strategy", name)
                        .description("the market's work for one submission: place, hold, admit")
                        .publishPercentiles(0.5, 0.99).register(meters))
                .record(System.nanoTime() - startedNanos, TimeUnit.NANOSECONDS);
    }

    /** Times {@code admission}, done since {@code startedNanos}, and returns it. */
    org.gridmarket.core.market.LocalAdmissions.Admission localAdmission(
            org.gridmarket.core.market.LocalAdmissions.Admission admission, long startedNanos) {
        localAdmissions.computeIfAbsent(admission.preempted(), key -> Timer.builder("gridmarket.engine.local.admission")
                        .tag("preempted", key.toString())
                        .description("the market's work for one local job: fit, or preempt (seed 001) and re-plan")
                        .publishPercentiles(0.5, 0.99).register(meters))
                .record(System.nanoTime() - startedNanos, TimeUnit.NANOSECONDS);
        return admission;
    }
}
