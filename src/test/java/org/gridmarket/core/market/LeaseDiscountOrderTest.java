package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.InMemoryLedgerStore;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.gridmarket.core.preemption.PreemptionPolicies;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.LeaseType;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * DBC with a lease type compares what the job pays (seed 004 §3.3 over seed 001 §4.2's discounted prices), by
 * hand. One 1-processor job of 100,000 MI, deadline 1,000 s, on three idle sites:
 * <pre>
 *   site  MIPS   G$ per processor-hour  runtime  factors ‰ (canc., susp., migr.)  cost µG$: full / C / S / M
 *   A     1,000  3.6                    100 s    300, 800,   900                  100,000 / 30,000 / 80,000 / 90,000
 *   B     1,000  4.0                    100 s    300, 500, 1,000                  111,111 / 33,333 / 55,556 / 111,111
 *   C     2,000  8.0                     50 s    300, 600, 1,000                  111,111 / 33,333 / 66,667 / 111,111
 * </pre>
 * (cost = P · f · l / (3,600,000 · μ), rounded half up once: e.g. B suspendable 4,000,000 · 500 · 100,000 /
 * 3.6 × 10⁹ = 55,555.6 → 55,556). Per MI at the posted price A is cheapest and B ties C (0.004 µG$), the faster
 * C first; suspendable, B (0.002) beats C (0.0024) and A (0.00288): OFC must choose B, the cheapest row, where
 * the posted order chose A at 80,000. OFT walks fastest first, C, then A and B tied on speed, the cheaper for
 * this job first.
 */
class LeaseDiscountOrderTest {
    private final EventLoop loop = new EventLoop(0);
    private final Marketplace market;

    LeaseDiscountOrderTest() {
        InMemoryLedgerStore store = new InMemoryLedgerStore();
        Ledger ledger = new Ledger(store, () -> Instant.ofEpochSecond(loop.clock().nowSeconds()));
        long wallet = store.open(AccountKind.USER_WALLET);
        long revenue = store.open(AccountKind.OWNER_REVENUE);
        ledger.submit(TransferRequest.single("grant", store.open(AccountKind.TREASURY), wallet, 10_000_000, "grant"));
        market = new Marketplace(ProcessorHourPricing.INSTANCE, Mechanisms.strategies(), Mechanisms.LIVE_LRMS,
                new LedgerBank(ledger, store), new Marketplace.Accounts() {
                    @Override
                    public long walletOf(MarketJob job) {
                        return wallet;
                    }

                    @Override
                    public long revenueOf(long siteId) {
                        return revenue;
                    }
                }, new MarketListener() { });
        site(1, "A", 1000, 3_600_000, new LeaseFactors(300, 800, 900));
        site(2, "B", 1000, 4_000_000, new LeaseFactors(300, 500, 1000));
        site(3, "C", 2000, 8_000_000, new LeaseFactors(300, 600, 1000));
    }

    private void site(long id, String name, int mips, long pricePerHour, LeaseFactors factors) {
        market.upsertSite(id, new Site(name, 1, mips, 1), pricePerHour, MarketSite.Mode.MODELLED, loop);
        market.leasing(id, new SiteLeasing(factors, PreemptionPolicies.byName("MOML"), 1024));
    }

    private static MarketJob job(String strategy, LeaseType type, long budget) {
        Job core = Job.builder(1).processors(1).runtimeSeconds(100).originSite("A").build();
        return new MarketJob(core, JobDemand.ofLength(100_000, 1), 1, 7, budget, 1_000, strategy, null, type);
    }

    @ParameterizedTest(name = "{0} {1}, budget {2}: walks {3}, chooses {4} at {5} µG$")
    @CsvSource({
        "OFC, DEADLINE_CONSTRAINT_NON_PREEMPTABLE, 1000000, A C B, A, 100000",
        "OFC, BEST_EFFORT_CANCELLABLE,             1000000, A C B, A,  30000",
        "OFC, BEST_EFFORT_SUSPENDABLE,             1000000, B C A, B,  55556",
        "OFC, DEADLINE_CONSTRAINT_MIGRATABLE,      1000000, A C B, A,  90000",
        "OFT, DEADLINE_CONSTRAINT_NON_PREEMPTABLE, 1000000, C A B, C, 111111",
        "OFT, BEST_EFFORT_SUSPENDABLE,             1000000, C B A, C,  66667",
        "OFT, BEST_EFFORT_SUSPENDABLE,               60000, C B A, B,  55556",
    })
    void dbcWalksSitesByWhatThisLeaseTypePays(String strategy, LeaseType type, long budget, String walked,
                                             String chosen, long price) {
        Quote quote = market.quote(job(strategy, type, budget));
        assertThat(quote.candidates()).extracting(Quote.Candidate::siteName).containsExactly(walked.split(" "));
        assertThat(quote.chosen().siteName()).isEqualTo(chosen);
        assertThat(quote.chosen().priceMicroGd()).isEqualTo(price);
        if (strategy.equals("OFC")) {
            // The row the preview calls "the cheapest that meets the deadline" is the one chosen.
            Quote.Candidate cheapest = quote.candidates().stream().filter(Quote.Candidate::meetsDeadline)
                    .min(java.util.Comparator.comparingLong(Quote.Candidate::priceMicroGd)).orElseThrow();
            assertThat(cheapest).isEqualTo(quote.chosen());
        }

        Marketplace.Submission placed = market.submit(job(strategy, type, budget));
        assertThat(placed.agreement().siteId()).isEqualTo(quote.chosenSiteId());
        assertThat(placed.agreement().priceMicroGd()).isEqualTo(price);
    }

    @ParameterizedTest(name = "{0} ‰ of {1} µG$ per processor-hour lists at {2}")
    @CsvSource({
        "1000, 3600000, 3600000000",
        " 500, 4000000, 2000000000",
        " 300, 9223372036854775807, 9223372036854775807",
    })
    void aDiscountedListingKeepsTheUnitInThousandths(int permille, long posted, long listed) {
        var listing = new org.gridmarket.core.federation.FederationDirectory.Listing(1, "A", 1, 1000, 1, posted);
        assertThat(LeaseView.discounted(listing, permille).priceMicroGd()).isEqualTo(listed);
    }

    /**
     * What a completed lease pays (MarketLeasesTest: a suspendable lease preempted and resumed is charged its
     * discounted price in full): no type sold at a discount may promise "the full price".
     */
    @org.junit.jupiter.api.Test
    void noDiscountedLeaseTypeSaysItPaysTheFullPrice() {
        for (LeaseTerms terms : List.of(LeaseTerms.CANCELLABLE, LeaseTerms.SUSPENDABLE, LeaseTerms.MIGRATABLE)) {
            assertThat(terms.guarantee()).as(terms.name()).doesNotContain("full price");
        }
        assertThat(LeaseTerms.SUSPENDABLE.guarantee()).contains("you pay its discounted price in full");
    }
}
