package org.gridmarket.core.market;

import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.InMemoryLedgerStore;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.gridmarket.core.workload.Job;

/**
 * The live market's mechanisms (every strategy of {@link Mechanisms}, the federation queue, the sites' grid for
 * peering) on a virtual clock with an in-memory Grid-Bank, for issue 33's rule on jobs that carry a script. Sites
 * are modelled, behind an agent (reported), or behind an agent that runs scripts; all are in grid "g". The market
 * keeps, per job, the site it was accepted at ({@link #placedAt}) or why it was rejected.
 */
final class ScriptMarket {
    final EventLoop loop = new EventLoop(0);
    final InMemoryLedgerStore store = new InMemoryLedgerStore();
    final Ledger ledger = new Ledger(store, () -> Instant.ofEpochSecond(loop.clock().nowSeconds()));
    final long treasury = store.open(AccountKind.TREASURY);
    final long wallet = store.open(AccountKind.USER_WALLET);
    final Map<Long, Long> revenue = new HashMap<>();
    final Map<Long, Long> placedAt = new HashMap<>();
    final Map<Long, String> rejected = new HashMap<>();
    final Marketplace market;

    /** How a site of the test runs its jobs. */
    enum Kind {
        MODELLED, AGENT, SCRIPTS
    }

    ScriptMarket() {
        ledger.submit(TransferRequest.single("grant", treasury, wallet, 1_000_000_000_000L, "grant"));
        Marketplace.Accounts accounts = new Marketplace.Accounts() {
            @Override
            public long walletOf(MarketJob job) {
                return wallet;
            }

            @Override
            public long revenueOf(long siteId) {
                return revenue.get(siteId);
            }
        };
        market = new Marketplace(Mechanisms.LIVE_PRICING, Mechanisms.strategies(), Mechanisms.LIVE_LRMS,
                new LedgerBank(ledger, store), accounts, new MarketListener() {
                    @Override
                    public void accepted(MarketJob job, Acceptance acceptance) {
                        placedAt.put(job.id(), acceptance.siteId());
                    }

                    @Override
                    public void rejected(MarketJob job, String reason) {
                        rejected.put(job.id(), reason);
                    }
                });
        Mechanisms.federationQueue(market, "BF", loop, treasury);
    }

    /** Adds site {@code id} of {@code kind} with {@code processors} at {@code mips}, priced per processor-hour. */
    ScriptMarket site(long id, Kind kind, int processors, int mips, long pricePerHourMicroGd) {
        revenue.put(id, store.open(AccountKind.OWNER_REVENUE));
        market.upsertSite(id, new Site("S" + id, processors, mips, 1), pricePerHourMicroGd, null,
                kind == Kind.MODELLED ? MarketSite.Mode.MODELLED : MarketSite.Mode.REPORTED, kind == Kind.SCRIPTS,
                loop);
        market.peering().site(id, "g", null);
        return this;
    }

    /** A job of {@code processors} × 100 s at 1,000 MIPS from site {@code originSiteId}, now. */
    MarketJob job(long id, String strategy, boolean script, String homeGrid, int processors, long originSiteId) {
        Job core = Job.builder(id).processors(processors).runtimeSeconds(100).originSite("S" + originSiteId)
                .submitSeconds(loop.clock().nowSeconds()).build();
        return new MarketJob(core, JobDemand.ofLength(100_000.0 * processors, processors), originSiteId, 7,
                1_000_000_000L, 1_000_000, strategy, null, null, homeGrid, script);
    }

    List<String> strategies() {
        return new ArrayList<>(market.strategies().names());
    }
}
