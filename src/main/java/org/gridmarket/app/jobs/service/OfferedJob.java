package org.gridmarket.app.jobs.service;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.app.jobs.persistence.JobEventRecord;
import org.gridmarket.app.jobs.persistence.JobRecord;

/**
 * A new job {@link EngineState} offers to the market, under its id and not recorded yet: when the market first
 * tells what became of it (queued, accepted, rejected, the gateway's negotiation), the {@link JobRecorder} writes
 * its row and its SUBMITTED event ({@code detail}), then what it was told; and keeps the events it records of it
 * in {@code events}, which answer the submission.
 */
record OfferedJob(JobRecord job, String detail, List<JobEventRecord> events) {
    OfferedJob(JobRecord job, String detail) {
        this(job, detail, new ArrayList<>());
    }
}
