package org.gridmarket.core.engine;

import java.util.PriorityQueue;

/**
 * The live service's {@link Timeline}: actions due at model times, run by the one engine thread when
 * {@link ScaledWallClock} reaches them, in (time, sequence) order like {@link EventLoop}. Not thread-safe:
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

    /** Runs every action due at or before the clock's current reading, including ones they schedule. */
    public int runDue() {
        int ran = 0;
        while (!events.isEmpty() && events.peek().timeSeconds() <= clock.nowSeconds()) {
            events.poll().action().run();
            ran++;
        }
        return ran;
    }

    /** Wall milliseconds until the next action is due, or {@code idleMillis} when nothing is pending. */
    public long wallMillisUntilNext(long idleMillis) {
        return events.isEmpty() ? idleMillis : Math.min(idleMillis, clock.wallMillisUntil(events.peek().timeSeconds()));
    }
}
