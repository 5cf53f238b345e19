package org.gridmarket.core.market;

import java.util.HashMap;
import java.util.Map;
import org.gridmarket.core.federation.MessageCounter;
import org.gridmarket.core.ledger.LedgerException;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;

/**
 * The market's open agreements and their money: the hold of an agreed price through the Grid-Bank (seed 004
 * §3.3; a redirected job's through its gateways, seed 000 §5.2), and its settlement by the agreement's
 * {@link SettlementRule} when the job ends (post the charge, release the rest, or void). Ledger ids are the
 * job's reference ({@code job-N}) with {@code :hold}, {@code :charge} or {@code :release}. One thread drives it,
 * as it drives the {@link Marketplace}.
 */
final class Deals {
    private final Marketplace.Bank bank;
    private final Marketplace.Accounts accounts;
    private final MessageCounter messages;
    private final Map<Long, Deal> open = new HashMap<>();
    private final Map<Long, RunOutcome> reported = new HashMap<>();

    Deals(Marketplace.Bank bank, Marketplace.Accounts accounts, MessageCounter messages) {
        this.bank = bank;
        this.accounts = accounts;
        this.messages = messages;
    }

    /** Holds the agreed price from the payer's wallet towards the site's owner (or the home gateway). */
    Transfer hold(MarketJob job, Agreement agreement) {
        String reference = Marketplace.jobReference(job.id());
        return agreement instanceof RedirectedAgreement redirected ? GatewayLegs.hold(bank, accounts, job, redirected)
                : bank.submit(TransferRequest.pending(reference + ":hold", accounts.walletOf(job),
                accounts.revenueOf(agreement.siteId()), agreement.priceMicroGd(), "job_hold", 0)
                .withReferences(reference, null));
    }

    /** Why the Grid-Bank refused the hold of {@code agreement}'s price, in plain words. */
    String refusal(LedgerException refused, MarketJob job, Agreement agreement) {
        return refused.reason() == LedgerException.Reason.INSUFFICIENT_FUNDS
                ? HoldRefusal.insufficientFunds(agreement.priceMicroGd(), bank.availableMicroGd(accounts.walletOf(job)))
                : "the Grid-Bank refused the hold (" + refused.reason().name().toLowerCase(java.util.Locale.ROOT) + ")";
    }

    /** Voids a hold whose job its site did not admit after all. */
    void release(long jobId, Transfer hold) {
        String reference = Marketplace.jobReference(jobId);
        bank.submit(TransferRequest.voidPending(reference + ":release", hold.id(), "job_release")
                .withReferences(reference, null));
    }

    /** The job's agreement is open, held by {@code holdTransferId}; {@code chargedBeforeMicroGd} paid before it. */
    void open(MarketJob job, Agreement agreement, String holdTransferId, long chargedBeforeMicroGd) {
        open.put(job.id(), new Deal(job, agreement, holdTransferId, chargedBeforeMicroGd));
    }

    /**
     * After a restart: the open agreement of a job put back on its site (a redirected job's from its contract's
     * {@code redirected} terms, any other's from its strategy, {@link PlacementStrategy#restoredAgreement}), held
     * by {@code holdTransferId} at {@code priceMicroGd}, and what the job was charged before it (a migrated
     * lease's part at its first site; 0 otherwise). Returns the agreement, whose agreed start says whether the job
     * is pinned to its window.
     */
    Agreement restore(StrategyRegistry strategies, MarketJob job, long siteId, long priceMicroGd,
                      long plannedStartSeconds, long runtimeSeconds, Acceptance.Redirected redirected,
                      String holdTransferId, long chargedBeforeMicroGd) {
        Agreement agreement = redirected != null ? redirected.agreement(siteId, priceMicroGd, runtimeSeconds)
                : strategies.strategy(job.strategy()).restoredAgreement(job, siteId, priceMicroGd, plannedStartSeconds,
                runtimeSeconds);
        open(job, agreement, holdTransferId, chargedBeforeMicroGd);
        return agreement;
    }

    Deal deal(long jobId) {
        return open.get(jobId);
    }

    void replace(long jobId, Deal deal) {
        open.put(jobId, deal);
    }

    boolean has(long jobId) {
        return open.containsKey(jobId);
    }

    /** A reported site's agent says the job finished after {@code ranSeconds}: its settlement uses that. */
    void reportFinished(long jobId, long ranSeconds) {
        reported.put(jobId, new RunOutcome.Completed(ranSeconds));
    }

    /** What the job's site's agent reported, else {@code measured}. */
    RunOutcome outcome(long jobId, RunOutcome measured) {
        return reported.getOrDefault(jobId, measured);
    }

    /**
     * Settles job {@code jobId} by its agreement's rule for {@code outcome}: posts the charge from the hold
     * (releasing the rest) or voids it; a completed remote job counts seed 004's job-completion message. Null for
     * a job without an open agreement (a local job, or one settled).
     */
    Marketplace.Settled settle(long jobId, RunOutcome outcome) {
        Deal deal = open.remove(jobId);
        reported.remove(jobId);
        if (deal == null) {
            return null;
        }
        long charge = SettlementRule.chargeFor(deal.agreement(), outcome);
        String reference = Marketplace.jobReference(jobId);
        long total = Math.addExact(deal.chargedBeforeMicroGd(), charge);
        Transfer transfer = deal.agreement() instanceof RedirectedAgreement redirected
                ? GatewayLegs.settle(bank, accounts, jobId, deal.holdTransferId(), redirected,
                        redirected.settlement(outcome))
                : charge > 0
                ? bank.submit(TransferRequest.post(reference + ":charge", deal.holdTransferId(), charge, "job_charge")
                        .withReferences(reference, null))
                : bank.submit(TransferRequest.voidPending(reference + ":release", deal.holdTransferId(), "job_release")
                        .withReferences(reference, null));
        long siteId = deal.agreement().siteId();
        if (outcome instanceof RunOutcome.Completed && siteId != deal.originSiteId()) {
            messages.message(MessageCounter.Kind.JOB_COMPLETION, jobId, deal.originSiteId(), siteId);
        }
        return new Marketplace.Settled(total, transfer);
    }
}
