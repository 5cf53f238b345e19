package org.gridmarket.core.advice;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.LongRange;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.market.SiteLeasing;

/**
 * Over small random markets (2 to 4 sites of 1 to 16 processors at 500 to 2,000 MIPS, 1 to 12 OFC/OFT jobs with
 * budgets and deadlines some cannot meet), a lower price of the advised site wins every job a higher one wins.
 * Jobs arrive 20,000 s apart and run at most 2,000 s anywhere, so no job meets another on a site: what a site wins
 * depends on each job alone (seed 004 §3.3's DBC picks the cheapest or fastest site within budget and deadline).
 * Where jobs overlap, a lower price may win a long job that crowds out two later ones, so the count is not
 * monotone in general, and the property does not claim it.
 */
class LowerPriceProperties {

    @Property(tries = 200)
    void aLowerPriceWinsEveryJobAHigherPriceWins(@ForAll("seeds") long seed,
                                                 @ForAll @IntRange(min = 2, max = 4) int siteCount,
                                                 @ForAll @IntRange(min = 1, max = 12) int jobCount,
                                                 @ForAll @LongRange(min = 1, max = 20_000_000) long low,
                                                 @ForAll @LongRange(min = 1, max = 20_000_000) long high) {
        java.util.SplittableRandom random = new java.util.SplittableRandom(seed);
        List<ReplaySite> sites = new ArrayList<>();
        for (long id = 1; id <= siteCount; id++) {
            sites.add(new ReplaySite(id, new Site("s" + id, 1 + random.nextInt(16), 500 + random.nextInt(1_501), 1),
                    null, null, 1 + random.nextLong(10_000_000), null, SiteLeasing.DEFAULT));
        }
        List<Demand> demand = new ArrayList<>();
        for (int i = 0; i < jobCount; i++) {
            int processors = 1 + random.nextInt(16);
            long runtime = 60 + random.nextInt(941); // at most 1,000 s at 1,000 MIPS, 2,000 s at 500
            long budget = random.nextLong(processors * runtime * 10_000_000L / 3_600 + 2);
            long deadline = 100 + random.nextInt(3_000);
            demand.add(Demand.market(Demand.Kind.JOB, i + 1, i * 20_000L, processors, processors * runtime * 1_000L,
                    budget, deadline, random.nextBoolean() ? "OFC" : "OFT", null, null, 2, 1, null));
        }
        long end = jobCount * 20_000L;
        PriceReplay replay = new PriceReplay(PriceReplayTest.LIVE, sites, demand, 0, end);
        ReplayOutcome atLow = replay.at(1, Math.min(low, high));
        ReplayOutcome atHigh = replay.at(1, Math.max(low, high));
        assertThat(atLow.wonJobIds()).containsAll(atHigh.wonJobIds());
        assertThat(atLow.jobsWon()).isGreaterThanOrEqualTo(atHigh.jobsWon());
    }

    @net.jqwik.api.Provide
    net.jqwik.api.Arbitrary<Long> seeds() {
        return net.jqwik.api.Arbitraries.longs();
    }
}
