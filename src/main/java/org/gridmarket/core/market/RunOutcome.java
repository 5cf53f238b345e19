package org.gridmarket.core.market;

/** What actually happened to a placed job, for its settlement rule. */
public sealed interface RunOutcome {

    /** Ran to its end: after its planned runtime on a modelled site, or as its site's agent reports. */
    record Completed(long ranSeconds) implements RunOutcome {
    }

    /** Withdrawn by its user after running {@code ranSeconds} (0 when it had not started). */
    record Cancelled(long ranSeconds) implements RunOutcome {
    }

    /** Failed at its site (its agent says so); the user owes nothing. */
    record Failed() implements RunOutcome {
    }
}
