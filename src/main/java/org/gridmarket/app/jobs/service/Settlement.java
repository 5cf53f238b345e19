package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.math.BigDecimal;
import java.math.MathContext;
import org.gridmarket.app.jobs.persistence.JobEntity;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.Money;
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
@ApplicationScoped
public class Settlement {
    private final LedgerService ledger;

    public Settlement(LedgerService ledger) {
        this.ledger = ledger;
    }

    static String jobRef(long jobId) {
        return "job-" + jobId;
    }

    /** Holds the job's price; throws the ledger's refusal (e.g. insufficient funds) before writing anything. */
    void hold(JobEntity job, long ownerId) {
        long wallet = ledger.accountOf(job.userId, AccountKind.USER_WALLET).id();
        long revenue = ledger.accountOf(ownerId, AccountKind.OWNER_REVENUE).id();
        String holdId = jobRef(job.id) + ":hold";
        ledger.submit(TransferRequest.pending(holdId, wallet, revenue, job.priceMicroGd, "job_hold", 0)
                .withReferences(jobRef(job.id), null));
        job.holdTransferId = holdId;
    }

    /** Pays {@code amount} of the hold to the owner and releases the rest; a zero amount voids it. */
    void settle(JobEntity job, long amountMicroGd) {
        if (job.holdTransferId == null) {
            return;
        }
        String ref = jobRef(job.id);
        if (amountMicroGd > 0) {
            ledger.submit(TransferRequest.post(ref + ":charge", job.holdTransferId, amountMicroGd, "job_charge")
                    .withReferences(ref, null));
        } else {
            ledger.submit(TransferRequest.voidPending(ref + ":release", job.holdTransferId, "job_release")
                    .withReferences(ref, null));
        }
        job.chargedMicroGd = amountMicroGd;
    }

    /** price · min(ran, planned) / planned, rounded once. */
    static long proRata(long priceMicroGd, long ranSeconds, long plannedSeconds) {
        long used = Math.max(0, Math.min(ranSeconds, plannedSeconds));
        return Money.roundMicro(BigDecimal.valueOf(priceMicroGd).multiply(BigDecimal.valueOf(used))
                .divide(BigDecimal.valueOf(plannedSeconds), MathContext.DECIMAL128));
    }
}
