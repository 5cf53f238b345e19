package org.gridmarket.core.workload;

/** Request/lease types of seed 001 §4.2; the preemption issue gives them behaviour. */
public enum LeaseType {
    /** May be cancelled without notice; guarantees neither duration nor deadline. */
    BEST_EFFORT_CANCELLABLE,
    /** May be suspended and resumed later; guarantees the duration but no deadline. */
    BEST_EFFORT_SUSPENDABLE,
    /** Guarantees duration and deadline but may migrate to another resource. */
    DEADLINE_CONSTRAINT_MIGRATABLE,
    /** Never preempted; seed 001 assumes every local request is of this type. */
    DEADLINE_CONSTRAINT_NON_PREEMPTABLE
}
