package org.gridmarket.core.allocation;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.InMemoryLedgerStore;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.lrms.BackfillingPolicy;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.market.LedgerBank;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketListener;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.ProcessorHourPricing;
import org.gridmarket.core.market.StrategyRegistry;
import org.gridmarket.core.workload.Job;

/**
 * A market on a virtual clock with an in-memory Grid-Bank, conservative backfilling at every site (as live),
 * and a {@link FederationQueue} whose news is kept as lines: "queued 1", "started 1 on 2 at 0", "rejected 1: …".
 * Sites are numbered from 1; one wallet pays for every job.
 */
final class QueueMarket implements FederationQueue.Listener {
    final EventLoop loop = new EventLoop(0);
    final InMemoryLedgerStore store = new InMemoryLedgerStore();
    final Ledger ledger = new Ledger(store, () -> Instant.ofEpochSecond(loop.clock().nowSeconds()));
    final long treasury = store.open(AccountKind.TREASURY);
    final long wallet = store.open(AccountKind.USER_WALLET);
    final List<Long> revenue = new ArrayList<>();
    final List<String> news = new ArrayList<>();
    final Marketplace market;
    final FederationQueue queue;

    QueueMarket(AllocationMethod method, long grantMicroGd) {
        ledger.submit(TransferRequest.single("grant", treasury, wallet, grantMicroGd, "grant"));
        Marketplace.Accounts accounts = new Marketplace.Accounts() {
            @Override
            public long walletOf(MarketJob job) {
                return wallet;
            }

            @Override
            public long revenueOf(long siteId) {
                return revenue.get((int) siteId - 1);
            }
        };
        LedgerBank bank = new LedgerBank(ledger, store);
        FederationQueue[] holder = new FederationQueue[1];
        market = new Marketplace(ProcessorHourPricing.INSTANCE, StrategyRegistry.of(QueueStrategy.INSTANCE),
                SchedulerSettings.of(BackfillingPolicy.parse("conservative")), bank, accounts, new MarketListener() {
                    @Override
                    public void released(long siteId) {
                        holder[0].released();
                    }

                    @Override
                    public void ended(long siteId, org.gridmarket.core.lrms.SiteJob job, Marketplace.Settled settled) {
                        news.add("ended " + job.id() + " at " + job.endSeconds()
                                + (settled == null ? "" : " charging " + settled.chargeMicroGd()));
                    }
                });
        queue = new FederationQueue(market, method, loop, bank, accounts, treasury, this);
        holder[0] = queue;
    }

    /** Adds site {@code revenue.size() + 1} at {@code pricePerHourMicroGd} per processor-hour. */
    long site(int processors, int mips, long pricePerHourMicroGd) {
        revenue.add(store.open(AccountKind.OWNER_REVENUE));
        long id = revenue.size();
        market.upsertSite(id, new Site("S" + id, processors, mips, 1), pricePerHourMicroGd, MarketSite.Mode.MODELLED,
                loop);
        return id;
    }

    /** A job of {@code processors} × {@code lengthMi} submitted now. */
    MarketJob job(long id, int processors, double lengthMi, long budgetMicroGd, long deadlineSeconds) {
        Job core = Job.builder(id).processors(processors).runtimeSeconds(1).originSite("S1")
                .submitSeconds(loop.clock().nowSeconds()).build();
        return new MarketJob(core, JobDemand.ofLength(lengthMi, processors), 1, 7, budgetMicroGd, deadlineSeconds,
                "QUEUE");
    }

    /** A site's own job of {@code processors} for {@code seconds}, admitted unconditionally. */
    void local(long siteId, long jobId, int processors, long seconds) {
        Job core = Job.builder(jobId).processors(processors).runtimeSeconds(seconds).originSite("S" + siteId)
                .submitSeconds(loop.clock().nowSeconds()).build();
        market.site(siteId).lrms().submit(core, seconds, seconds);
    }

    long available() {
        return store.findAccount(wallet).orElseThrow().available();
    }

    @Override
    public void queued(MarketJob job, Transfer hold) {
        news.add("queued " + job.id());
    }

    @Override
    public void started(MarketJob job, Marketplace.Submission submission, String detail) {
        news.add("started " + job.id() + " on " + submission.agreement().siteId() + " at "
                + submission.siteJob().startSeconds());
    }

    @Override
    public void rejected(MarketJob job, String reason, Transfer release) {
        news.add("rejected " + job.id() + ": " + reason);
    }
}
