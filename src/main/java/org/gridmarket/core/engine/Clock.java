package org.gridmarket.core.engine;

/**
 * The source of "now" for the core. Simulation uses {@link VirtualClock}; the live service plugs in a wall
 * clock. The core never reads wall time on its own, so the same classes run in both worlds.
 *
 * <p>Time is measured in whole seconds since an arbitrary epoch (the Standard Workload Format's resolution).
 */
public interface Clock {

    /** The current time in seconds. */
    long nowSeconds();
}
