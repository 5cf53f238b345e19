package org.gridmarket.core.market;

import org.gridmarket.core.federation.Superscheduler;

/**
 * One of seed 004's experiment policies (independent resources, federation without economy, DBC with each
 * job's own OFT/OFC preference, §4.2–4.4) as the strategy of a simulated federation. The experiments replay
 * traces and never ask for quotes, so these policies place without quoting; the live market's strategies
 * are {@link DbcStrategy}'s.
 */
public final class SuperschedulerStrategy implements PlacementStrategy {
    private final Superscheduler superscheduler;

    public SuperschedulerStrategy(Superscheduler superscheduler) {
        this.superscheduler = superscheduler;
    }

    @Override
    public String name() {
        return superscheduler.name();
    }

    @Override
    public Quote quote(MarketJob job, MarketView market) {
        throw new UnsupportedOperationException("seed 004's experiment policy " + name() + " places without quoting");
    }

    @Override
    public Placement place(MarketJob job, MarketView market) {
        return DbcStrategy.seed004Placement(superscheduler.place(market.federated(job, null), market), job, market);
    }
}
