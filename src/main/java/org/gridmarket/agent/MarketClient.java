package org.gridmarket.agent;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The market's agent endpoints as the agent uses them ({@code /api/sites/{id}/agent/**}, contract of issue 33).
 * {@link HttpMarketClient} speaks HTTP; the tests give the agent an in-memory market instead. Every method throws
 * {@link MarketException}: fatal ones (the key refused) stop the agent, the others are retried at the next poll.
 */
public interface MarketClient {

    /** {@code POST .../agent/heartbeat}: tells the market the agent is alive and reads its time scale. */
    Heartbeat heartbeat();

    /** {@code GET .../agent/assignments}, every page: jobs accepted on or running at the site, oldest first. */
    List<MarketJob> assignments();

    /** {@code GET .../agent/jobs/{jobId}}: a job ever placed at the site, in whatever state it is now. */
    MarketJob job(long jobId);

    /** {@code GET .../agent/jobs/{jobId}/script}; empty when the job carries none. */
    Optional<String> script(long jobId);

    /** {@code PUT .../agent/jobs/{jobId}/output}: replaces the job's output (at most 64 KiB of UTF-8). */
    void uploadOutput(long jobId, String output);

    /** {@code POST .../agent/events}; a job the market has already ended answers {@link Delivery#JOB_FINAL}. */
    Delivery report(Event event);

    /** The heartbeat's answer. */
    record Heartbeat(double timeScale, long offlineAfterSeconds, Instant serverTime) {
    }

    /**
     * A job as the market shows it to the agent.
     *
     * @param state the market's state ({@code ACCEPTED}, {@code RUNNING}, {@code CANCELLED} …)
     * @param runtimeSeconds the planned runtime on the site, null when the market gives none
     */
    record MarketJob(long jobId, String state, int processors, Long runtimeSeconds, boolean hasScript) {
    }

    /**
     * What the agent reports of a job.
     *
     * @param type {@code started}, {@code finished} or {@code failed}
     * @param runtimeSeconds Slurm's elapsed time, for {@code finished}
     * @param at Slurm's start time (started) or end time (finished, failed)
     * @param exitCode the script's exit status, for {@code finished} and {@code failed}
     * @param reason Slurm's reason in words, for {@code failed}
     */
    record Event(long jobId, String type, Long runtimeSeconds, Instant at, Integer exitCode, String reason) {
        static Event started(long jobId, Instant at) {
            return new Event(jobId, "started", null, at, null, null);
        }

        static Event of(long jobId, SlurmOutcome outcome) {
            return new Event(jobId, outcome.type(), outcome.runtimeSeconds(), outcome.at(), outcome.exitCode(),
                    outcome.reason());
        }

        static Event failed(long jobId, String reason) {
            return new Event(jobId, "failed", null, null, null, reason);
        }
    }

    /** How the market took a report. */
    enum Delivery {
        /** Recorded (or repeated harmlessly). */
        RECORDED,
        /** 409 {@code job-final}: the job had already ended in the market, so there is nothing more to report. */
        JOB_FINAL
    }
}
