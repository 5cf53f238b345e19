package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.gridmarket.core.market.ScriptMarket.Kind;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Issue 33: a job that carries a script is quoted and placed only on a site that runs scripts, and such a site
 * takes only jobs that carry one, whatever the strategy (DBC OFC/OFT with and without a home grid, the tender,
 * the federation queue). Site 1 is modelled and cheapest, site 2 is behind an agent that runs no scripts, site 3
 * is a real cluster that runs them and the fastest.
 */
class ScriptSitesTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "a modelled site runs no script,                          MODELLED, true,  false",
        "a modelled site takes a job without one,                 MODELLED, false, true",
        "an agent's site that runs no scripts takes none,         AGENT,    true,  false",
        "an agent's site that runs no scripts takes the others,   AGENT,    false, true",
        "a site that runs scripts takes a job with one,           SCRIPTS,  true,  true",
        "a site that runs scripts takes no job without one,       SCRIPTS,  false, false",
    })
    void aSiteRunsTheWorkOfAJobExactlyWhenBothHaveAScriptOrNeither(String situation, Kind kind,
                                                                    boolean carriesScript, boolean runs) {
        ScriptMarket fixture = new ScriptMarket().site(1, kind, 8, 1000, 1_000_000);
        MarketJob job = fixture.job(1, "OFC", carriesScript, null, 1, 1);

        assertThat(fixture.market.site(1).runsWorkOf(job)).isEqualTo(runs);
        assertThat(HeldRefusal.of(job, fixture.market.site(1))).isEqualTo(runs ? null : carriesScript
                ? "the site does not run scripts now" : "the site runs only jobs that carry a script now");
    }

    static Stream<Arguments> everyStrategyWithAndWithoutAScript() {
        return Mechanisms.strategies().names().stream().flatMap(strategy -> Stream.of(
                Arguments.of(strategy, true, null), Arguments.of(strategy, false, null),
                Arguments.of(strategy, true, "g"), Arguments.of(strategy, false, "g")));
    }

    @ParameterizedTest(name = "{0}, script {1}, home grid {2}")
    @MethodSource("everyStrategyWithAndWithoutAScript")
    void aJobGoesOnlyWhereItsWorkRuns(String strategy, boolean script, String homeGrid) {
        ScriptMarket fixture = new ScriptMarket().site(1, Kind.MODELLED, 8, 1000, 1_000_000)
                .site(2, Kind.AGENT, 8, 1000, 2_000_000).site(3, Kind.SCRIPTS, 8, 4000, 3_000_000);
        Set<Long> allowed = script ? Set.of(3L) : Set.of(1L, 2L);

        Quote quote = fixture.market.quote(fixture.job(1, strategy, script, homeGrid, 2, 1));
        fixture.market.submit(fixture.job(1, strategy, script, homeGrid, 2, 1));

        assertThat(quote.candidates()).extracting(Quote.Candidate::siteId).allMatch(allowed::contains);
        assertThat(quote.chosenSiteId() == null || allowed.contains(quote.chosenSiteId())).isTrue();
        assertThat(fixture.rejected).isEmpty();
        assertThat(allowed).contains(fixture.placedAt.get(1L));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("strategies")
    void aJobWithAScriptIsRefusedInPlainWordsWhenNoSiteRunsScripts(String strategy) {
        ScriptMarket fixture = new ScriptMarket().site(1, Kind.MODELLED, 8, 1000, 1_000_000)
                .site(2, Kind.AGENT, 8, 1000, 2_000_000);

        Quote quote = fixture.market.quote(fixture.job(1, strategy, true, null, 1, 1));
        fixture.market.submit(fixture.job(1, strategy, true, null, 1, 1));

        assertThat(quote.chosenSiteId()).isNull();
        assertThat(quote.candidates()).isEmpty();
        assertThat(quote.reason()).startsWith("no cluster that runs scripts takes new jobs now");
        assertThat(fixture.rejected.get(1L)).isEqualTo(ScriptView.NO_SITE_RUNS_SCRIPTS);
        assertThat(fixture.placedAt).isEmpty();
        assertThat(fixture.rejected.get(1L)).doesNotContainPattern("site [0-9]");
    }

    static List<String> strategies() {
        return Mechanisms.strategies().names();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("strategies")
    void aJobWithoutAScriptIsNeverPlacedOnTheOnlyFreeSiteWhenThatRunsScripts(String strategy) {
        ScriptMarket fixture = new ScriptMarket().site(1, Kind.MODELLED, 1, 1000, 1_000_000)
                .site(3, Kind.SCRIPTS, 8, 1000, 1_000_000);
        fixture.market.submit(fixture.job(1, strategy, false, null, 1, 1));

        fixture.market.submit(fixture.job(2, strategy, false, null, 4, 1));

        assertThat(fixture.placedAt).containsEntry(1L, 1L).doesNotContainValue(3L);
    }
}
