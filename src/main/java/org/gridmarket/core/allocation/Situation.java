package org.gridmarket.core.allocation;

/**
 * Seed 002 §4.1, Table 2: the two allocation events that can allocate. A submission behind a non-empty queue
 * and a finish with an empty queue (Table 2's "X") never reach a method.
 */
public enum Situation {
    /** Table 2 (a): a job submitted while WQ is empty; the decision is for that job. */
    SUBMISSION_TO_EMPTY_QUEUE,
    /** Table 2 (b): a job finished while WQ is non-empty; the decision is for the head job FJ. */
    AFTER_FINISH
}
