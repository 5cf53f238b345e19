package org.gridmarket.core.allocation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;
import org.gridmarket.core.market.RunOutcome;
import org.gridmarket.core.lrms.SiteJob;
import org.junit.jupiter.api.Test;

/**
 * Prints the cost of one live allocation event of the federation queue (issue 22: 8 sites, 1,000 queued,
 * budget ≤ 1 ms), TAI2 with §5.2's thresholds, through the real market (LRMS availability profiles, the
 * in-memory Grid-Bank). Two kinds of event:
 * <ul>
 *   <li>blocked: every site full, the head cannot start (most events: each submission behind a queue, each
 *       release too small for the head);</li>
 *   <li>moving: a site's 64 processors are released and the event starts head jobs (1 to 64 processors each,
 *       seeded) until the head fits nowhere: the queue laid out, one TAI2 decision per start, each start voiding
 *       the queue hold, holding the price and admitting the job.</li>
 * </ul>
 * Timings are printed, never asserted: the machine is shared. Run:
 * {@code ./mvnw -B test -Dtest='org/gridmarket/core/allocation/FederationQueueBenchTest' -Dsurefire.failIfNoSpecifiedTests=false}
 */
class FederationQueueBenchTest {
    private static final int SITES = 8;
    private static final int PROCESSORS = 64;
    private static final int QUEUED = 1_000;
    private static final int[] MIPS = {500, 700, 900, 1000, 1100, 1300, 1600, 2000};

    private final UniformRandomProvider random = RandomSource.XO_RO_SHI_RO_128_PP.create(2002L);
    private final QueueMarket market = new QueueMarket(AllocationMethods.byName("TAI2"), Long.MAX_VALUE / 4);
    private final List<List<Long>> onSite = new ArrayList<>();
    private long nextId = 1;

    @Test
    void printsTheCostOfOneLiveAllocationEvent() {
        for (int j = 0; j < SITES; j++) {
            market.site(PROCESSORS, MIPS[j], 1_000_000);
            onSite.add(new ArrayList<>());
            block(j + 1);
        }
        refill();
        assertThat(market.queue.size()).isEqualTo(QUEUED);
        for (int warmUp = 0; warmUp < 3_000; warmUp++) {
            moving(warmUp % SITES + 1);
            refill();
            market.queue.allocate(Situation.AFTER_FINISH);
        }
        int events = 3_000;
        long blockedNanos = 0;
        for (int event = 0; event < events; event++) {
            long start = System.nanoTime();
            market.queue.allocate(Situation.AFTER_FINISH);
            blockedNanos += System.nanoTime() - start;
        }
        long movingNanos = 0;
        long started = 0;
        for (int event = 0; event < events; event++) {
            int site = event % SITES + 1;
            int before = market.queue.size();
            movingNanos += moving(site);
            started += before - market.queue.size();
            refill();
        }
        System.out.printf("Federation queue, TAI2, %d sites, %d queued: blocked event %.1f µs; moving event %.1f µs "
                + "(%.1f jobs started per event)%n", SITES, QUEUED, blockedNanos / 1e3 / events,
                movingNanos / 1e3 / events, started / (double) events);
        assertThat(started).isPositive();
    }

    /** Empties site {@code site} (nothing settles: the jobs are simply cancelled) and times the event that follows. */
    private long moving(int site) {
        for (long id : onSite.get(site - 1)) {
            SiteJob cancelled = market.market.site(site).lrms().cancel(id);
            if (cancelled != null && market.market.hasDeal(id)) {
                market.market.settle(id, new RunOutcome.Cancelled(0));
            }
        }
        onSite.get(site - 1).clear();
        int before = market.news.size();
        long start = System.nanoTime();
        market.queue.allocate(Situation.AFTER_FINISH);
        long nanos = System.nanoTime() - start;
        for (String news : market.news.subList(before, market.news.size())) {
            if (news.startsWith("started ")) {
                onSite.get(site - 1).add(Long.parseLong(news.split(" ")[1]));
            }
        }
        market.news.clear();
        block(site);
        return nanos;
    }

    /** Fills what is free on {@code site} with one long local job. */
    private void block(int site) {
        int free = market.market.site(site).freeProcessorsNow();
        if (free > 0) {
            long id = nextId++;
            market.local(site, id, free, 1_000_000_000L);
            onSite.get(site - 1).add(id);
        }
    }

    /** Tops the queue up to {@value #QUEUED} jobs of 1 to 64 processors (each join is a blocked event). */
    private void refill() {
        while (market.queue.size() < QUEUED) {
            int processors = 1 + random.nextInt(PROCESSORS);
            market.queue.join(market.job(nextId++, processors, processors * 1_000_000.0, 1_000_000_000_000L,
                    100_000_000));
        }
        market.news.clear();
    }
}
