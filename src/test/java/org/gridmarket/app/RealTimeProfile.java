package org.gridmarket.app;

import io.quarkus.test.junit.QuarkusTestProfile;
import java.util.Map;

/**
 * The engine at time scale 1 (model seconds are wall seconds), the setting real clusters need
 * ({@code GRIDMARKET_ENGINE_TIME_SCALE=1}): every test of jobs that carry scripts and of site agents shares this one
 * profile, so Quarkus boots one app for all of them. An agent is offline after 3 s of silence here (60 s by default).
 */
public class RealTimeProfile implements QuarkusTestProfile {
    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("gridmarket.engine.time-scale", "1",
                "gridmarket.agents.offline-after", "3s");
    }
}
