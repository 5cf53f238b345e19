package org.gridmarket.app.advice.service;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.gridmarket.app.advice.persistence.MarketHistory;
import org.gridmarket.app.jobs.service.LeaseTypes;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.advice.Demand;
import org.gridmarket.core.advice.ReplaySite;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.market.PriceBand;
import org.gridmarket.core.market.SiteLeasing;

/**
 * The demand a replay asks again, read from what the market recorded, and the sites as they are now: each job
 * submitted (its fields, strategy, origin and home grid as recorded), each quote not taken (its fields; its
 * origin as the engine chose it: the caller's home site, else the lowest-id listed site), the owners' local
 * jobs, and the jobs on a site when the window opens (kept where they were until their end).
 */
final class AdviceDemand {
    /** At most this many market requests (jobs and quotes) are replayed: the latest ones. */
    static final int MAX_REQUESTS = 2_000;
    /** At most this many local and carried jobs each. */
    static final int MAX_OCCUPANCIES = 20_000;

    /** The model's assumptions, as the answer states them (docs/marketplace.md, "The price advisor"). */
    static final List<String> ASSUMPTIONS = List.of(
            "Every other site keeps the price, price band, lease discounts and preemption policy it posts now; only "
                    + "this site's price changes. Sites are as they are now (processors, speed, grid), for the whole"
                    + " window.",
            "Each job is asked again at the model second it was submitted, with its own fields, and placed by its own"
                    + " strategy (the cheapest or fastest cluster within budget and deadline, a tender, the "
                    + "federation queue) through the live market's core on a "
                    + "virtual clock: users choose as their strategies do, nothing else.",
            "A quote not taken is asked as a submission at its second: its user is assumed to submit whenever the "
                    + "market places it within budget and deadline. Quotes are counted apart from jobs.",
            "Wallets always cover a job's budget; jobs run exactly their estimated runtime; no job is cancelled.",
            "Owners' local jobs arrive as recorded on their own sites; jobs already on a site when the window opens"
                    + " stay there until their recorded or planned end.",
            "Redirection between grids under peering contracts is not replayed; jobs that carry a script for a real "
                    + "cluster are left out.",
            "At most " + MAX_REQUESTS + " market requests are replayed, the latest ones; when there were more, the "
                    + "window starts at the oldest one kept.");

    /** The window's demand and what it holds. */
    record Window(long fromSeconds, List<Demand> demand, int jobs, int quotes, int locals, int carried,
                  boolean capped, Map<Long, Long> actualWins) {
        int actualWonBy(long siteId) {
            return actualWins.getOrDefault(siteId, 0L).intValue();
        }
    }

    private final MarketHistory history;

    AdviceDemand(MarketHistory history) {
        this.history = history;
    }

    /** A live site as a replay starts it. */
    static ReplaySite site(SiteEntity site) {
        PriceBand band = site.minMachinePriceMicroGdPerProcessorHour == null ? null
                : new PriceBand(site.minMachinePriceMicroGdPerProcessorHour,
                        site.maxMachinePriceMicroGdPerProcessorHour);
        return new ReplaySite(site.id, new Site(site.name.isBlank() ? "site " + site.id : site.name, site.processors,
                site.mipsPerProcessor, site.bandwidthGbps), site.gridName, site.fixedCostMicroGdPerCpuSecond,
                site.withdrawnAt == null ? site.priceMicroGdPerProcessorHour : null, band,
                SiteLeasing.of(site.leaseFactorCancellablePermille, site.leaseFactorSuspendablePermille,
                        site.leaseFactorMigratablePermille, site.preemptionPolicy, site.memoryPerNodeMb));
    }

    /** The demand of [{@code fromSeconds}, {@code toSeconds}), capped at {@link #MAX_REQUESTS} market requests. */
    Window read(List<ReplaySite> sites, long fromSeconds, long toSeconds) {
        List<MarketHistory.Request> requests = new ArrayList<>(history.jobs(fromSeconds, toSeconds, MAX_REQUESTS + 1));
        requests.addAll(history.quotesNotTaken(fromSeconds, toSeconds, MAX_REQUESTS + 1));
        requests.sort(Comparator.comparingLong(MarketHistory.Request::atSeconds).reversed());
        boolean capped = requests.size() > MAX_REQUESTS;
        long from = fromSeconds;
        if (capped) {
            requests = requests.subList(0, MAX_REQUESTS);
            from = requests.get(MAX_REQUESTS - 1).atSeconds();
        }
        Map<Long, ReplaySite> byId = sites.stream().collect(Collectors.toMap(ReplaySite::id, Function.identity()));
        Long lowestListed = sites.stream().filter(site -> site.priceMicroGd() != null).map(ReplaySite::id)
                .min(Long::compare).orElse(null);
        List<Demand> demand = new ArrayList<>();
        int jobs = 0;
        for (MarketHistory.Request request : requests) {
            Demand asked = request.quote() ? quote(request, byId, lowestListed) : job(request);
            if (asked != null) {
                demand.add(asked);
                jobs += request.quote() ? 0 : 1;
            }
        }
        int quotes = demand.size() - jobs;
        Map<Long, Long> wins = requests.stream().filter(request -> !request.quote() && request.placedSiteId() != null)
                .collect(Collectors.groupingBy(MarketHistory.Request::placedSiteId, Collectors.counting()));
        List<MarketHistory.Occupancy> locals = history.localJobs(from, toSeconds, MAX_OCCUPANCIES);
        List<MarketHistory.Occupancy> carried = history.carriedInto(from, MAX_OCCUPANCIES);
        for (MarketHistory.Occupancy local : locals) {
            demand.add(Demand.local(local.id(), local.atSeconds(), local.processors(), local.runtimeSeconds(),
                    local.siteId()));
        }
        for (MarketHistory.Occupancy job : carried) {
            demand.add(Demand.local(job.id(), from, job.processors(), job.runtimeSeconds(), job.siteId()));
        }
        return new Window(from, demand, jobs, quotes, locals.size(), carried.size(), capped, wins);
    }

    private static Demand job(MarketHistory.Request request) {
        return Demand.market(Demand.Kind.JOB, request.id(), request.atSeconds(), request.processors(),
                request.lengthMi(), request.budgetMicroGd(), request.deadlineSeconds(), request.strategy(),
                request.tardinessPenaltyMicroGdPerSecond(), LeaseTypes.core(request.leaseType()),
                request.homeSiteId(), request.userId(), request.homeGrid());
    }

    /** As the engine quotes (EngineState): origin the home site if known, else the lowest-id listed site. */
    private static Demand quote(MarketHistory.Request request, Map<Long, ReplaySite> sites, Long lowestListed) {
        ReplaySite home = request.homeSiteId() == null ? null : sites.get(request.homeSiteId());
        Long origin = home != null ? Long.valueOf(home.id()) : lowestListed;
        if (origin == null) {
            return null;
        }
        return Demand.market(Demand.Kind.QUOTE, request.id(), request.atSeconds(), request.processors(),
                request.lengthMi(), request.budgetMicroGd(), request.deadlineSeconds(), request.strategy(),
                request.tardinessPenaltyMicroGdPerSecond(), LeaseTypes.core(request.leaseType()), origin,
                request.userId(), home != null ? home.grid() : null);
    }
}
