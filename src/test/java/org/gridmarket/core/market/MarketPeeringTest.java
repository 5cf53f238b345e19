package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.InMemoryLedgerStore;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.gridmarket.core.peering.ContractType;
import org.gridmarket.core.peering.TrailEvent;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.Test;

/**
 * Seed 000's redirection in the market, by hand. Grid "home" has site 1 (1 processor, 1,000 MIPS, 7.2 G$ per
 * processor-hour); grid "peer" has site 2 (4 processors, 1,000 MIPS, 3.6 G$ per processor-hour: 1,000 µG$ per
 * CPU-second, Eq. 1 at load 0 gives the same). Contract 1 (home buys from peer, fixed price, L = 95 %, k = 5 %)
 * is priced at t = 0 over [0, 3,600): A = 4 × 3,600 = 14,400 units, p_cost = 1,000 µG$, β = 1, so
 * p_max = mc(1, 0.95) = 1,000 · (1 + L'² + L'L + L²) with L' = 0.95 + 1/14,400, = 3,707.6979… µG$ per CPU-second,
 * × 3,600 = 13,347,713 µG$ per processor-hour (rounded once).
 *
 * <p>Job 1 needs 2 processors for 200,000 MI: 100 s at site 2, 200 CPU-seconds, deadline 1,000 s. No home site has
 * 2 processors, so mc_i = ∞ and the home gateway offers p_min = p_max. Seller's mc_j over [0, 1,000): A = 4,000,
 * L' = 200/4,000 = 0.05, mc_j = 1,000 · 200 · (1 + 0.0025) = 200,500 ≤ 3,707.70 · 200: accepted.
 * P = 13,347,713 · 200 / 3,600 = 741,539.61… → 741,540 µG$; S = 3,600,000 · 200 / 3,600 = 200,000 µG$.
 */
class MarketPeeringTest {
    private static final long GRANT = 10_000_000;
    private static final long PER_HOUR = 13_347_713;
    private static final long P = 741_540;
    private static final long S = 200_000;

    private final EventLoop loop = new EventLoop(0);
    private final InMemoryLedgerStore store = new InMemoryLedgerStore();
    private final Ledger ledger = new Ledger(store, () -> Instant.ofEpochSecond(loop.clock().nowSeconds()));
    private final long wallet = store.open(AccountKind.USER_WALLET);
    private final long revenue1 = store.open(AccountKind.OWNER_REVENUE);
    private final long revenue2 = store.open(AccountKind.OWNER_REVENUE);
    private final long gatewayHome = store.open(AccountKind.GATEWAY_SETTLEMENT);
    private final long gatewayPeer = store.open(AccountKind.GATEWAY_SETTLEMENT);
    private final Marketplace market;

    MarketPeeringTest() {
        long treasury = store.open(AccountKind.TREASURY);
        ledger.submit(TransferRequest.single("grant", treasury, wallet, GRANT, "grant"));
        Marketplace.Accounts accounts = new Marketplace.Accounts() {
            @Override
            public long walletOf(MarketJob job) {
                return wallet;
            }

            @Override
            public long revenueOf(long siteId) {
                return siteId == 1 ? revenue1 : revenue2;
            }

            @Override
            public long gatewayOf(String grid) {
                return grid.equals("home") ? gatewayHome : gatewayPeer;
            }
        };
        market = new Marketplace(ProcessorHourPricing.INSTANCE, Mechanisms.strategies(), Mechanisms.LIVE_LRMS,
                new LedgerBank(ledger, store), accounts, new MarketListener() { });
        market.upsertSite(1, new Site("1", 1, 1000, 1), 7_200_000L, MarketSite.Mode.MODELLED, loop);
        market.upsertSite(2, new Site("2", 4, 1000, 1), 3_600_000L, MarketSite.Mode.MODELLED, loop);
        market.peering().site(1, "home", null);
        market.peering().site(2, "peer", null);
    }

    private void contract(ContractType type) {
        market.peering().contract(market.peering().price(
                new PeeringContract.Terms(1, "home", "peer", type, 95, 5, 3_600), 0));
    }

