package org.gridmarket.agent;

/** A Slurm command failed, timed out or printed something unexpected; the message says which and why. */
public final class SlurmException extends RuntimeException {
    public SlurmException(String message) {
        super(message);
    }
}
