package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;

/**
 * The wall clock the live engine reads, in milliseconds since the epoch: the system's. Model time is a
 * function of it (see {@link org.gridmarket.core.engine.ScaledWallClock}); a test that replays a workload on
 * the live engine puts a virtual clock it moves by hand in its place.
 */
@ApplicationScoped
public class EngineWallClock {

    public long millis() {
        return System.currentTimeMillis();
    }
}
