package org.gridmarket.core.federation;

import org.gridmarket.core.workload.Job;

/**
 * A job submitted to its origin GFA with its QoS (seed 004 §3.2): the budget b it will pay at most and
 * the deadline d, the longest it may take from submission to completion.
 */
public record FederatedJob(Job job, JobDemand demand, GridFederationAgent origin, long budgetMicroGd,
                           long deadlineSeconds) {

    /** The latest acceptable completion time: s + d. */
    public long deadlineAtSeconds() {
        return job.submitSeconds() + deadlineSeconds;
    }

    public long id() {
        return job.id();
    }
}
