package org.gridmarket.agent;

import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A Slurm command failed, timed out or printed something unexpected; the message says which and why. When
 * {@code sbatch} refuses a job for what it is (not a batch script, a partition or size the cluster does not have),
 * {@link #refusal()} holds Slurm's own words: trying again cannot help.
 */
public final class SlurmException extends RuntimeException {
    /** Slurm's words for a failure that may pass: the controller is down, busy or slow. */
    private static final Pattern TRANSIENT = Pattern.compile(
            "unable to contact|timed out|temporarily|try again|connection refused|not responding");

    private final String refusal;

    public SlurmException(String message) {
        this(message, null);
    }

    private SlurmException(String message, String refusal) {
        super(message);
        this.refusal = refusal;
    }

    /** {@code sbatch} exited non-zero with {@code error}: a refusal of the job unless Slurm says it may pass. */
    static SlurmException sbatchFailed(String message, String error) {
        boolean passes = TRANSIENT.matcher(error.toLowerCase(Locale.ROOT)).find();
        return new SlurmException(message, passes ? null : firstLine(error));
    }

    /** Slurm's words refusing the job, or null when the failure may pass (then the agent tries again). */
    public String refusal() {
        return refusal;
    }

    private static String firstLine(String error) {
        String line = error.strip().lines().findFirst().orElse("sbatch failed").replaceFirst("^sbatch: error: ", "");
        return line.length() > 200 ? line.substring(0, 200) : line;
    }
}
