package org.gridmarket.app.jobs.service;

import java.math.BigDecimal;
import java.math.MathContext;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;

/**
 * A job's money through the Grid-Bank: a hold of its price from the user's wallet towards the site owner's
 * revenue when it is accepted, then exactly one resolution — a post of what is owed (the rest is released
 * by the same transfer) or a void. Transfer ids derive from the job id, so a job can never be paid twice.
 *
 * <p>The rule for partial runs: a job that ends after running t of its planned T seconds (cancelled while
 * running, or finished early by a site agent) pays price · min(t, T) / T, rounded once to the micro grid
 * dollar, halves away from zero.
 */
final class Settlement {
    private Settlement() {
    }

    static String jobRef(long jobId) {
        return org.gridmarket.app.platform.JobReference.of(jobId);
    }

    /**
     * Holds the job's price from {@code walletId} towards {@code revenueId}; throws the ledger's refusal
     * (e.g. insufficient funds) before writing anything. The hold's id derives from the job's fresh id, so
     * it is new by construction.
     */
    static Transfer hold(Ledger.Session ledger, JobRecord job, long walletId, long revenueId) {
        String holdId = jobRef(job.id) + ":hold";
        Transfer hold = ledger.submitNew(TransferRequest.pending(holdId, walletId, revenueId, job.priceMicroGd,
                "job_hold", 0).withReferences(jobRef(job.id), null)).transfer();
        job.holdTransferId = holdId;
        return hold;
    }

    /** Pays {@code amount} of the hold to the owner and releases the rest; a zero amount voids it. */
    static void settle(Ledger.Session ledger, JobRecord job, long amountMicroGd) {
        if (job.holdTransferId == null) {
            return;
        }
        String ref = jobRef(job.id);
        if (amountMicroGd > 0) {
            ledger.submitNew(TransferRequest.post(ref + ":charge", job.holdTransferId, amountMicroGd, "job_charge")
                    .withReferences(ref, null));
        } else {
            ledger.submitNew(TransferRequest.voidPending(ref + ":release", job.holdTransferId, "job_release")
                    .withReferences(ref, null));
        }
        job.chargedMicroGd = amountMicroGd;
    }

    /**
     * Why a wallet cannot hold a job's price, in the user's terms: both amounts in G$ with two decimals (six
     * when two would make them look equal), never an account id. E.g. "insufficient funds: the price
     * 2,051.43 G$ exceeds the 1,000.00 G$ available in your wallet".
     */
    static String insufficientFunds(long priceMicroGd, long availableMicroGd) {
        int decimals = 2;
        if (formatGd(priceMicroGd, 2).equals(formatGd(availableMicroGd, 2))) {
            decimals = 6;
        }
        return "insufficient funds: the price " + formatGd(priceMicroGd, decimals) + " G$ exceeds the "
                + formatGd(availableMicroGd, decimals) + " G$ available in your wallet";
    }

    /** µG$ as G$ with thousands separators and {@code decimals} decimals (rounded half up), e.g. "2,051.43". */
    static String formatGd(long microGd, int decimals) {
        return String.format(java.util.Locale.ROOT, "%,." + decimals + "f", BigDecimal.valueOf(microGd, 6));
    }

    /** price · min(ran, planned) / planned, rounded once. */
    static long proRata(long priceMicroGd, long ranSeconds, long plannedSeconds) {
        long used = Math.max(0, Math.min(ranSeconds, plannedSeconds));
        return Money.roundMicro(BigDecimal.valueOf(priceMicroGd).multiply(BigDecimal.valueOf(used))
                .divide(BigDecimal.valueOf(plannedSeconds), MathContext.DECIMAL128));
    }
}
