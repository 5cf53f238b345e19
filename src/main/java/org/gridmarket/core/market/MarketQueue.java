package org.gridmarket.core.market;

import org.gridmarket.core.ledger.LedgerException;
import org.gridmarket.core.ledger.Transfer;

/**
 * The market's federation queue (seed 002 §3's WQ), for jobs whose strategy waits in it: the market hands such
 * a job to its {@link WaitingQueue} (which holds its budget and runs an allocation event, §4 Table 2) and passes
 * what the queue does on to the market's one {@link MarketListener}: queued, then accepted on the site the
 * allocation method chose, or rejected. A market without a queue ({@link Marketplace#useQueue} not called: the
 * simulators) places every job at once. One thread drives it, as it drives the market.
 */
final class MarketQueue implements WaitingQueue.Listener {
    private final Marketplace market;
    private final MarketListener listener;
    private WaitingQueue queue;

    MarketQueue(Marketplace market, MarketListener listener) {
        this.market = market;
        this.listener = listener;
    }

    void use(WaitingQueue waiting) {
        queue = waiting;
    }

    /** The queue, or null for a market without one. */
    WaitingQueue queue() {
        return queue;
    }

    /** Whether jobs of {@code strategy} wait in this market's queue. */
    boolean takes(PlacementStrategy strategy) {
        return queue != null && strategy.waitsInQueue();
    }

    /**
     * Why {@code job} may not join now (before anything is written), or null: the queue is full, or the wallet
     * cannot hold the job's whole budget.
     */
    SubmitRefusal refusal(MarketJob job, PlacementStrategy strategy) {
        if (!takes(strategy)) {
            return null;
        }
        if (queue.isFull()) {
            return new SubmitRefusal(SubmitRefusal.Reason.QUEUE_FULL, "the federation queue holds " + queue.capacity()
                    + " jobs, its limit; submit again once some have started");
        }
        long available = market.bank().availableMicroGd(market.accounts().walletOf(job));
        if (available < job.budgetMicroGd()) {
            return new SubmitRefusal(SubmitRefusal.Reason.BUDGET_NOT_AVAILABLE, "a queued job holds its whole budget "
                    + "until it starts: " + budgetRefusal(job.budgetMicroGd(), available));
        }
        return null;
    }

    /**
     * Puts the job in the queue, holding its budget, and runs the allocation event; when the Grid-Bank refuses the
     * hold, the job is rejected as any job whose hold is refused.
     */
    Marketplace.Submission join(MarketJob job) {
        try {
            return Marketplace.Submission.queued(queue.join(job));
        } catch (LedgerException refused) {
            long available = market.bank().availableMicroGd(market.accounts().walletOf(job));
            String reason = refused.reason() == LedgerException.Reason.INSUFFICIENT_FUNDS
                    ? budgetRefusal(job.budgetMicroGd(), available)
                    : "the Grid-Bank refused the hold (" + refused.reason().name().toLowerCase(java.util.Locale.ROOT)
                    + ")";
            listener.rejected(job, reason);
            return new Marketplace.Submission(null, null, null, reason);
        }
    }

    private static String budgetRefusal(long budgetMicroGd, long availableMicroGd) {
        return HoldRefusal.insufficientFunds(budgetMicroGd, availableMicroGd).replace("the price", "the budget");
    }

    /** Processors were released, or a site joined or changed: an allocation event, if there is a queue. */
    void released() {
        if (queue != null) {
            queue.released();
        }
    }

    @Override
    public void queued(MarketJob job, Transfer hold) {
        listener.queued(job, hold, queue.position(job.id()));
    }

    @Override
    public void started(MarketJob job, Marketplace.Submission submission, String detail) {
        listener.accepted(job, Acceptance.of(market, job, submission, detail));
    }

    @Override
    public void rejected(MarketJob job, String reason, Transfer release) {
        listener.rejected(job, reason);
    }
}
