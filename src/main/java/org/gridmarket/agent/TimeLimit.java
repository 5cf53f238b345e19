package org.gridmarket.agent;

/**
 * The {@code sbatch --time} of a job: its planned runtime on the site plus the agent's margin, rounded up to whole
 * minutes, because a Slurm time limit is given in minutes here (Slurm accepts seconds in {@code MM:SS} but checks
 * limits only about every 30 s, so a finer limit would promise what it does not enforce).
 */
public final class TimeLimit {
    private TimeLimit() {
    }

    /** ceil((runtime + margin) / 60) minutes, at least one. */
    public static long minutes(long runtimeSeconds, long marginSeconds) {
        if (runtimeSeconds < 0 || marginSeconds < 0) {
            throw new IllegalArgumentException("runtime and margin must not be negative");
        }
        long seconds = Math.addExact(runtimeSeconds, marginSeconds);
        return Math.max(1, -Math.floorDiv(-seconds, 60));
    }
}
