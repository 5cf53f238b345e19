package org.gridmarket.agent;

import java.time.LocalDateTime;
import java.time.format.DateTimeParseException;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What {@code scontrol show job -o <id>} says of one Slurm job (Slurm 22.05): one line of {@code Key=Value} pairs.
 * Times are the controller's local time without a zone ({@code 2026-11-28T10:55:41}); {@code Unknown}, {@code None}
 * and {@code N/A} read as absent. A pending job's StartTime is Slurm's expected start, so {@link #ran()} decides
 * whether it is a real one.
 *
 * @param slurmId the Slurm job id
 * @param state JobState ({@code PENDING}, {@code RUNNING}, {@code COMPLETED}, {@code TIMEOUT} …)
 * @param reason Reason ({@code None}, {@code NonZeroExitCode}, {@code BeginTime} …)
 * @param exitStatus the script's exit status (ExitCode's part before the colon)
 * @param exitSignal the signal that ended it (ExitCode's part after the colon), 0 for none
 * @param runTimeSeconds RunTime, the elapsed time
 * @param timeLimitMinutes TimeLimit in minutes, null when UNLIMITED or not a duration
 * @param startTime StartTime, null when absent
 * @param endTime EndTime, null when absent
 */
public record SlurmJob(String slurmId, String state, String reason, int exitStatus, int exitSignal,
                       long runTimeSeconds, Long timeLimitMinutes, LocalDateTime startTime, LocalDateTime endTime) {

    /** States after which Slurm does nothing more with the job (with {@code MinJobAge} it stays visible). */
    private static final Set<String> TERMINAL = Set.of("COMPLETED", "FAILED", "TIMEOUT", "CANCELLED", "NODE_FAIL",
            "OUT_OF_MEMORY", "BOOT_FAIL", "PREEMPTED", "DEADLINE");
    /** States of a job whose script is executing or has executed and is being cleaned up. */
    private static final Set<String> EXECUTING = Set.of("RUNNING", "SUSPENDED", "COMPLETING", "STOPPED",
            "SIGNALING", "STAGE_OUT");
    /** A key starts a field: at the line's start or after a space, letters then {@code =}. */
    private static final Pattern KEY = Pattern.compile("(?:^|\\s)([A-Za-z][\\w/:]*)=");

    /** Parses one line of {@code scontrol show job -o}. */
    public static SlurmJob parse(String line) {
        Map<String, String> fields = fields(line);
        String id = fields.get("JobId");
        String state = fields.get("JobState");
        if (id == null || state == null) {
            throw new IllegalArgumentException("not a line of scontrol show job -o: " + line);
        }
        String[] exit = fields.getOrDefault("ExitCode", "0:0").split(":", 2);
        return new SlurmJob(id, state, fields.getOrDefault("Reason", "None"), Integer.parseInt(exit[0]),
                exit.length > 1 ? Integer.parseInt(exit[1]) : 0, seconds(fields.getOrDefault("RunTime", "0")),
                limitMinutes(fields.get("TimeLimit")), time(fields.get("StartTime")), time(fields.get("EndTime")));
    }

    /** Whether Slurm is done with the job. */
    public boolean terminal() {
        return TERMINAL.contains(state);
    }

    /** Whether the script really started (not a pending job, nor one cancelled or failed before it started). */
    public boolean ran() {
        if (EXECUTING.contains(state)) {
            return true;
        }
        return terminal() && startTime != null && !state.equals("BOOT_FAIL") && !state.equals("DEADLINE")
                && (!state.equals("CANCELLED") || runTimeSeconds > 0);
    }

    private static Map<String, String> fields(String line) {
        Map<String, String> fields = new HashMap<>();
        Matcher matcher = KEY.matcher(line);
        String key = null;
        int valueStart = 0;
        while (matcher.find()) {
            if (key != null) {
                fields.put(key, line.substring(valueStart, matcher.start()).trim());
            }
            key = matcher.group(1);
            valueStart = matcher.end();
        }
        if (key != null) {
            fields.put(key, line.substring(valueStart).trim());
        }
        return fields;
    }

    /** {@code [days-]hours:minutes:seconds}, {@code minutes:seconds} or {@code minutes}, as Slurm prints durations. */
    static long seconds(String duration) {
        String rest = duration;
        long days = 0;
        int dash = rest.indexOf('-');
        if (dash >= 0) {
            days = Long.parseLong(rest.substring(0, dash));
            rest = rest.substring(dash + 1);
        }
        String[] parts = rest.split(":");
        long seconds = switch (parts.length) {
            case 1 -> Long.parseLong(parts[0]) * 60;
            case 2 -> Long.parseLong(parts[0]) * 60 + Long.parseLong(parts[1]);
            case 3 -> Long.parseLong(parts[0]) * 3600 + Long.parseLong(parts[1]) * 60 + Long.parseLong(parts[2]);
            default -> throw new IllegalArgumentException("not a Slurm duration: " + duration);
        };
        return days * 86_400 + seconds;
    }

    private static Long limitMinutes(String limit) {
        if (limit == null || !limit.matches("[0-9:-]+")) {
            return null;
        }
        return -Math.floorDiv(-seconds(limit), 60);
    }

    private static LocalDateTime time(String value) {
        if (value == null) {
            return null;
        }
        try {
            return LocalDateTime.parse(value);
        } catch (DateTimeParseException notATime) {
            return null;
        }
    }
}
