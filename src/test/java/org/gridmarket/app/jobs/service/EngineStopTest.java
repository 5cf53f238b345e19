package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.gridmarket.app.jobs.service.EngineTestClient.*;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.common.QuarkusTestResource;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;
import jakarta.inject.Inject;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.eclipse.microprofile.health.HealthCheckResponse;
import org.gridmarket.app.EmbeddedPostgresResource;
import org.gridmarket.app.platform.ApiProblem;
import org.junit.jupiter.api.Test;

/**
 * SIGTERM's path, minus the JVM (issue 18 A7). It ends the engine, so it runs last of the classes that share its
 * service ({@link EngineTestClient.BackgroundLoadOn}): Quarkus runs a profile's classes one after another, ordered
 * by name (EngineQuarantineTest, EngineRobustnessTest, EngineStopTest).
 */
@QuarkusTest
@TestProfile(EngineTestClient.BackgroundLoadOn.class)
@QuarkusTestResource(EmbeddedPostgresResource.class)
class EngineStopTest {
    @Inject
    LiveEngine engine;

    @Inject
    @org.eclipse.microprofile.health.Readiness
    EngineReadiness readiness;

    @Inject
    AgroalDataSource dataSource;

    /**
     * SIGTERM's path, minus the JVM: the turn under way finishes and commits, the command waiting behind it is
     * refused with a 503, and the stop returns.
     */
    @Test
    void aStopLetsTheTurnUnderWayFinishAndRefusesWhatWaits() throws Exception {
        String owner = newPerson("owner");
        long site = register(owner, "Last", 64, 1000, 1_000_000);
        long ownerId = userId(dataSource, owner);
        int before = ownersLocalJobsOnSite(dataSource, site);
        CountDownLatch release = new CountDownLatch(1);
        CompletableFuture<Long> underWay = engine.submit(null, state -> {
            awaitQuietly(release);
            return state.submitLocal(ownerId, site, null, 4, 600);
        });
        awaitWaiting(engine, 0);
        CompletableFuture<Object> waiting = engine.submit(null, state -> state.submitLocal(ownerId, site, null, 4, 600));
        awaitWaiting(engine, 1);
        CompletableFuture<Void> stop = CompletableFuture.runAsync(() -> engine.onStop(null));
        Thread.sleep(300);
        assertThat(stop).isNotDone();
        release.countDown();
        stop.get(30, TimeUnit.SECONDS);

        assertThat(underWay.get(1, TimeUnit.SECONDS)).isPositive();
        assertThatThrownBy(() -> waiting.get(1, TimeUnit.SECONDS)).cause().isInstanceOf(ApiProblem.class)
                .satisfies(problem -> assertThat(((ApiProblem) problem).status()).isEqualTo(503));
        assertThat(ownersLocalJobsOnSite(dataSource, site)).isEqualTo(before + 1);
        assertThat(readiness.call().getStatus()).isEqualTo(HealthCheckResponse.Status.DOWN);
        assertThat(engine.submit(null, state -> 1)).failsWithin(1, TimeUnit.SECONDS);
    }
}
