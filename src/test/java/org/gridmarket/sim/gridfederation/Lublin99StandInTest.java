package org.gridmarket.sim.gridfederation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * LANL Origin*'s stand-in (seed 004 Table 3: 817 jobs in two days at 44.55 % utilisation): the fitted window
 * holds the paper's job count at the paper's load, whatever the seed.
 */
class Lublin99StandInTest {

    private static final Table2Resource LANL_ORIGIN = Table2Resource.TABLE_2.get(3);
    private static final long TWO_DAYS = FederationWorkload.TWO_DAYS_SECONDS;

    @ParameterizedTest(name = "seed {0}: the first two days hold 817 jobs at 44.55 % offered load")
    @ValueSource(longs = {1, 2, 7, 42})
    void firstWindowHoldsTable3sJobsAtTable3sLoad(long seed) {
        Lublin99StandIn.Fitted fitted = Lublin99StandIn.generate(LANL_ORIGIN, Lublin99StandIn.Target.table3(LANL_ORIGIN),
                new RandomStreams(seed), 7 * TWO_DAYS);

        List<Job> window = fitted.jobs().stream().filter(job -> job.submitSeconds() < TWO_DAYS).toList();
        assertThat(window).hasSize(817);
        assertThat(FederationWorkload.offeredLoad(window, 2048, TWO_DAYS)).isCloseTo(0.4455013, within(0.001));
        assertThat(fitted.fit().windowJobs()).isEqualTo(817);
        assertThat(fitted.jobs().get(fitted.jobs().size() - 1).submitSeconds()).isGreaterThanOrEqualTo(7 * TWO_DAYS);
        assertThat(fitted.jobs()).allMatch(job -> job.processors() <= 2048 && job.estimateSeconds() == job.runtimeSeconds());
    }

    @Test
    void theSameSeedGivesTheSameJobsAndAnotherSeedDoesNot() {
        Lublin99StandIn.Target target = Lublin99StandIn.Target.table3(LANL_ORIGIN);

        List<Job> first = Lublin99StandIn.generate(LANL_ORIGIN, target, new RandomStreams(5), TWO_DAYS).jobs();
        List<Job> again = Lublin99StandIn.generate(LANL_ORIGIN, target, new RandomStreams(5), TWO_DAYS).jobs();
        List<Job> other = Lublin99StandIn.generate(LANL_ORIGIN, target, new RandomStreams(6), TWO_DAYS).jobs();

        assertThat(again).isEqualTo(first);
        assertThat(other).isNotEqualTo(first);
    }

    @Test
    void fewerJobsAskForASlowerArrivalRate() {
        // barr is the rush-hour gamma's scale: a larger one stretches every inter-arrival time.
        Lublin99StandIn.Fitted many = Lublin99StandIn.generate(LANL_ORIGIN, new Lublin99StandIn.Target(817, 0.4455),
                new RandomStreams(1), TWO_DAYS);
        Lublin99StandIn.Fitted few = Lublin99StandIn.generate(LANL_ORIGIN, new Lublin99StandIn.Target(131, 0.4455),
                new RandomStreams(1), TWO_DAYS);

        assertThat(few.fit().windowJobs()).isEqualTo(131);
        assertThat(few.fit().arrivalScale()).isGreaterThan(many.fit().arrivalScale());
    }
}
