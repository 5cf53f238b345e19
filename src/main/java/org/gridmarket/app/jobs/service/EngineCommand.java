package org.gridmarket.app.jobs.service;

import java.util.Collection;
import java.util.Iterator;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import org.gridmarket.app.jobs.persistence.StoredJobs;
import org.gridmarket.app.platform.ApiProblem;

/**
 * Work for the engine thread; it runs inside the turn's transaction. {@code key}: the Idempotency-Key it
 * submits under (looked up together with the rest of the turn's), or null. {@code readOnly}: it changes
 * nothing, so an unexpected failure of it needs no rebuild. {@code result}: completed once the turn commits.
 */
record EngineCommand<T>(StoredJobs.Key key, Function<EngineState, T> work, boolean readOnly,
                        CompletableFuture<T> result) {

    /** The answer to commands that arrive, or still wait, when the service stops. */
    static ApiProblem stopping() {
        return new ApiProblem(503, "engine-stopping", "Service stopping", "the service is stopping; retry shortly");
    }

    /**
     * The answer to a command on a replica that does not lead the engine (issue 34), or whose leadership ended
     * before the command's turn committed: nothing of it was recorded, and the same request (with its
     * Idempotency-Key) may be sent again, to any replica.
     */
    static ApiProblem notLeader() {
        return new ApiProblem(503, "not-leader", "Engine moving",
                "this replica does not run the engine right now and nothing of this request was recorded; "
                        + "retry shortly (with the same Idempotency-Key)");
    }

    /** The answer to a command that failed unexpectedly: a bug, reported without its internals. */
    static ApiProblem internalError() {
        return new ApiProblem(500, "engine-command-failed", "Internal error",
                "the engine could not carry out this request; nothing of it was recorded");
    }

    /** The refusal or error a command failed with, as callers see it; a timeout is the engine's 503. */
    static RuntimeException unwrapped(Throwable failure) {
        if (failure instanceof TimeoutException) {
            return new ApiProblem(503, "engine-timeout", "Engine timeout", "the engine did not answer in time");
        }
        return failure instanceof RuntimeException runtime ? runtime : new IllegalStateException(failure);
    }

    /** Answers (and removes) every command in {@code waiting} with {@link #stopping()}. */
    static void refuseAll(Collection<EngineCommand<?>> waiting) {
        refuseAll(waiting, stopping());
    }

    /** Answers (and removes) every command in {@code waiting} with {@code refusal}. */
    static void refuseAll(Collection<EngineCommand<?>> waiting, ApiProblem refusal) {
        for (Iterator<EngineCommand<?>> each = waiting.iterator(); each.hasNext(); ) {
            EngineCommand<?> command = each.next();
            each.remove();
            command.result().completeExceptionally(refusal);
        }
    }

    /** The first exception of {@code type} in the chain of {@code failure}, or null. */
    static <E extends Throwable> E causeOfType(Throwable failure, Class<E> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
        }
        return null;
    }
}
