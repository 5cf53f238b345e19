package org.gridmarket.app.jobs.service;

import java.util.List;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.LedgerException;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.market.HoldRefusal;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.Quote;
import org.gridmarket.core.market.WaitingQueue;
import org.gridmarket.core.mechanisms.Mechanisms;

/**
 * The engine's side of the federation queue (seed 002, jobs whose strategy waits in it): hands such jobs to
 * the core {@link WaitingQueue} and records what the queue does with them (QUEUED, then ACCEPTED/RUNNING on
 * the site the allocation method chose, or REJECTED; CANCELLED by their user). Made afresh with the market at
 * every rebuild, the stored QUEUED jobs rejoining in submission order. Engine thread only.
 */
final class QueuedJobs implements WaitingQueue.Listener {
    private final EngineState state;
    private final ActiveJobs jobs;
    private final LedgerAccounts accounts;
    private WaitingQueue queue;

    private QueuedJobs(EngineState state, ActiveJobs jobs, LedgerAccounts accounts) {
        this.state = state;
        this.jobs = jobs;
        this.accounts = accounts;
    }

    /**
     * The queue of {@code state}'s new market, with {@code stored} (QUEUED, in submission order) back in it and
     * an allocation event due at once: processors may have been freed while the service was down.
     */
    static QueuedJobs rebuilt(EngineState state, ActiveJobs jobs, LedgerAccounts accounts, List<JobRecord> stored) {
        QueuedJobs queued = new QueuedJobs(state, jobs, accounts);
        queued.queue = Mechanisms.federationQueue(state.market(), state.config().allocation().method(),
                state.timeline(), state.turn(), accounts, accounts.treasury(), queued);
        for (JobRecord job : stored) {
            jobs.add(job);
            queued.queue.rejoin(state.marketJob(job), job.holdTransferId);
        }
        queued.queue.released();
        return queued;
    }

    /** Whether jobs of {@code strategy} wait in the federation queue. */
    boolean takes(String strategy) {
        return strategy != null && Mechanisms.strategies().knows(strategy)
                && Mechanisms.strategies().strategy(strategy).waitsInQueue();
    }

    /**
     * Refuses, before anything is written, a queued job that cannot join: 503 {@code queue-full} at
     * {@link WaitingQueue#capacity()} jobs, 422 naming the budget when the wallet cannot hold it.
     */
    void requireRoom(long userId, JobRequest request) {
        if (!takes(request.strategy())) {
            return;
        }
        if (queue.isFull()) {
            throw new ApiProblem(503, "queue-full", "Federation queue full", "the federation queue holds "
                    + queue.capacity() + " jobs, its limit; submit again once some have started");
        }
        long available = state.turn().availableMicroGd(accounts.accountId(userId, AccountKind.USER_WALLET));
        if (available < request.budgetMicroGd()) {
            throw ApiProblem.invalid("budgetMicroGd", "a queued job holds its whole budget until it starts: "
                    + HoldRefusal.insufficientFunds(request.budgetMicroGd(), available).replace("the price", "the budget"));
        }
    }

    /**
     * Puts a SUBMITTED job in the queue (holding its budget) and runs the allocation event; its hold, or null
     * when the Grid-Bank refused it (then the job is REJECTED, as any job whose hold is refused).
     */
    Transfer join(JobRecord job) {
        try {
            return queue.join(state.marketJob(job));
        } catch (LedgerException refused) {
            String reason = refused.reason() == LedgerException.Reason.INSUFFICIENT_FUNDS
                    ? HoldRefusal.insufficientFunds(job.budgetMicroGd, state.turn().availableMicroGd(
                            accounts.accountId(job.userId, AccountKind.USER_WALLET))).replace("the price", "the budget")
                    : "the Grid-Bank refused the hold (" + refused.reason().name().toLowerCase(java.util.Locale.ROOT)
                            + ")";
            job.markRejected(reason);
            state.recorded(job, reason);
            return null;
        }
    }

    /** Withdraws a QUEUED job: its hold is voided, nothing charged. */
    void cancel(JobRecord job) {
        if (queue.cancel(job.id) == null) {
            throw new IllegalStateException("job " + job.id + " is QUEUED but not in the federation queue");
        }
        job.markCancelled(state.now(), 0L);
        state.recorded(job, "cancelled while queued; its budget was released, nothing charged");
    }

    /** Processors were released somewhere: an allocation event after the releasing site has re-planned. */
    void released() {
        queue.released();
    }

    Quote quote(MarketJob job) {
        return queue.quote(job);
    }

    /** The job's place in the queue (1: next to start), 0 when it is not queued. */
    int position(long jobId) {
        return queue.position(jobId);
    }

    int size() {
        return queue.size();
    }

    /** The method's name, with its (SHT, SLT) for a threshold method, e.g. {@code TAI2(0.05, 1.0)}. */
    String method() {
        return queue.methodName();
    }

    int capacity() {
        return queue.capacity();
    }

    List<WaitingQueue.Waiting> waiting(int limit) {
        return queue.waiting(limit);
    }

    @Override
    public void queued(MarketJob marketJob, Transfer hold) {
        JobRecord job = jobs.active(marketJob.id());
        if (job == null) {
            job = state.job(marketJob.id()).orElseThrow();
            jobs.add(job);
        }
        job.markQueued(hold.id());
        state.recorded(job, "joined the federation queue at position " + queue.position(job.id)
                + "; its budget is held until it starts");
    }

    @Override
    public void started(MarketJob marketJob, Marketplace.Submission submission, String detail) {
        state.placed(jobs.active(marketJob.id()), submission, detail);
    }

    @Override
    public void rejected(MarketJob marketJob, String reason, Transfer release) {
        JobRecord job = jobs.active(marketJob.id());
        job.markRejected(reason);
        state.recorded(job, reason);
    }
}
