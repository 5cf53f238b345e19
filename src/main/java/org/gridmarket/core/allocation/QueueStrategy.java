package org.gridmarket.core.allocation;

import java.util.List;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.MarketView;
import org.gridmarket.core.market.Placement;
import org.gridmarket.core.market.PlacementStrategy;
import org.gridmarket.core.market.Quote;

/**
 * Strategy QUEUE: seed 002 live, a best-effort job class. The job waits in the federation's FCFS queue, its
 * budget held, until an allocation method ({@code gridmarket.allocation.method}, TAI2 by default) starts it
 * on a site that can run it now within budget and deadline; no start time is promised. Every method picks
 * best-fit's or fastest-first's site to shorten the average turnaround time (§3, Eq. 1; §4), never by price
 * ({@link AllocationMethod#objective()}). The queue, not this
 * class, quotes and places such jobs ({@link FederationQueue}): the {@code Marketplace} hands them over because
 * {@link #waitsInQueue()} says so. A market that runs no federation queue cannot serve them, which is all
 * {@link #quote} and {@link #place} say.
 */
public final class QueueStrategy implements PlacementStrategy {
    public static final QueueStrategy INSTANCE = new QueueStrategy();
    private static final String NO_QUEUE = "QUEUE jobs wait in the federation queue, which this market does not run";

    private QueueStrategy() {
    }

    @Override
    public String name() {
        return "QUEUE";
    }

    @Override
    public String description() {
        return "Waits in the federation queue and is placed to shorten turnaround time, never by price: once "
                + "first in line it starts on a cluster that can run it at once within budget and deadline, the "
                + "fastest one or the one it leaves the fewest processors idle on, as the market's allocation method "
                + "decides (the quote says which and why). No start time is promised. Your whole budget is held "
                + "while it waits; when it starts you pay that cluster's price and the rest comes back. Cancelling "
                + "while it waits is free.";
    }

    @Override
    public String basis() {
        return "Seed 002 §4: the federation's first-come-first-served queue; when a cluster frees processors, "
                + "the allocation method (TAI2 by default, §4.4: thresholds between best fit, BF, and fastest first, "
                + "FF) chooses where the head job starts.";
    }

    @Override
    public boolean waitsInQueue() {
        return true;
    }

    @Override
    public Quote quote(MarketJob job, MarketView market) {
        return new Quote(name(), List.of(), null, NO_QUEUE, null, null);
    }

    @Override
    public Placement place(MarketJob job, MarketView market) {
        return Placement.rejected(NO_QUEUE, 0);
    }
}
