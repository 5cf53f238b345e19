package org.gridmarket.core.engine;

/** Simulated time that only moves forward when the {@link EventLoop} advances it. */
public final class VirtualClock implements Clock {

    private long nowSeconds;

    public VirtualClock(long startSeconds) {
        this.nowSeconds = startSeconds;
    }

    @Override
    public long nowSeconds() {
        return nowSeconds;
    }

    /** Moves time forward; moving backwards is a bug in the caller and fails loudly. */
    void advanceTo(long timeSeconds) {
        if (timeSeconds < nowSeconds) {
            throw new IllegalStateException("time cannot go back from " + nowSeconds + " to " + timeSeconds);
        }
        nowSeconds = timeSeconds;
    }
}
