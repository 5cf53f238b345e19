package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;
import org.gridmarket.core.engine.ModelHorizon;
import org.gridmarket.core.market.HoldRefusal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The {@code reason} tag of {@code gridmarket_submissions_total}: each sentence the core writes when it rejects a
 * submission (copied from the core's strategies, queue, gateway and bank) reads as one stable word.
 */
class RejectionReasonTest {

    @ParameterizedTest(name = "\"{0}\" → {1}")
    @CsvSource(delimiter = '|', textBlock = """
            no site meets both the budget and the deadline                                   | budget
            every site large enough costs more than the budget                               | budget
            no bid with non-negative utility (best leaves -3.20 G$)                          | budget
            insufficient funds: the price 2,051.43 G$ exceeds the 1,000.00 G$ available in your wallet | funds
            insufficient funds: the budget 12.00 G$ exceeds the 1.00 G$ available in your wallet | funds
            the Grid-Bank refused the hold (account_closed)                                  | funds
            no site can complete it by the deadline                                          | deadline
            its site cannot complete it by the deadline                                      | deadline
            the site is full now: it cannot finish the job by its deadline                   | deadline
            the site has no window now that finishes by the deadline                         | deadline
            the site's best window now finishes too late: at the quoted price it leaves 0.00 G$ | deadline
            no site can finish by the deadline                                               | deadline
            no site within budget can finish it by its deadline any more, even if it started now; it left the federation queue | deadline
            no site has enough processors                                                    | processors
            needs more processors than its site has                                          | processors
            no priced site has 4096 processors; it left the federation queue                 | processors
            the site has fewer processors than the job needs now                             | processors
            the site does not run scripts now                                                | scripts
            the site runs only jobs that carry a script now                                  | scripts
            no cluster that runs scripts takes new jobs now: a job with a script runs only on a real cluster | scripts
            grid west (home): no site meets both the budget and the deadline; grid south: no site there can finish the job by its deadline | peering
            contract 3 with grid south has ended                                             | peering
            grid west cannot take the job and buys under no contract with another grid       | peering
            no site in the federation has posted a price; it left the federation queue        | no-site
            the site has left the market                                                     | no-site
            QUEUE jobs wait in the federation queue, which this market does not run          | no-site
            something the core has never said                                                | other
            """)
    void theCoresWordsReadAsOneReason(String words, String reason) {
        assertThat(RejectionReason.of(words.strip()).word()).isEqualTo(reason);
    }

    /** The horizon's sentences are the core's constants, which also mention the deadline and the finish. */
    @Test
    void pastTheHorizonIsHorizonNotDeadline() {
        assertThat(RejectionReason.of(ModelHorizon.BEYOND)).isEqualTo(RejectionReason.HORIZON);
        assertThat(RejectionReason.of(ModelHorizon.DEADLINE_BEYOND)).isEqualTo(RejectionReason.HORIZON);
        assertThat(RejectionReason.of("no site bids: " + ModelHorizon.BEYOND)).isEqualTo(RejectionReason.HORIZON);
        assertThat(RejectionReason.of(HoldRefusal.insufficientFunds(2_000_000, 1_000_000)))
                .isEqualTo(RejectionReason.FUNDS);
    }

    @Test
    void nothingToReadIsOther() {
        assertThat(RejectionReason.of(null)).isEqualTo(RejectionReason.OTHER);
        assertThat(RejectionReason.of("  ")).isEqualTo(RejectionReason.OTHER);
    }

    /** The tag's values are few, distinct, and Prometheus-safe words. */
    @Test
    void theWordsAreAClosedSetOfStableLabels() {
        Set<String> words = Arrays.stream(RejectionReason.values()).map(RejectionReason::word)
                .collect(Collectors.toSet());
        assertThat(words).hasSize(RejectionReason.values().length).containsExactlyInAnyOrder("none", "budget",
                "funds", "deadline", "processors", "scripts", "peering", "horizon", "queue-full", "no-site", "other");
        assertThat(words).allMatch(word -> word.matches("[a-z-]+"));
    }
}
