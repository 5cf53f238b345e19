package org.gridmarket.core.engine;

/**
 * What a component needs from the engine: the current time and a way to act later. {@link EventLoop}
 * implements it on virtual time; the live service implements it on a wall {@link Clock} and its single
 * engine thread, so the same components run in both.
 */
public interface Timeline {

    Clock clock();

    /** Runs {@code action} at {@code timeSeconds} (not in the past), after everything already due then. */
    void schedule(long timeSeconds, Runnable action);
}
