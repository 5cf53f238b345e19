package org.gridmarket.core.engine;

import java.util.PriorityQueue;

/**
 * The future-event list: a binary heap ordered by (time, sequence number).
 *
 * <p>Costs: {@link #schedule} O(log n), {@link #poll} O(log n), {@link #peekTimeSeconds} O(1), where n is the
 * number of pending events.
 */
public final class EventQueue {

    private final PriorityQueue<ScheduledEvent> events = new PriorityQueue<>();
    private long nextSequence;

    /** Adds an event and returns it; the sequence number makes ties deterministic. */
    public ScheduledEvent schedule(long timeSeconds, Runnable action) {
        ScheduledEvent event = new ScheduledEvent(timeSeconds, nextSequence++, action);
        events.add(event);
        return event;
    }

    /** Removes and returns the earliest event, or null when the queue is empty. */
    public ScheduledEvent poll() {
        return events.poll();
    }

    /** The time of the earliest event; only valid when the queue is not empty. */
    public long peekTimeSeconds() {
        return events.element().timeSeconds();
    }

    public boolean isEmpty() {
        return events.isEmpty();
    }

    public int size() {
        return events.size();
    }
}
