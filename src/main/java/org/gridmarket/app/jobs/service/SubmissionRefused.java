package org.gridmarket.app.jobs.service;

import java.util.List;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.Problem;

/**
 * A submission the market refuses before anything is written (a full federation queue, a wallet that cannot hold
 * a queued job's budget, no priced site): answered as any {@link ApiProblem}, and counted by
 * {@link SubmissionMeters} under its {@link RejectionReason}.
 */
final class SubmissionRefused extends ApiProblem {
    private final transient RejectionReason reason;

    SubmissionRefused(RejectionReason reason, int status, String type, String title, String detail,
                      List<Problem.FieldError> errors) {
        super(status, type, title, detail, errors);
        this.reason = reason;
    }

    /** A 422 naming {@code field}, as {@link ApiProblem#invalid(String, String)} answers it. */
    static SubmissionRefused invalid(RejectionReason reason, String field, String message) {
        return new SubmissionRefused(reason, 422, "validation", "Invalid request", field + ": " + message,
                List.of(new Problem.FieldError(field, message)));
    }

    RejectionReason reason() {
        return reason;
    }
}
