package org.gridmarket.core.engine;

/**
 * Runs events in (time, sequence) order on a {@link VirtualClock}. Components schedule their own follow-up
 * events through {@link #schedule} or {@link #scheduleAfter}; the loop knows nothing about what they mean.
 *
 * <p>A limit on the number of events protects against a component that keeps scheduling forever.
 */
public final class EventLoop implements Timeline {

    /** Default cap on events processed by one {@link #run()}: far above any trace in the archive. */
    public static final long DEFAULT_EVENT_LIMIT = 100_000_000L;

    private final VirtualClock clock;
    private final EventQueue queue = new EventQueue();
    private final long eventLimit;
    private long processedEvents;

    public EventLoop(long startSeconds) {
        this(startSeconds, DEFAULT_EVENT_LIMIT);
    }

    public EventLoop(long startSeconds, long eventLimit) {
        this.clock = new VirtualClock(startSeconds);
        this.eventLimit = eventLimit;
    }

    @Override
    public Clock clock() {
        return clock;
    }

    /** Schedules an action at an absolute time that must not lie in the past. */
    @Override
    public void schedule(long timeSeconds, Runnable action) {
        if (timeSeconds < clock.nowSeconds()) {
            throw new IllegalArgumentException("event at " + timeSeconds + " is before now " + clock.nowSeconds());
        }
        queue.schedule(timeSeconds, action);
    }

    /** Schedules an action a non-negative delay after now. */
    public void scheduleAfter(long delaySeconds, Runnable action) {
        schedule(clock.nowSeconds() + delaySeconds, action);
    }

    /** Runs every pending event, including those scheduled while running, in (time, sequence) order. */
    public void run() {
        while (!queue.isEmpty()) {
            runNext();
        }
    }

    /**
     * Runs every pending event due at or before {@code timeSeconds} (those scheduled meanwhile too), then moves
     * the clock to {@code timeSeconds}: what a caller does at that time sees everything due by then done, as
     * the live engine's turn does.
     */
    public void runUntil(long timeSeconds) {
        while (!queue.isEmpty() && queue.peekTimeSeconds() <= timeSeconds) {
            runNext();
        }
        clock.advanceTo(Math.max(clock.nowSeconds(), timeSeconds));
    }

    private void runNext() {
        if (processedEvents >= eventLimit) {
            throw new IllegalStateException("event limit " + eventLimit + " reached at " + clock.nowSeconds());
        }
        ScheduledEvent event = queue.poll();
        clock.advanceTo(event.timeSeconds());
        processedEvents++;
        event.action().run();
    }

    public long processedEvents() {
        return processedEvents;
    }

    public int pendingEvents() {
        return queue.size();
    }
}
