package org.gridmarket.core.market;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.peering.InterGridGateway;
import org.gridmarket.core.peering.Negotiation;
import org.gridmarket.core.peering.PeeringRequest;
import org.gridmarket.core.peering.RequestOutcome;
import org.gridmarket.core.peering.TicketBook;
import org.gridmarket.core.peering.TrailEvent;

/**
 * Seed 000 in the live market: the grid of each site (its {@code gridName}), the contracts between grids, one
 * InterGrid Gateway per grid priced over its sites ({@link GridSites}), and the redirection of a job its home
 * grid cannot take ({@link #redirect}). One engine thread drives it, as it drives the {@link Marketplace}.
 *
 * <p>Live, each request is negotiated on its own, in the engine turn that placed it: there is no interval in
 * which to batch requests (§5.2's batches), and a gateway answers at once. The buyer's cost mc_i is ∞ when no
 * site of the home grid can finish the job by its deadline (seed 004's guarantee, which is why DBC refused
 * it), else Eq. 3 over the home grid's window [now, deadline).
 */
public final class MarketPeering {
    private final Marketplace market;
    private final Map<Long, String> gridOf = new HashMap<>();
    private final Map<Long, Long> fixedCostOf = new HashMap<>();
    private final Map<Long, PeeringContract> contracts = new TreeMap<>();

    MarketPeering(Marketplace market) {
        this.market = market;
    }

    /** Site {@code siteId} belongs to {@code grid}; {@code fixedCostMicroGdPerCpuSecond} is Eq. 1's cost (or null). */
    public void site(long siteId, String grid, Long fixedCostMicroGdPerCpuSecond) {
        gridOf.put(siteId, grid);
        if (fixedCostMicroGdPerCpuSecond == null) {
            fixedCostOf.remove(siteId);
        } else {
            fixedCostOf.put(siteId, fixedCostMicroGdPerCpuSecond);
        }
    }

    /** The grid of site {@code siteId}, or null for a site of no grid (the simulator's). */
    public String gridOf(long siteId) {
        return gridOf.get(siteId);
    }

    /** Every grid that has a site, by name. */
    public Set<String> grids() {
        return new TreeSet<>(gridOf.values());
    }

    /** The ids of {@code grid}'s sites, listed or not, in id order. */
    public List<Long> sitesOf(String grid) {
        return gridOf.entrySet().stream().filter(e -> e.getValue().equals(grid)).map(Map.Entry::getKey).sorted()
                .toList();
    }

    /** Adds or replaces an active contract (a new price replaces the old). */
    public void contract(PeeringContract contract) {
        contracts.put(contract.id(), contract);
    }

    /** An ended contract leaves the market: nothing more is redirected under it. */
    public void endContract(long contractId) {
        contracts.remove(contractId);
    }

    public Collection<PeeringContract> contracts() {
        return List.copyOf(contracts.values());
    }

    public PeeringContract contract(long contractId) {
        return contracts.get(contractId);
    }

    /** {@code terms} priced now from the seller grid's cost function until the next update (§5.1, §6.1). */
    public PeeringContract price(PeeringContract.Terms terms, long nowSeconds) {
        long next = Math.addExact(nowSeconds, terms.updateIntervalSeconds());
        return PeeringContract.priced(terms, gateway(terms.sellerGrid()).costUntil(nowSeconds, next), nowSeconds);
    }

    /** Grid {@code grid}'s gateway over its listed sites, with β = 1 (the paper gives none). */
    public InterGridGateway gateway(String grid) {
        List<GridSites.Member> members = new ArrayList<>();
        for (long siteId : sitesOf(grid)) {
            MarketSite site = market.site(siteId);
            if (site != null && site.listed()) {
                members.add(new GridSites.Member(site, fixedCostOf.get(siteId)));
            }
        }
        return new InterGridGateway(grid, new GridSites(members), InterGridGateway.DEFAULT_BETA);
    }

    /** Whether {@code strategy} places {@code job} through its home grid (a peering strategy, a job of a grid). */
    boolean takes(PlacementStrategy strategy, MarketJob job) {
        return strategy.peers() && job.homeGrid() != null;
    }

