package org.gridmarket.core.engine;

import java.util.PriorityQueue;

/**
 * The live service's {@link Timeline}: actions due at model times, run by the one engine thread when
 * {@link ScaledWallClock} reaches them, in (time, sequence) order and each at its own time like
 * {@link EventLoop}. Not thread-safe:
 * only the engine thread touches it.
 */
public final class WallTimeline implements Timeline {
    private final ScaledWallClock clock;
    private final PriorityQueue<ScheduledEvent> events = new PriorityQueue<>();
    private long sequence;

    public WallTimeline(ScaledWallClock clock) {
        this.clock = clock;
    }

    @Override
    public ScaledWallClock clock() {
        return clock;
    }

    @Override
    public void schedule(long timeSeconds, Runnable action) {
        events.add(new ScheduledEvent(Math.max(timeSeconds, clock.nowSeconds()), sequence++, action));
    }

    /**
     * Catches model time up with the wall clock: runs every action due by the wall clock's reading, including
     * ones they schedule, in (time, sequence) order, each with the clock at its own time, as
     * {@link EventLoop} does; then moves the clock to that reading. An engine that comes late (a long turn,
     * a GC pause) thus decides exactly as one on time would have: a job that ended at t ends at t, and the
     * reservation that was due after it starts at its own time, not at the late reading, where the
     * scheduler would find it already missed.
     */
    public int runDue() {
        return runDue(() -> { });
    }

    /** {@link #runDue()}, running {@code afterEach} after each action (the live engine's careful turn). */
    public int runDue(Runnable afterEach) {
        long reading = clock.wallReading();
        int ran = 0;
        while (!events.isEmpty() && events.peek().timeSeconds() <= reading) {
            ScheduledEvent event = events.poll();
            clock.advanceTo(event.timeSeconds());
            event.action().run();
            afterEach.run();
            ran++;
        }
        clock.advanceTo(reading);
        return ran;
    }

    /** Wall milliseconds until the next action is due, or {@code idleMillis} when nothing is pending. */
    public long wallMillisUntilNext(long idleMillis) {
        return events.isEmpty() ? idleMillis : Math.min(idleMillis, clock.wallMillisUntil(events.peek().timeSeconds()));
    }
}
