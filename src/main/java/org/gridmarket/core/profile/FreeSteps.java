package org.gridmarket.core.profile;

/**
 * A read-only copy of a site's free-processor step function from some time on: {@code freeProcessors[i]}
 * processors are free from {@code startSeconds[i]} until {@code startSeconds[i + 1]}; the last step lasts
 * for ever (every processor free, {@link AvailabilityProfile}'s invariant). A strategy that prices windows
 * over time (seed 003's bids) reads it without touching the profile.
 */
public record FreeSteps(int capacityProcessors, long[] startSeconds, int[] freeProcessors) {

    public FreeSteps {
        if (startSeconds.length == 0 || startSeconds.length != freeProcessors.length) {
            throw new IllegalArgumentException("steps need as many starts as levels, at least one");
        }
    }

    public int size() {
        return startSeconds.length;
    }

    /** The end of step {@code index}: the next step's start, or {@link Long#MAX_VALUE} for the last. */
    public long endSeconds(int index) {
        return index + 1 < startSeconds.length ? startSeconds[index + 1] : Long.MAX_VALUE;
    }
}
