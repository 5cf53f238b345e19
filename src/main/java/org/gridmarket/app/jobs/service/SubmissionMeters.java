package org.gridmarket.app.jobs.service;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import org.gridmarket.app.jobs.persistence.JobRecord;

/**
 * Submissions by what the market answered, at {@code /q/metrics}: {@code gridmarket_submissions_total{strategy,
 * outcome, reason}} with outcome {@code accepted} (placed, its price held), {@code queued} (in the federation
 * queue, seed 002) or {@code rejected}, and for a rejection its {@link RejectionReason} ({@code none} otherwise).
 * A submission counts once, when its answer is given: after the engine's turn has committed it, so a turn that
 * rolls back and runs again counts nothing twice. A replayed Idempotency-Key, a request refused before the engine
 * (validation) and a refused quote count nothing: the market decided nothing for them. A queued job's later start
 * or rejection is the job's life, not a submission's answer, and is not counted here.
 */
@ApplicationScoped
public class SubmissionMeters {
    private final MeterRegistry meters;
    private final ConcurrentMap<String, Counter> counters = new ConcurrentHashMap<>();

    public SubmissionMeters(MeterRegistry meters) {
        this.meters = meters;
    }

    /** Counts the answer to a submission of {@code strategy}: {@code submitted}, or {@code failure} (as thrown). */
    void answered(String strategy, JobQueries.Submitted submitted, Throwable failure) {
        if (failure instanceof SubmissionRefused refused) {
            count(strategy, "rejected", refused.reason());
        } else if (failure == null && submitted != null && !submitted.replayed() && submitted.detail() != null) {
            JobRecord job = submitted.detail().job();
            switch (job.state()) {
                case REJECTED -> count(strategy, "rejected", RejectionReason.of(job.rejection()));
                case QUEUED -> count(strategy, "queued", RejectionReason.NONE);
                case SUBMITTED -> throw new IllegalStateException("job " + job.id() + " answered undecided");
                default -> count(strategy, "accepted", RejectionReason.NONE); // placed: it may run already
            }
        }
    }

    private void count(String strategy, String outcome, RejectionReason reason) {
        counters.computeIfAbsent(strategy + '\n' + outcome + '\n' + reason.word(), key -> Counter
                        .builder("gridmarket.submissions").tag("strategy", strategy).tag("outcome", outcome)
                        .tag("reason", reason.word())
                        .description("submissions by the market's answer: accepted, queued or rejected, and why")
                        .register(meters))
                .increment();
    }
}
