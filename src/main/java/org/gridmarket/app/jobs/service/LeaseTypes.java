package org.gridmarket.app.jobs.service;

import java.util.List;
import org.gridmarket.app.platform.ExactValues;
import org.gridmarket.core.workload.LeaseType;

/**
 * Seed 001 §4.2's lease types as the API names them, and what each guarantees in plain words (the way a cloud
 * shows spot against on-demand).
 */
public final class LeaseTypes {
    public static final String NON_PREEMPTABLE = "NON_PREEMPTABLE";
    /** Cheapest first: the order of the quote's lease options. */
    public static final List<String> NAMES = List.of("CANCELLABLE", "SUSPENDABLE", "MIGRATABLE", NON_PREEMPTABLE);

    private LeaseTypes() {
    }

    /** The API name, exactly; NON_PREEMPTABLE when absent; a 422 naming {@code leaseType} for any other text. */
    static String parse(String name) {
        return name == null ? NON_PREEMPTABLE : ExactValues.oneOf("leaseType", name, NAMES);
    }

    /** The core's type for an API name. */
    public static LeaseType core(String name) {
        return switch (parse(name)) {
            case "CANCELLABLE" -> LeaseType.BEST_EFFORT_CANCELLABLE;
            case "SUSPENDABLE" -> LeaseType.BEST_EFFORT_SUSPENDABLE;
            case "MIGRATABLE" -> LeaseType.DEADLINE_CONSTRAINT_MIGRATABLE;
            default -> LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE;
        };
    }

    /** What a lease of this type guarantees, and what its user gives up for the discount (§4.2). */
    public static String guarantee(String name) {
        return switch (parse(name)) {
            case "CANCELLABLE" -> "Cheapest. The owner's own jobs may stop it for good; you pay only for the time "
                    + "it ran. No promise of finishing or of a deadline.";
            case "SUSPENDABLE" -> "The owner's own jobs may pause it; it resumes later where it stopped and you pay "
                    + "the full price once it completes. It may finish later than planned, but a pause never pushes it "
                    + "past the deadline.";
            case "MIGRATABLE" -> "The owner's own jobs may move it (a pause while its memory is copied); it still "
                    + "finishes by the deadline.";
            default -> "Never disturbed: runs as planned and finishes by the deadline, at the full price.";
        };
    }
}
