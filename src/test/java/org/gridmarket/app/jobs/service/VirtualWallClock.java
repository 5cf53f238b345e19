package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Alternative;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A wall clock the test moves by hand, in place of the system's when a test profile enables it: it starts on a
 * whole second and stands still until {@link #set}.
 */
@Alternative
@ApplicationScoped
public class VirtualWallClock extends EngineWallClock {
    private final AtomicLong millis = new AtomicLong(System.currentTimeMillis() / 1000 * 1000);

    @Override
    public long millis() {
        return millis.get();
    }

    /** Moves the clock to {@code wallMillis}; never back. */
    public void set(long wallMillis) {
        millis.accumulateAndGet(wallMillis, Math::max);
    }
}
