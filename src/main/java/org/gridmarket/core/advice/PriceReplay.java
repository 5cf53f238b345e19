package org.gridmarket.core.advice;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.InMemoryLedgerStore;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.market.Acceptance;
import org.gridmarket.core.market.LedgerBank;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketListener;
import org.gridmarket.core.market.MarketSite;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.Preempted;
import org.gridmarket.core.mechanisms.Mechanisms;
import org.gridmarket.core.workload.Job;

/**
 * One replay: a fresh {@link Marketplace} under the live rules on a virtual clock ({@link EventLoop}) starting at
 * the window's first second, with an in-memory Grid-Bank ledger, the sites of the snapshot (site {@code siteId}
 * posting the candidate price), and the demand asked again in its order: each market request at its second,
 * placed by its own strategy (seed 004 §3.3's DBC, seed 003's tender, seed 002's queue), each local job admitted
 * on its site (seed 001 §2.1). Every request's budget is granted to its payer's wallet just before it is asked,
 * so a wallet never refuses. The clock then runs to the window's end.
 *
 * <p>Cost: one market's work per request (the strategy's quotes over the sites, one LRMS admission), O(n · s)
 * for n requests over s sites, plus the LRMS events they cause.
 */
public final class PriceReplay {
    private final ReplayRules rules;
    private final List<ReplaySite> sites;
    private final List<Demand> demand;
    private final long fromSeconds;
    private final long toSeconds;

    /** {@code demand} within [{@code fromSeconds}, {@code toSeconds}); sites and demand as the caller read them. */
    public PriceReplay(ReplayRules rules, List<ReplaySite> sites, List<Demand> demand, long fromSeconds,
                       long toSeconds) {
        if (toSeconds <= fromSeconds) {
            throw new IllegalArgumentException("a window ends after it starts: " + fromSeconds + ".." + toSeconds);
        }
        this.rules = rules;
        this.sites = List.copyOf(sites);
        this.demand = demand.stream().sorted(Comparator.comparingLong(Demand::atSeconds)
                .thenComparing(Demand::kind).thenComparingLong(Demand::id)).toList();
        this.fromSeconds = fromSeconds;
        this.toSeconds = toSeconds;
    }

