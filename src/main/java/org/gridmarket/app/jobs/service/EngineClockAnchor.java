package org.gridmarket.app.jobs.service;

import jakarta.persistence.EntityManager;
import java.util.List;

/**
 * Where model time starts: a wall-clock instant and the model second it stands for, stored once (in
 * {@code engine_clock}) on the very first start, so model time keeps running while the service is down.
 */
final class EngineClockAnchor {
    private EngineClockAnchor() {
    }

    /** The anchor, {wall millis, model seconds}; created (now = now) if the database has none yet. */
    static long[] read(EntityManager entities, long wallMillisNow) {
        List<?> rows = entities.createNativeQuery(
                "SELECT wall_anchor_millis, model_anchor_seconds FROM engine_clock").getResultList();
        if (rows.isEmpty()) {
            long wall = wallMillisNow;
            entities.createNativeQuery("INSERT INTO engine_clock (wall_anchor_millis, model_anchor_seconds) "
                    + "VALUES (?1, ?2)").setParameter(1, wall).setParameter(2, wall / 1000).executeUpdate();
            return new long[] {wall, wall / 1000};
        }
        Object[] row = (Object[]) rows.get(0);
        return new long[] {((Number) row[0]).longValue(), ((Number) row[1]).longValue()};
    }
}