    /** The home grid's quote, with what its gateway would do when no home site takes the job. */
    Quote quote(PlacementStrategy strategy, MarketJob job) {
        Quote home = strategy.quote(job, homeView(job));
        return home.chosenSiteId() != null ? home : home.withRedirection(redirect(job));
    }

    /**
     * Places the job in its home grid; when that refuses it, {@link #redirect}s it and submits it to the peer
     * site under the agreed contract, or rejects it naming the home grid's reason and every peer grid's.
     */
    Marketplace.Submission submit(PlacementStrategy strategy, MarketJob job) {
        Placement home = strategy.place(job, homeView(job));
        if (home.isAccepted()) {
            return market.submitPlaced(job, home);
        }
        Redirection redirection = redirect(job);
        Marketplace.Submission submission = redirection.redirected()
                ? market.submitPlaced(job, Placement.accepted(redirection.chosen().agreement(), home.rank()))
                : new Marketplace.Submission(home, null, null, "grid " + job.homeGrid() + " (home): "
                        + home.rejection() + "; " + redirection.reason());
        return submission.withRedirection(redirection);
    }

    /**
     * A quoted redirection held (issue 32): the job goes to the quoted peer site under the quoted contract at the
     * quoted P, S and price per processor-hour, whatever the contract was repriced to since (§5.1's price holds for
     * what was agreed), if the contract is still active and the site can still finish the job by its deadline.
     */
    Placement held(MarketJob job, BoundOption bound) {
        Acceptance.Redirected terms = bound.redirected();
        if (contracts.get(terms.contractId()) == null) {
            return Placement.rejected("contract " + terms.contractId() + " with grid " + terms.servingGrid()
                    + " has ended", 0);
        }
        MarketSite site = market.site(bound.siteId());
        String refusal = HeldRefusal.of(job, site);
        if (refusal != null) {
            return Placement.rejected(refusal, 0);
        }
        return Placement.accepted(terms.agreement(site.id(), bound.priceMicroGd(), site.runtimeSeconds(job.demand())),
                1);
    }

    /** The market as {@code job} sees it in its home grid: the grid's sites that run its work only. */
    MarketView homeView(MarketJob job) {
        return ScriptView.of(new GridView(market, new HashSet<>(sitesOf(job.homeGrid()))), job);
    }

