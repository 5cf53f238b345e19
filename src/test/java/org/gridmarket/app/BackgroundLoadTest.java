package org.gridmarket.app;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The synthetic background load: seeded Lublin99 local jobs arrive at every site, each exactly once. */
@QuarkusTest
@TestProfile(BackgroundLoadTest.FastBackgroundLoad.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class BackgroundLoadTest {

    /** Three background jobs per site; model time at 100,000× so a model day passes in under a second. */
    public static class FastBackgroundLoad implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("gridmarket.engine.background-jobs-per-site", "3",
                    "gridmarket.engine.time-scale", "100000");
        }
    }

    @Test
    void everySiteReceivesItsBackgroundJobsAsLocalJobsOfItsOwner() throws InterruptedException {
        long deadline = System.nanoTime() + 60_000_000_000L;
        int found = 0;
        while (System.nanoTime() < deadline) {
            found = 0;
            for (String owner : List.of("owner1", "owner2", "owner3")) {
                List<String> kinds = Api.as(owner).get("/api/jobs?size=500").jsonPath().getList("kind");
                assertThat(kinds).allMatch("local"::equals);
                found += kinds.size();
            }
            if (found == 24) {
                break;
            }
            Thread.sleep(500);
        }
        // Eight demo clusters × three jobs: all arrived, none twice.
        assertThat(found).isEqualTo(24);
    }
}
