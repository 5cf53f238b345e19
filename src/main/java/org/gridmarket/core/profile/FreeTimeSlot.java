package org.gridmarket.core.profile;

/**
 * A window of availability a provider can disclose (seed 000 §4.1, Fig. 2a): {@code processors} are free
 * from {@code startSeconds} until {@code endSeconds} (exclusive).
 */
public record FreeTimeSlot(long startSeconds, long endSeconds, int processors) {

    public FreeTimeSlot {
        if (endSeconds <= startSeconds || processors <= 0) {
            throw new IllegalArgumentException("empty slot " + startSeconds + ".." + endSeconds + " x" + processors);
        }
    }

    public long durationSeconds() {
        return endSeconds - startSeconds;
    }
}
