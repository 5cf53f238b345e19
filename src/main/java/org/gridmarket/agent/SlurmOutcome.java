package org.gridmarket.agent;

import java.time.Instant;
import java.time.ZoneId;

/**
 * What the agent reports when Slurm is done with a job: {@code finished} with Slurm's elapsed time when the job
 * COMPLETED with exit status 0, otherwise {@code failed} with the state and its reason in words (the market shows
 * them to the job's user and owner and charges nothing). A job the agent cancelled itself is never reported, so
 * CANCELLED here means someone cancelled it on the cluster.
 *
 * @param type {@code finished} or {@code failed}
 * @param runtimeSeconds Slurm's RunTime (elapsed), for {@code finished}
 * @param at Slurm's EndTime, when known
 * @param exitCode the script's exit status as Slurm recorded it
 * @param reason for {@code failed}: {@code Slurm: <STATE> — <words>}
 */
public record SlurmOutcome(String type, Long runtimeSeconds, Instant at, int exitCode, String reason) {

    /** The report for a terminal Slurm job; its times are local times in {@code zone} (the controller's). */
    public static SlurmOutcome of(SlurmJob job, ZoneId zone) {
        if (!job.terminal()) {
            throw new IllegalArgumentException("job " + job.slurmId() + " is still " + job.state());
        }
        Instant end = job.endTime() == null ? null : job.endTime().atZone(zone).toInstant();
        if (job.state().equals("COMPLETED") && job.exitStatus() == 0 && job.exitSignal() == 0) {
            return new SlurmOutcome("finished", job.runTimeSeconds(), end, 0, null);
        }
        return new SlurmOutcome("failed", null, end, job.exitStatus(), "Slurm: " + job.state() + " — " + words(job));
    }

    private static String words(SlurmJob job) {
        return switch (job.state()) {
            case "COMPLETED", "FAILED" -> job.exitSignal() != 0 && job.exitStatus() == 0
                    ? "the script was ended by signal " + job.exitSignal()
                    : "the script exited with status " + job.exitStatus();
            case "TIMEOUT" -> "it ran past its time limit"
                    + (job.timeLimitMinutes() == null ? "" : " (" + job.timeLimitMinutes() + " min)");
            case "NODE_FAIL" -> "the node running it failed";
            case "OUT_OF_MEMORY" -> "it ran out of memory";
            case "BOOT_FAIL" -> "the node it was given failed to boot";
            case "PREEMPTED" -> "the cluster preempted it for another job";
            case "DEADLINE" -> "it could not start before its Slurm deadline";
            case "CANCELLED" -> "cancelled on the cluster";
            default -> "it ended in state " + job.state() + " (reason " + job.reason() + ")";
        };
    }
}
