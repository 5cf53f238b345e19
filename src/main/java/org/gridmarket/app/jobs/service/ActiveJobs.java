package org.gridmarket.app.jobs.service;

import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.gridmarket.app.jobs.persistence.JobEventRecord;
import org.gridmarket.app.jobs.persistence.JobRecord;

/**
 * The jobs the engine works on (queued, accepted or running, in memory between turns) and the record of what
 * happens to them: each state change or note becomes a row change and an event in the turn's
 * {@link TurnWriter}, and a job event published once the turn commits. A job leaves the set when it reaches a final state. Engine
 * thread only.
 */
final class ActiveJobs {
    private final TurnWriter turn;
    private final JobEvents events;
    private final java.util.function.LongConsumer finalised;
    private final Map<Long, JobRecord> active = new HashMap<>();

    /** {@code finalised} hears of every job that reaches a final state (its per-job counts can go). */
    ActiveJobs(TurnWriter turn, JobEvents events, java.util.function.LongConsumer finalised) {
        this.turn = turn;
        this.events = events;
        this.finalised = finalised;
    }

    void clear() {
        active.clear();
    }

    void add(JobRecord job) {
        active.put(job.id, job);
    }

    /** A queued, accepted or running job, or null. */
    JobRecord active(long jobId) {
        return active.get(jobId);
    }

    /**
     * A job as it is now: from memory while active or written this turn (a job that completed earlier in the
     * turn is not in the database yet), else from the database.
     */
    Optional<JobRecord> job(long jobId) {
        JobRecord job = active.get(jobId);
        if (job == null) {
            job = turn.pending(jobId);
        }
        return job != null ? Optional.of(job) : turn.stored(jobId);
    }

    /**
     * Records the job's current state (just changed by one of its {@code markX()} methods) at {@code atSeconds}
     * with {@code detail}; the event is published after the commit. A final job leaves the active set.
     */
    void record(JobRecord job, long atSeconds, String detail) {
        turn.changed(job);
        if (job.state().isFinal()) {
            active.remove(job.id);
            finalised.accept(job.id);
        }
        turn.event(new JobEventRecord(job.id, atSeconds, job.state().name(), detail));
        events.queue(new JobEvents.JobEvent(job.id, job.userId, job.state().name(), job.siteId,
                Instant.ofEpochSecond(atSeconds), detail));
    }

    /** Records an event labelled {@code label} (not a state the job enters, e.g. NEGOTIATING) at {@code atSeconds}. */
    void event(JobRecord job, long atSeconds, String label, String detail) {
        turn.event(new JobEventRecord(job.id, atSeconds, label, detail));
        events.queue(new JobEvents.JobEvent(job.id, job.userId, label, job.siteId, Instant.ofEpochSecond(atSeconds),
                detail));
    }

    /** Records a new job, SUBMITTED, under a fresh id. */
    void inserted(JobRecord job, String detail) {
        turn.inserted(job);
        record(job, job.submittedAtSeconds, detail);
    }
}