    /** What site {@code siteId} would have had posting {@code priceMicroGd} per processor-hour. */
    public ReplayOutcome at(long siteId, long priceMicroGd) {
        ReplaySite target = sites.stream().filter(site -> site.id() == siteId).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("no site " + siteId + " in the snapshot"));
        EventLoop loop = new EventLoop(fromSeconds);
        Run run = new Run(loop, siteId);
        Marketplace market = run.market(rules);
        for (ReplaySite site : sites) {
            ReplaySite priced = site.id() == siteId ? site.priced(priceMicroGd) : site;
            market.upsertSite(site.id(), site.site(), priced.priceMicroGd(), site.band(), MarketSite.Mode.MODELLED,
                    false, loop);
            market.leasing(site.id(), site.leasing());
            market.peering().site(site.id(), site.grid(), site.fixedCostMicroGdPerCpuSecond());
        }
        long replayId = 1;
        for (Demand request : demand) {
            if (request.atSeconds() >= toSeconds) {
                break;
            }
            loop.runUntil(Math.max(fromSeconds, request.atSeconds()));
            run.ask(market, replayId++, request);
        }
        loop.runUntil(toSeconds);
        long busy = run.busyProcessorSecondsUntil(toSeconds);
        double capacity = (double) target.site().processors() * (toSeconds - fromSeconds);
        return run.outcome(priceMicroGd, Math.min(1.0, busy / capacity));
    }

    /** One replay's market, ledger and tallies. */
    private static final class Run implements MarketListener {
        private final EventLoop loop;
        private final long target;
        private final InMemoryLedgerStore store = new InMemoryLedgerStore();
        private final Ledger ledger;
        private final long treasury;
        private final Map<Long, Long> wallets = new HashMap<>();
        private final Map<Long, Long> revenues = new HashMap<>();
        private final Map<String, Long> gateways = new HashMap<>();
        private final Map<Long, Demand> asked = new HashMap<>();
        private final Map<Long, Long> placedAt = new HashMap<>();
        private final Map<Long, Long> priceOf = new HashMap<>();
        /** Jobs running on the target now: their start second and processors. */
        private final Map<Long, long[]> running = new HashMap<>();
        private long busyProcessorSeconds;
        private Marketplace.Accounts accounts;

        Run(EventLoop loop, long target) {
            this.loop = loop;
            this.target = target;
            this.ledger = new Ledger(store, () -> Instant.ofEpochSecond(loop.clock().nowSeconds()));
            this.treasury = store.open(AccountKind.TREASURY);
        }

        Marketplace market(ReplayRules rules) {
            accounts = new Marketplace.Accounts() {
                @Override
                public long walletOf(MarketJob job) {
                    return wallets.computeIfAbsent(job.payerId(), payer -> store.open(AccountKind.USER_WALLET));
                }

                @Override
                public long revenueOf(long siteId) {
                    return revenues.computeIfAbsent(siteId, site -> store.open(AccountKind.OWNER_REVENUE));
                }

                @Override
                public long gatewayOf(String grid) {
                    return gateways.computeIfAbsent(grid, name -> store.open(AccountKind.GATEWAY_SETTLEMENT));
                }
            };
            Marketplace market = new Marketplace(rules.pricing(), rules.strategies(), rules.settings(),
                    new LedgerBank(ledger, store), accounts, this);
            if (rules.queueMethod() != null) {
                Mechanisms.federationQueue(market, rules.queueMethod(), loop, treasury);
            }
            return market;
        }

        void ask(Marketplace market, long replayId, Demand request) {
            long now = loop.clock().nowSeconds();
            Job.Builder job = Job.builder(replayId).processors(request.processors()).submitSeconds(now)
                    .originSite(Long.toString(request.originSiteId()));
            if (request.kind() == Demand.Kind.LOCAL) {
                if (market.site(request.localSiteId()) != null) {
                    market.submitLocal(request.localSiteId(),
                            job.runtimeSeconds(request.runtimeSeconds()).build(), request.runtimeSeconds());
                }
                return;
            }
            if (market.site(request.originSiteId()) == null) {
                return; // its origin is not in the snapshot: the request is not replayed
            }
            asked.put(replayId, request);
            MarketJob marketJob = new MarketJob(job.runtimeSeconds(1).build(),
                    JobDemand.ofLength(request.lengthMi(), request.processors()), request.originSiteId(),
                    request.payerId(), request.budgetMicroGd(), request.deadlineSeconds(), request.strategy(),
                    request.tardinessPenaltyMicroGdPerSecond(), request.leaseType(), request.homeGrid());
            if (request.budgetMicroGd() > 0) {
                String reference = Marketplace.jobReference(replayId);
                ledger.submit(TransferRequest.single(reference + ":budget", treasury,
                        accounts.walletOf(marketJob), request.budgetMicroGd(), "budget")
                        .withReferences(reference, null));
            }
            market.submit(marketJob);
        }

        @Override
        public void accepted(MarketJob job, Acceptance acceptance) {
            placedAt.put(job.id(), acceptance.siteId());
            priceOf.put(job.id(), acceptance.priceMicroGd());
            if (acceptance.siteId() == target && acceptance.siteJob() != null
                    && acceptance.siteJob().state() == SiteJobState.RUNNING) {
                running.put(job.id(), new long[] {acceptance.siteJob().startSeconds(), job.demand().processors()});
            }
        }

        @Override
        public void started(long siteId, SiteJob job) {
            if (siteId == target) {
                running.putIfAbsent(job.id(), new long[] {loop.clock().nowSeconds(), job.processors()});
            }
        }

        @Override
        public void ended(long siteId, SiteJob job, Marketplace.Settled settled) {
            stopped(job.id());
        }

        @Override
        public void preempted(Preempted preempted) {
            stopped(preempted.member().id());
        }

        private void stopped(long jobId) {
            long[] run = running.remove(jobId);
            if (run != null) {
                busyProcessorSeconds += (loop.clock().nowSeconds() - run[0]) * run[1];
            }
        }

        long busyProcessorSecondsUntil(long endSeconds) {
            long busy = busyProcessorSeconds;
            for (long[] run : running.values()) {
                busy += (endSeconds - run[0]) * run[1];
            }
            return busy;
        }

        ReplayOutcome outcome(long price, double utilisation) {
            long revenue = 0;
            int jobsWon = 0;
            int nowhere = 0;
            int quotesWon = 0;
            int quotesElsewhere = 0;
            Map<Long, Integer> lostTo = new TreeMap<>();
            List<Long> won = new ArrayList<>();
            for (Map.Entry<Long, Demand> entry : asked.entrySet()) {
                Long site = placedAt.get(entry.getKey());
                boolean job = entry.getValue().kind() == Demand.Kind.JOB;
                if (site != null && site == target) {
                    revenue = Math.addExact(revenue, priceOf.get(entry.getKey()));
                    if (job) {
                        jobsWon++;
                        won.add(entry.getValue().id());
                    } else {
                        quotesWon++;
                    }
                } else if (job && site == null) {
                    nowhere++;
                } else if (job) {
                    lostTo.merge(site, 1, Integer::sum);
                } else if (site != null) {
                    quotesElsewhere++;
                }
            }
            won.sort(Comparator.naturalOrder());
            return new ReplayOutcome(price, utilisation, revenue, jobsWon, lostTo, nowhere, quotesWon,
                    quotesElsewhere, won);
        }
    }
}
