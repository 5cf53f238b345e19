package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.federation.MessageCounter;
import org.gridmarket.core.ledger.Account;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.InMemoryLedgerStore;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.lrms.BackfillingPolicy;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The marketplace with live prices on three sites, every job from A, 320,000 MI on 4 processors:
 * <pre>
 *   site  procs  MIPS  G$ per processor-hour  µG$ per MI  runtime  price (µG$)
 *   A       8     400          1.0               0.694     200 s    222,222
 *   B       8     800          1.5               0.521     100 s    166,667
 *   C      16    1600          5.0               0.868      50 s    277,778
 * </pre>
 * A is cheapest per hour, B per MI (what a job pays), C fastest.
 */
class MarketplaceTest {
    private static final double LENGTH_MI = 320_000;

    private EventLoop loop;
    private InMemoryLedgerStore store;
    private Ledger ledger;
    private long wallet;
    private final long[] revenue = new long[4];
    private Marketplace market;
    private final List<String> news = new ArrayList<>();
    /** What the market told of each submission. */
    private final List<String> told = new ArrayList<>();

    @BeforeEach
    void market() {
        loop = new EventLoop(0);
        store = new InMemoryLedgerStore();
        ledger = new Ledger(store, () -> Instant.ofEpochSecond(loop.clock().nowSeconds()));
        long treasury = store.open(AccountKind.TREASURY);
        wallet = store.open(AccountKind.USER_WALLET);
        for (int site = 1; site <= 3; site++) {
            revenue[site] = store.open(AccountKind.OWNER_REVENUE);
        }
        ledger.submit(TransferRequest.single("grant", treasury, wallet, 1_000_000, "grant"));
        Marketplace.Accounts accounts = new Marketplace.Accounts() {
            @Override
            public long walletOf(MarketJob job) {
                return wallet;
            }

            @Override
            public long revenueOf(long siteId) {
                return revenue[(int) siteId];
            }
        };
        MarketListener listener = new MarketListener() {
            @Override
            public void started(long siteId, SiteJob job) {
                news.add("started " + job.id() + " at " + job.startSeconds());
            }

            @Override
            public void ended(long siteId, SiteJob job, Marketplace.Settled settled) {
                news.add("ended " + job.id() + " at " + job.endSeconds() + " charging " + settled.chargeMicroGd());
            }

            @Override
            public void accepted(MarketJob job, Acceptance acceptance) {
                told.add("accepted " + job.id() + " on " + acceptance.siteId() + " at " + acceptance.priceMicroGd()
                        + " held by " + acceptance.hold().id() + ": " + acceptance.detail());
            }

            @Override
            public void rejected(MarketJob job, String reason) {
                told.add("rejected " + job.id() + ": " + reason);
            }
        };
        market = new Marketplace(ProcessorHourPricing.INSTANCE, StrategyRegistry.of(DbcStrategy.OFC, DbcStrategy.OFT),
                SchedulerSettings.of(BackfillingPolicy.parse("conservative")), new LedgerBank(ledger, store), accounts,
                listener);
        market.upsertSite(1, new Site("A", 8, 400, 1), 1_000_000L, MarketSite.Mode.MODELLED, loop);
        market.upsertSite(2, new Site("B", 8, 800, 1), 1_500_000L, MarketSite.Mode.MODELLED, loop);
        market.upsertSite(3, new Site("C", 16, 1600, 1), 5_000_000L, MarketSite.Mode.MODELLED, loop);
    }

