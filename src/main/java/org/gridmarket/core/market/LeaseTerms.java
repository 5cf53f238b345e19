package org.gridmarket.core.market;

import java.util.Arrays;
import java.util.List;
import org.gridmarket.core.workload.LeaseType;

/**
 * Seed 001 §4.2's lease types as a job names them, cheapest first, and what each guarantees in plain words (the
 * way a cloud shows spot against on-demand). One table for the API, the strategies' own descriptions
 * ({@link StrategyOption#leaseTypes}) and the quote's lease options.
 */
public enum LeaseTerms {
    CANCELLABLE(LeaseType.BEST_EFFORT_CANCELLABLE, "Cheapest. The owner's own jobs may stop it for good; you pay only "
            + "for the time it ran. No promise of finishing or of a deadline."),
    SUSPENDABLE(LeaseType.BEST_EFFORT_SUSPENDABLE, "The owner's own jobs may pause it; it resumes later where it "
            + "stopped and, once it completes, you pay its discounted price in full, however often it was paused. "
            + "It may finish later than planned, but a pause never pushes it past the deadline."),
    MIGRATABLE(LeaseType.DEADLINE_CONSTRAINT_MIGRATABLE, "The owner's own jobs may move it (a pause while its memory "
            + "is copied); it still finishes by the deadline."),
    NON_PREEMPTABLE(LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE, "Never disturbed: runs as planned and finishes "
            + "by the deadline, at the full price.");

    private final LeaseType type;
    private final String guarantee;

    LeaseTerms(LeaseType type, String guarantee) {
        this.type = type;
        this.guarantee = guarantee;
    }

    /** Every lease type a job may name, cheapest first. */
    public static List<LeaseTerms> all() {
        return List.of(values());
    }

    /** The names, cheapest first. */
    public static List<String> names() {
        return Arrays.stream(values()).map(Enum::name).toList();
    }

    /** The terms of the core's lease type. */
    public static LeaseTerms of(LeaseType type) {
        return Arrays.stream(values()).filter(terms -> terms.type == type).findFirst().orElseThrow();
    }

    public LeaseType type() {
        return type;
    }

    /** What a lease of this type guarantees, and what its user gives up for the discount (§4.2). */
    public String guarantee() {
        return guarantee;
    }
}