    private static MarketJob job(int processors, long lengthMi, long budget, String homeGrid) {
        Job core = Job.builder(1).processors(processors).runtimeSeconds(100).originSite("1").build();
        return new MarketJob(core, JobDemand.ofLength(lengthMi, processors), 1, 7, budget, 1_000, "OFC", null, null,
                homeGrid);
    }

    private long balance(long account) {
        return store.findAccount(account).orElseThrow().balance();
    }

    @Test
    void theContractIsPricedAtTheSellersMarginalCostAtNinetyFivePercent() {
        contract(ContractType.FIXED_PRICE);
        PeeringContract priced = market.peering().contract(1);
        assertThat(priced.maxMicroGdPerProcessorHour()).isEqualTo(PER_HOUR);
        assertThat(priced.minMicroGdPerProcessorHour()).isEqualTo(PER_HOUR);
        assertThat(priced.nextUpdateSeconds()).isEqualTo(3_600);
    }

    @Test
    void aJobItsHomeGridCannotTakeIsRedirectedAndPaysThreeLegs() {
        contract(ContractType.FIXED_PRICE);
        Quote quote = market.quote(job(2, 200_000, GRANT, "home"));
        assertThat(quote.chosenSiteId()).isNull();
        assertThat(quote.candidates()).isEmpty(); // the home grid's only site has 1 processor: DBC lists none
        Redirection redirection = quote.redirection();
        assertThat(redirection.outcome()).isEqualTo(Redirection.Outcome.ACCEPTED);
        assertThat(redirection.homeUnitCostMicroGdPerProcessorHour()).isNull();
        assertThat(redirection.trail()).containsExactly(
                new Redirection.Message(TrailEvent.Kind.OFFER, 1, "peer", PER_HOUR),
                new Redirection.Message(TrailEvent.Kind.ACCEPT, 1, "peer", PER_HOUR));
        assertThat(redirection.chosen().agreement()).isEqualTo(
                new RedirectedAgreement(2, P, S, 100, 1, "home", "peer", PER_HOUR));

        Marketplace.Submission submitted = market.submit(job(2, 200_000, GRANT, "home"));
        assertThat(submitted.accepted()).isTrue();
        assertThat(submitted.redirection()).isEqualTo(redirection);
        assertThat(submitted.hold().creditAccountId()).isEqualTo(gatewayHome);
        assertThat(submitted.hold().amount()).isEqualTo(P);
        assertThat(submitted.hold().contractRef()).isEqualTo("contract-1");
        loop.run();

        assertThat(submitted.siteJob().state()).isEqualTo(SiteJobState.COMPLETED);
        assertThat(balance(wallet)).isEqualTo(GRANT - P);
        assertThat(balance(gatewayHome)).isZero();
        assertThat(balance(gatewayPeer)).isEqualTo(P - S);
        assertThat(balance(revenue2)).isEqualTo(S);
        assertThat(balance(revenue1)).isZero();
        List<Transfer> legs = store.transfers().stream().filter(t -> "job-1".equals(t.jobRef())).toList();
        assertThat(legs).extracting(Transfer::id)
                .containsExactly("job-1:hold", "job-1:charge", "job-1:peering", "job-1:site");
        assertThat(legs).allMatch(t -> "contract-1".equals(t.contractRef()));
        assertThat(legs.get(1).linkedGroup()).isNotNull().isEqualTo(legs.get(3).linkedGroup());
    }

    @Test
    void cancelledWhileRunningEachLegPaysProRata() {
        contract(ContractType.FIXED_PRICE);
        market.submit(job(2, 200_000, GRANT, "home"));
        loop.runUntil(50);
        market.site(2).lrms().cancel(1);
        Marketplace.Settled settled = market.settle(1, new RunOutcome.Cancelled(50));

        assertThat(settled.chargeMicroGd()).isEqualTo(370_770);
        assertThat(balance(wallet)).isEqualTo(GRANT - 370_770);
        assertThat(balance(gatewayPeer)).isEqualTo(370_770 - 100_000);
        assertThat(balance(revenue2)).isEqualTo(100_000);
        assertThat(store.findAccount(wallet).orElseThrow().available()).isEqualTo(GRANT - 370_770);
    }