    private static MarketJob job(long id, String strategy, long budgetMicroGd, long deadlineSeconds) {
        Job core = Job.builder(id).processors(4).runtimeSeconds(1).originSite("A").build();
        return new MarketJob(core, JobDemand.ofLength(LENGTH_MI, 4), 1, 7, budgetMicroGd, deadlineSeconds, strategy);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "OFC takes the cheapest per MI (B) although A is cheaper per hour, OFC, 1000000, 300, 2, 166667",
        "OFC passes over B when it misses the deadline,                   OFC, 1000000,  80, 3, 277778",
        "OFT takes the fastest site within budget,                        OFT, 1000000, 300, 3, 277778",
        "OFT settles for B when C is over budget,                         OFT,  200000, 300, 2, 166667",
    })
    void placesByTheNamedStrategyAtTheSitesPostedPrice(String situation, String strategy, long budgetMicroGd,
                                                      long deadlineSeconds, long site, long priceMicroGd) {
        Quote quote = market.quote(job(1, strategy, budgetMicroGd, deadlineSeconds));
        Marketplace.Submission submission = market.submit(job(1, strategy, budgetMicroGd, deadlineSeconds));

        assertThat(submission.accepted()).isTrue();
        assertThat(submission.agreement()).isEqualTo(new PostedPrice(site, priceMicroGd,
                market.site(site).runtimeSeconds(JobDemand.ofLength(LENGTH_MI, 4))));
        assertThat(quote.chosenSiteId()).isEqualTo(site);
        assertThat(quote.chosen().priceMicroGd()).isEqualTo(priceMicroGd);
        assertThat(submission.hold().id()).isEqualTo("job-1:hold");
        assertThat(submission.hold().amount()).isEqualTo(priceMicroGd);
        assertThat(store.findAccount(wallet).orElseThrow().available()).isEqualTo(1_000_000 - priceMicroGd);
    }

    @Test
    void aHeldQuoteKeepsItsPriceAfterTheSiteRepricedAndIsRefusedOnceTheSiteIsFull() {
        MarketJob first = job(1, "OFC", 1_000_000, 300);
        QuoteBinding binding = new QuoteBinding(market);
        BoundOption bound = binding.bindable(first, market.quote(first));
        assertThat(bound).isEqualTo(BoundOption.price(2, 166_667, 100, null));

        market.upsertSite(2, new Site("B", 8, 800, 1), 3_000_000L, MarketSite.Mode.MODELLED, loop);
        assertThat(market.quote(first).chosenSiteId()).as("B is dearer now").isEqualTo(1);
        Marketplace.Submission held = market.submitHeld(first, binding.placeHeld(first, bound));
        assertThat(held.agreement()).isEqualTo(new PostedPrice(2, 166_667, 100));
        assertThat(held.hold().amount()).isEqualTo(166_667);
        assertThat(told).containsExactly("accepted 1 on 2 at 166667 held by job-1:hold: placed on B by OFC");

        // B's 8 processors run jobs 1 and 2 for 100 s: job 3 would finish at 200 s, past its deadline of 150 s.
        MarketJob second = job(2, "OFC", 1_000_000, 300);
        market.submitHeld(second, binding.placeHeld(second, bound));
        Placement full = binding.placeHeld(job(3, "OFC", 1_000_000, 150), bound);
        assertThat(full.isAccepted()).isFalse();
        assertThat(full.rejection()).isEqualTo("the site is full now: it cannot finish the job by its deadline");
        assertThat(store.findAccount(wallet).orElseThrow().available()).isEqualTo(1_000_000 - 2 * 166_667);
    }

    @Test
    void theListenerHearsWhatEachSubmissionCameToInPlainValues() {
        market.submit(job(1, "OFC", 1_000_000, 300));
        Marketplace.Submission refused = market.submit(job(2, "OFC", 1, 300));

        assertThat(refused.rejection()).isNotBlank();
        assertThat(told).containsExactly(
                "accepted 1 on 2 at 166667 held by job-1:hold: placed on B by OFC",
                "rejected 2: " + refused.rejection());
    }

    @Test
    void aQuoteSaysWhyEachSiteWasOrWasNotChosenAndChangesNothing() {
        Quote quote = market.quote(job(1, "OFC", 1_000_000, 80));

        assertThat(quote.strategy()).isEqualTo("OFC");
        assertThat(quote.candidates()).extracting(Quote.Candidate::siteName, Quote.Candidate::why).containsExactly(
                org.assertj.core.groups.Tuple.tuple("B", "cannot finish by the deadline"),
                org.assertj.core.groups.Tuple.tuple("A", "cannot finish by the deadline"),
                org.assertj.core.groups.Tuple.tuple("C", "chosen: the cheapest site within budget that meets the deadline"));
        assertThat(market.messages().totalMessages()).isZero();
        assertThat(store.transfers()).hasSize(1);
    }

    @Test
    void completionPaysTheOwnerThroughTheHoldAndCountsTheRemoteJobsMessages() {
        List<Marketplace.Submission> submissions = new ArrayList<>();
        loop.schedule(0, () -> {
            for (long id = 1; id <= 3; id++) {
                submissions.add(market.submit(job(id, "OFC", 1_000_000, 300)));
            }
        });
        loop.run();

        // B's 8 processors run jobs 1 and 2 at once, which the submissions say; job 3 waits for them.
        assertThat(submissions).extracting(s -> s.siteJob().startSeconds()).containsExactly(0L, 0L, 100L);
        assertThat(news).containsExactlyInAnyOrder("ended 1 at 100 charging 166667", "ended 2 at 100 charging 166667",
                "started 3 at 100", "ended 3 at 200 charging 166667");
        assertThat(store.findAccount(revenue[2]).orElseThrow().balance()).isEqualTo(3 * 166_667);
        assertThat(store.findAccount(wallet).orElseThrow().balance()).isEqualTo(1_000_000 - 3 * 166_667);
        assertThat(store.accounts().stream().mapToLong(Account::debitsPending).sum()).isZero();
        // A (origin) walked B: a negotiate and a reply; then the job went to B and came back.
        assertThat(market.messages().messages(MessageCounter.Kind.JOB_SUBMISSION)).isEqualTo(3);
        assertThat(market.messages().messages(MessageCounter.Kind.JOB_COMPLETION)).isEqualTo(3);
        assertThat(market.messages().jobMessages(1)).isEqualTo(4);
        assertThat(market.hasDeal(1)).isFalse();
    }

    @Test
    void aCancellationSettlesByTheAgreementsRuleForTheTimeUsed() {
        loop.schedule(0, () -> market.submit(job(1, "OFC", 1_000_000, 300)));
        loop.schedule(25, () -> {
            market.site(2).lrms().cancel(1);
            Marketplace.Settled settled = market.settle(1, new RunOutcome.Cancelled(25));
            // 166,667 × 25 / 100 = 41,666.75 → 41,667
            assertThat(settled.chargeMicroGd()).isEqualTo(41_667);
            assertThat(settled.transfer().id()).isEqualTo("job-1:charge");
        });
        loop.run();
        assertThat(store.findAccount(revenue[2]).orElseThrow().balance()).isEqualTo(41_667);
        assertThat(market.messages().messages(MessageCounter.Kind.JOB_COMPLETION)).isZero();
        assertThat(market.settle(1, new RunOutcome.Cancelled(25))).isNull();
    }

    @Test
    void aJobCancelledBeforeItStartsVoidsItsHold() {
        market.submit(job(1, "OFC", 1_000_000, 300));
        Marketplace.Settled settled = market.settle(1, new RunOutcome.Cancelled(0));
        assertThat(settled.chargeMicroGd()).isZero();
        assertThat(settled.transfer().id()).isEqualTo("job-1:release");
        assertThat(store.findAccount(wallet).orElseThrow().available()).isEqualTo(1_000_000);
    }

    @Test
    void aWalletThatCannotHoldThePriceRejectsTheJobAndWritesNothing() {
        MarketJob rich = job(1, "OFT", 10_000_000, 300);
        market.submit(job(2, "OFT", 1_000_000, 300));   // holds 277,778 of 1,000,000
        market.submit(job(3, "OFT", 1_000_000, 300));   // 555,556
        market.submit(job(4, "OFT", 1_000_000, 300));   // 833,334: 166,666 left
        int transfers = store.transfers().size();

        Marketplace.Submission refused = market.submit(rich);

        assertThat(refused.accepted()).isFalse();
        assertThat(refused.rejection()).isEqualTo(
                "insufficient funds: the price 0.28 G$ exceeds the 0.17 G$ available in your wallet");
        assertThat(store.transfers()).hasSize(transfers);
        assertThat(market.hasDeal(1)).isFalse();
    }

    @Test
    void anUnknownStrategyIsRefusedNamingTheKnownOnes() {
        assertThatThrownBy(() -> market.submit(job(1, "TENDER", 1_000_000, 300)))
                .isInstanceOf(StrategyRegistry.UnknownStrategyException.class)
                .hasMessage("unknown strategy TENDER; known: OFC, OFT");
    }

    @Test
    void aWithdrawnSiteLeavesTheDirectoryButKeepsItsJobs() {
        market.submit(job(1, "OFC", 1_000_000, 300));
        market.upsertSite(2, new Site("B", 8, 800, 1), null, MarketSite.Mode.MODELLED, loop);

        assertThat(market.site(2).listed()).isFalse();
        assertThat(market.site(2).lrms().jobs()).hasSize(1);
        assertThat(market.quote(job(2, "OFC", 1_000_000, 300)).chosenSiteId()).isEqualTo(1);
        assertThat(market.lowestListedSite().id()).isEqualTo(1);
    }
}
