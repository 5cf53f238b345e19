package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.gridmarket.core.market.ScriptMarket.Kind;
import org.gridmarket.core.mechanisms.Mechanisms;

/**
 * Issue 33, whatever the sites and the strategies: no job that carries a script is ever placed on a site that
 * does not run scripts, and no job without one on a site that does.
 */
class ScriptSitesProperties {

    record SiteSpec(Kind kind, int processors, int mips, long pricePerHourMicroGd) {
    }

    record JobSpec(String strategy, boolean script, boolean homeGrid, int processors) {
    }

    @Provide
    Arbitrary<List<SiteSpec>> sites() {
        return Combinators.combine(Arbitraries.of(Kind.class), Arbitraries.integers().between(1, 8),
                Arbitraries.of(500, 1000, 2000), Arbitraries.longs().between(100_000, 5_000_000))
                .as(SiteSpec::new).list().ofMinSize(1).ofMaxSize(5);
    }

    @Provide
    Arbitrary<List<JobSpec>> jobs() {
        return Combinators.combine(Arbitraries.of(Mechanisms.strategies().names()), Arbitraries.of(true, false),
                Arbitraries.of(true, false), Arbitraries.integers().between(1, 8))
                .as(JobSpec::new).list().ofMinSize(1).ofMaxSize(12);
    }

    @Property(tries = 200)
    void everyPlacedJobRunsOnASiteThatRunsItsWork(@ForAll("sites") List<SiteSpec> sites,
                                                   @ForAll("jobs") List<JobSpec> jobs) {
        ScriptMarket fixture = new ScriptMarket();
        for (int i = 0; i < sites.size(); i++) {
            SiteSpec site = sites.get(i);
            fixture.site(i + 1, site.kind(), site.processors(), site.mips(), site.pricePerHourMicroGd());
        }
        for (int i = 0; i < jobs.size(); i++) {
            JobSpec spec = jobs.get(i);
            MarketJob job = fixture.job(i + 1, spec.strategy(), spec.script(), spec.homeGrid() ? "g" : null,
                    spec.processors(), 1);
            Quote quote = fixture.market.quote(job);
            fixture.market.submit(job);
            for (Quote.Candidate candidate : quote.candidates()) {
                assertThat(fixture.market.site(candidate.siteId()).runsWorkOf(job)).isTrue();
            }
            Long placed = fixture.placedAt.get(job.id());
            assertThat(placed == null || fixture.market.site(placed).runsWorkOf(job))
                    .as("job %s (script %s) placed on site %s", job.id(), spec.script(), placed).isTrue();
        }
    }
}