    /**
     * §5.2 for one job its home grid refused: under each of the home grid's contracts in ascending price, the
     * seller's earliest-starting site that finishes by the deadline is the request's site (u_units = processors
     * × its runtime there); the buyer offers p_min when mc_i exceeds p_min · u; the seller accepts, counters or
     * rejects; the first accepted price whose P fits the budget wins. P is the price per processor-hour for the
     * job's processor-seconds there, rounded once; S is the site's own posted price for the job. A job no peer
     * grid takes is refused with every grid tried and why each refused, in the order they were asked.
     */
    Redirection redirect(MarketJob job) {
        String home = job.homeGrid();
        long now = job.submitSeconds();
        List<PeeringContract> under = contracts.values().stream()
                .filter(c -> c.terms().buyerGrid().equals(home) && c.priced() && !c.terms().sellerGrid().equals(home))
                .sorted(Comparator.comparing(PeeringContract::minMicroGdPerProcessorHour)
                        .thenComparing(PeeringContract::maxMicroGdPerProcessorHour).thenComparing(PeeringContract::id))
                .toList();
        if (under.isEmpty()) {
            return new Redirection(home, Redirection.Outcome.NO_CONTRACT, null, List.of(), null,
                    "grid " + home + " cannot take the job and buys under no contract with another grid");
        }
        if (job.preemptable()) {
            return new Redirection(home, Redirection.Outcome.HOME, null, List.of(), null, "grid " + home
                    + " cannot take the job, and a lease of this type is sold only inside the home grid: a job"
                    + " another grid runs under a contract is non-preemptable");
        }
        JobDemand demand = job.demand();
        long deadline = job.deadlineAtSeconds();
        boolean homeServes = earliestStart(home, job) != null;
        InterGridGateway homeGateway = homeServes ? gateway(home) : null;
        List<Redirection.Message> trail = new ArrayList<>();
        Long homeUnitCost = null;
        Redirection.Outcome outcome = Redirection.Outcome.HOME;
        List<String> refusals = new ArrayList<>(under.size());
        for (PeeringContract contract : under) {
            String seller = contract.terms().sellerGrid();
            MarketSite site = earliestStart(seller, job);
            if (site == null) {
                trail.add(new Redirection.Message(TrailEvent.Kind.REJECT, contract.id(), seller, null));
                outcome = Redirection.Outcome.REJECTED;
                refusals.add("grid " + seller + ": no site there can finish the job by its deadline");
                continue;
            }
            long runtime = site.runtimeSeconds(demand);
            PeeringRequest request = new PeeringRequest(job.id(), demand.processors(), runtime,
                    Math.min(deadline, now + GridSites.LONGEST_WINDOW_SECONDS));
            double homeCost = homeServes ? homeGateway.requestCost(request, now) : Double.POSITIVE_INFINITY;
            homeUnitCost = PeeringContract.perProcessorHour(homeCost / request.units());
            RequestOutcome negotiated = Negotiation.negotiate(List.of(request), r -> homeCost,
                    List.of(contract.toNegotiated()), Map.of(seller, TicketBook.empty(gateway(seller), now)))
                    .outcomes().get(0);
            for (TrailEvent event : negotiated.trail()) {
                trail.add(new Redirection.Message(event.kind(), contract.id(), seller,
                        PeeringContract.perProcessorHour(event.pricePerUnit())));
            }
            if (negotiated.outcome() == org.gridmarket.core.peering.RedirectionOutcome.HOME) {
                refusals.add("grid " + seller + ": its lowest price is not below the home grid's own cost, so "
                        + "nothing was offered");
                continue;
            }
            outcome = Redirection.Outcome.valueOf(negotiated.outcome().name());
            if (!negotiated.redirected()) {
                refusals.add(outcome == Redirection.Outcome.REJECTED ? "grid " + seller + ": rejected the offer"
                        : "grid " + seller + ": its counter-offer cost more than running at home");
                continue;
            }
            long perHour = outcome == Redirection.Outcome.ACCEPTED ? contract.minMicroGdPerProcessorHour()
                    : Math.min(contract.maxMicroGdPerProcessorHour(),
                    PeeringContract.perProcessorHour(negotiated.pricePerUnit()));
            long price = market.pricing().costMicroGd(demand, site.site(), perHour);
            if (price > job.budgetMicroGd()) {
                outcome = Redirection.Outcome.REJECTED;
                refusals.add("grid " + seller + ": agreed, but its price " + price + " µG$ exceeds the budget of "
                        + job.budgetMicroGd() + " µG$");
                continue;
            }
            long sitePrice = market.pricing().costMicroGd(demand, site.site(), site.postedPriceMicroGd());
            RedirectedAgreement agreement = new RedirectedAgreement(site.id(), price, sitePrice, runtime,
                    contract.id(), home, seller, perHour);
            long finish = site.earliestFinishSeconds(demand);
            return new Redirection(home, outcome, homeUnitCost, trail,
                    new Redirection.Chosen(agreement, site.site().name(), finish - runtime, finish),
                    "grid " + home + " cannot take the job; its gateway bought it a place in grid " + seller
                            + " under contract " + contract.id());
        }
        return new Redirection(home, outcome, homeUnitCost, trail, null, String.join("; ", refusals));
    }

    /**
     * The listed site of {@code grid} that runs the job's work ({@link MarketSite#runsWorkOf}), starts it earliest
     * and finishes it by the deadline (ties: id).
     */
    private MarketSite earliestStart(String grid, MarketJob job) {
        JobDemand demand = job.demand();
        long deadline = job.deadlineAtSeconds();
        MarketSite best = null;
        long bestStart = Long.MAX_VALUE;
        for (long siteId : sitesOf(grid)) {
            MarketSite site = market.site(siteId);
            if (site == null || !site.listed() || !site.runsWorkOf(job)
                    || site.site().processors() < demand.processors() || !site.guarantees(demand, deadline)) { // cannot serve the job by its deadline
                continue;
            }
            long start = site.earliestStartSeconds(demand);
            if (start < bestStart) {
                best = site;
                bestStart = start;
            }
        }
        return best;
    }
}
