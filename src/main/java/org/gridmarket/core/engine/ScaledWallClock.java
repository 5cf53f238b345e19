package org.gridmarket.core.engine;

import java.util.function.LongSupplier;

/**
 * Model time for the live service: wall time sped up by a factor, anchored once so it keeps running (and
 * stays the same function of wall time) across restarts. model(t) = modelAnchor + (t − wallAnchor) · scale.
 *
 * <p>The reading is frozen between {@link #advanceTo} calls, so everything the engine decides in one step
 * sees one instant, and it never goes backwards even if the wall clock does.
 */
public final class ScaledWallClock implements Clock {
    private final LongSupplier wallMillis;
    private final long wallAnchorMillis;
    private final long modelAnchorSeconds;
    private final double scale;
    private long nowSeconds;

    /**
     * @param wallMillis the wall clock (milliseconds since the epoch), injected so the core reads no time itself
     * @param scale model seconds per wall second (1 = real time, 100 = one model second per 10 ms)
     */
    public ScaledWallClock(LongSupplier wallMillis, long wallAnchorMillis, long modelAnchorSeconds, double scale) {
        if (!(scale > 0)) {
            throw new IllegalArgumentException("time scale must be positive: " + scale);
        }
        this.wallMillis = wallMillis;
        this.wallAnchorMillis = wallAnchorMillis;
        this.modelAnchorSeconds = modelAnchorSeconds;
        this.scale = scale;
        this.nowSeconds = modelAt(wallMillis.getAsLong());
    }

    @Override
    public long nowSeconds() {
        return nowSeconds;
    }

    /** The model time the wall clock reads now, never before the current reading; moves nothing. */
    public long wallReading() {
        return Math.max(nowSeconds, modelAt(wallMillis.getAsLong()));
    }

    /**
     * Moves model time forward to {@code modelSeconds} (never back), so a {@link WallTimeline} catching up
     * can run each action at its own time; returns the new model time.
     */
    public long advanceTo(long modelSeconds) {
        nowSeconds = Math.max(nowSeconds, modelSeconds);
        return nowSeconds;
    }

    /** Wall milliseconds from now until model time reaches {@code modelSeconds} (0 if already past). */
    public long wallMillisUntil(long modelSeconds) {
        double wallTarget = wallAnchorMillis + (modelSeconds - modelAnchorSeconds) * 1000.0 / scale;
        return Math.max(0, (long) Math.ceil(wallTarget) - wallMillis.getAsLong());
    }

    public double scale() {
        return scale;
    }

    /** The wall instant (milliseconds since the epoch) at which model time was {@link #modelAnchorSeconds}. */
    public long wallAnchorMillis() {
        return wallAnchorMillis;
    }

    /** Model time at {@link #wallAnchorMillis}: with the scale, the whole map from wall time to model time. */
    public long modelAnchorSeconds() {
        return modelAnchorSeconds;
    }

    private long modelAt(long wall) {
        return modelAnchorSeconds + (long) Math.floor((wall - wallAnchorMillis) * scale / 1000.0);
    }
}
