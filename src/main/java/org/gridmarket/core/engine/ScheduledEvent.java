package org.gridmarket.core.engine;

/**
 * One future event. Events are ordered by time, then by the sequence number the queue handed out when the
 * event was scheduled, so two events at the same second always run in scheduling order.
 *
 * @param timeSeconds when the event fires
 * @param sequence tie-break, unique per queue, increasing in scheduling order
 * @param action what to do when it fires
 */
public record ScheduledEvent(long timeSeconds, long sequence, Runnable action)
        implements Comparable<ScheduledEvent> {

    @Override
    public int compareTo(ScheduledEvent other) {
        int byTime = Long.compare(timeSeconds, other.timeSeconds);
        return byTime != 0 ? byTime : Long.compare(sequence, other.sequence);
    }
}
