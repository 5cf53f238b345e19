package org.gridmarket.core.market;

import java.util.ArrayList;
import java.util.List;

/**
 * How a job finds its site and its price, chosen per job by name (see {@link StrategyRegistry}). A strategy
 * only decides: the {@link Marketplace} holds the money, admits the job and counts the messages.
 */
public interface PlacementStrategy {

    /** The name a job asks for, e.g. {@code OFC}. */
    String name();

    /**
     * What the strategy does, in plain words for the person choosing it (the web form shows it). Only the name
     * unless the strategy says more; a strategy a job may name should.
     */
    default String description() {
        return name();
    }

    /**
     * How the strategy works in the papers' own terms, with the seed section it follows (e.g. "Seed 004 §3.3:
     * …"), for readers who want them: the web app keeps it inside a "how this works" disclosure, so the
     * {@link #description()} stays free of the papers' abbreviations. Empty unless the strategy says more.
     */
    default String basis() {
        return "";
    }

    /**
     * What a job may ask of this strategy beyond processors, size, budget and deadline, each by the request field
     * that carries it: a tardiness penalty where the strategy {@link #weighsLateness() weighs lateness}, the lease
     * types where it {@link #offersLeases() sells leases}. The {@link StrategyRegistry} refuses any other.
     */
    default List<StrategyOption> options() {
        List<StrategyOption> options = new ArrayList<>();
        if (weighsLateness()) {
            options.add(StrategyOption.tardinessPenalty());
        }
        if (offersLeases()) {
            options.add(StrategyOption.leaseTypes(LeaseTerms.all()));
        }
        return List.copyOf(options);
    }

    /** What {@link #place} would decide now, with every candidate it would consider; sends no message. */
    Quote quote(MarketJob job, MarketView market);

    /**
     * Decides where {@code job} runs and on what agreement. It may negotiate (its messages are counted), but
     * neither holds money nor admits the job.
     */
    Placement place(MarketJob job, MarketView market);

    /**
     * The agreement {@code job} gets now at {@code site} for {@code priceMicroGd}, a price quoted earlier and held
     * ({@link BoundOption}, issue 32's firm quote), or a rejected placement saying why the site cannot take it now.
     * A posted price (seed 004 §3.3) when the site takes new jobs and guarantees the deadline; neither holds
     * money nor admits the job.
     */
    default Placement held(MarketJob job, MarketSite site, long priceMicroGd) {
        String refusal = HeldRefusal.of(job, site);
        if (refusal != null) {
            return Placement.rejected(refusal, 0);
        }
        return Placement.accepted(new PostedPrice(site.id(), priceMicroGd, site.runtimeSeconds(job.demand())), 1);
    }

    /**
     * Whether the strategy trades lateness for money (seed 003's w: a job may finish after its deadline at a
     * penalty per second); the others treat every deadline as hard.
     */
    default boolean weighsLateness() {
        return false;
    }

    /**
     * Whether the strategy places a job of a home grid only there, its grid's gateway redirecting what it
     * cannot take to peer grids (seed 000 §5.2). DBC does (issue 23); the others walk the whole federation.
     */
    default boolean peers() {
        return false;
    }

    /**
     * Whether the strategy sells preemptable leases (seed 001 §4.2) at the sites' discounts. Strategies that
     * promise a window (seed 003's awards) or queue jobs do not: their jobs are non-preemptable.
     */
    default boolean offersLeases() {
        return false;
    }

    /**
     * Whether the strategy's jobs wait in the federation's FCFS queue (seed 002) instead of being placed at
     * once: the {@link Marketplace} then hands them to its federation queue ({@link Marketplace#useQueue}), which
     * starts each when a site can take it.
     */
    default boolean waitsInQueue() {
        return false;
    }

    /**
     * Whether the strategy's quote lists the sites' bids (seed 003 §4: each site answers the call for tenders
     * with its own price and window, and the broker weighs them) rather than what each site's posted price
     * would cost. A quote of such a strategy carries a {@link Quote.Bid} on each candidate that bid.
     */
    default boolean collectsBids() {
        return false;
    }

    /**
     * After a restart: the agreement of a job this strategy placed, from what the job's record keeps (its
     * site, price and planned window). A posted price unless the strategy agrees something else.
     */
    default Agreement restoredAgreement(MarketJob job, long siteId, long priceMicroGd, long plannedStartSeconds,
                                        long plannedRuntimeSeconds) {
        return new PostedPrice(siteId, priceMicroGd, plannedRuntimeSeconds);
    }
}
