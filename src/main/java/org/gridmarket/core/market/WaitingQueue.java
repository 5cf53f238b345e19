package org.gridmarket.core.market;

import java.util.List;
import org.gridmarket.core.ledger.Transfer;

/**
 * A federation-wide queue of jobs that wait for a site instead of being placed at once (seed 002's WQ, strategy
 * QUEUE). The {@link Marketplace} hands it such jobs ({@link Marketplace#useQueue}); {@code core/mechanisms/Mechanisms}
 * builds the implementation, so the app names no allocation method or queue class.
 */
public interface WaitingQueue {

    /** What the queue tells its owner, who records the jobs. */
    interface Listener {
        /** The job joined the queue, its budget held by {@code hold}; an allocation event follows at once. */
        void queued(MarketJob job, Transfer hold);

        /** The job left the queue and was placed: running (or about to start) on its site. */
        void started(MarketJob job, Marketplace.Submission submission, String detail);

        /** The job left the queue unserved; its hold was voided by {@code release}. */
        void rejected(MarketJob job, String reason, Transfer release);
    }

    /** Makes a market's federation queue over its bank and accounts, telling {@code listener}. */
    interface Factory {
        WaitingQueue make(Marketplace market, Marketplace.Bank bank, Marketplace.Accounts accounts, Listener listener);
    }

    /** A queued job as the admins' view shows it. */
    record Waiting(int position, MarketJob job, String holdTransferId) {
    }

    /** The allocation method's name, with its parameters where it has any, e.g. {@code TAI2(0.05, 1.0)}. */
    String methodName();

    /** The most jobs that may wait. */
    int capacity();

    int size();

    boolean isFull();

    /** The job's place (1: next to start), 0 when it is not queued. */
    int position(long jobId);

    /** The first {@code limit} queued jobs, head first. */
    List<Waiting> waiting(int limit);

    /** Holds the job's budget and queues it; an allocation event follows. */
    Transfer join(MarketJob job);

    /** After a restart: puts back a queued job whose budget {@code holdTransferId} still holds. */
    void rejoin(MarketJob job, String holdTransferId);

    /** Takes the job out of the queue and voids its hold; null when it is not queued. */
    Transfer cancel(long jobId);

    /** Processors were released somewhere: an allocation event. */
    void released();

    /** Where the job would start now, or its place in the queue; commits nothing. */
    Quote quote(MarketJob job);
}
