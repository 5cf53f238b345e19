package org.gridmarket.app.jobs.persistence;

/** One step in a job's history (a row of {@code job_events}); {@code atSeconds} is model time. */
public record JobEventRecord(long jobId, long atSeconds, String state, String detail) {

    public static JobEventRecord of(JobEventEntity entity) {
        return new JobEventRecord(entity.jobId, entity.atSeconds, entity.state, entity.detail);
    }
}