    @Test
    void aRedirectionOverBudgetIsRejectedAndHoldsNothing() {
        contract(ContractType.FIXED_PRICE);
        Marketplace.Submission submitted = market.submit(job(2, 200_000, 700_000, "home"));
        assertThat(submitted.accepted()).isFalse();
        assertThat(submitted.redirection().outcome()).isEqualTo(Redirection.Outcome.REJECTED);
        assertThat(submitted.rejection()).contains("741540 µG$ exceeds the budget of 700000 µG$");
        assertThat(store.findAccount(wallet).orElseThrow().available()).isEqualTo(GRANT);
    }

    /**
     * Grid "far" has site 3 (1 processor, 3.6 G$ per processor-hour): contract 2 (home buys from far) is priced
     * over A = 3,600 units, L' = 0.95 + 1/3,600, a little above contract 1, so peer is asked first. The
     * rejection names the home grid and both peers, in the order asked, each with its own reason.
     */
    @Test
    void aRejectionNamesEveryGridTriedAndWhyEachRefused() {
        contract(ContractType.FIXED_PRICE);
        market.upsertSite(3, new Site("3", 1, 1000, 1), 3_600_000L, MarketSite.Mode.MODELLED, loop);
        market.peering().site(3, "far", null);
        market.peering().contract(market.peering().price(
                new PeeringContract.Terms(2, "home", "far", ContractType.FIXED_PRICE, 95, 5, 3_600), 0));
        assertThat(market.peering().contract(2).minMicroGdPerProcessorHour()).isGreaterThan(PER_HOUR);

        Marketplace.Submission submitted = market.submit(job(2, 200_000, 700_000, "home"));

        assertThat(submitted.accepted()).isFalse();
        assertThat(submitted.rejection()).isEqualTo("grid home (home): no site has enough processors; "
                + "grid peer: agreed, but its price 741540 µG$ exceeds the budget of 700000 µG$; "
                + "grid far: no site there can finish the job by its deadline");
        assertThat(store.findAccount(wallet).orElseThrow().available()).isEqualTo(GRANT);
    }

    @Test
    void withoutAContractTheJobIsRejectedSayingSo() {
        Marketplace.Submission submitted = market.submit(job(2, 200_000, GRANT, "home"));
        assertThat(submitted.accepted()).isFalse();
        assertThat(submitted.redirection().outcome()).isEqualTo(Redirection.Outcome.NO_CONTRACT);
        assertThat(submitted.rejection()).contains("buys under no contract");
    }

    @Test
    void aJobOfAGridStaysHomeWhenItFitsThereEvenIfAPeerIsCheaper() {
        contract(ContractType.FIXED_PRICE);
        assertThat(market.submit(job(1, 100_000, GRANT, "home")).agreement())
                .isEqualTo(new PostedPrice(1, 200_000, 100));
    }

    @Test
    void aJobOfNoGridGoesToTheCheapestSiteOfTheFederation() {
        contract(ContractType.FIXED_PRICE);
        assertThat(market.submit(job(1, 100_000, GRANT, null)).agreement())
                .isEqualTo(new PostedPrice(2, 100_000, 100));
    }

    @Test
    void aPriceRangeContractOffersItsFloorAndAnIdleSellerAcceptsIt() {
        contract(ContractType.PRICE_RANGE);
        PeeringContract priced = market.peering().contract(1);
        assertThat(priced.maxMicroGdPerProcessorHour()).isEqualTo(PER_HOUR);
        assertThat(priced.minMicroGdPerProcessorHour()).isLessThan(PER_HOUR);
        Redirection redirection = market.quote(job(2, 200_000, GRANT, "home")).redirection();
        assertThat(redirection.outcome()).isEqualTo(Redirection.Outcome.ACCEPTED);
        assertThat(redirection.chosen().agreement().pricePerProcessorHourMicroGd())
                .isEqualTo(priced.minMicroGdPerProcessorHour());
    }
}
