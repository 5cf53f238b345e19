package org.gridmarket.sim;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletionService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;

/**
 * Waiting for an experiment's runs on its thread pool: their results, or the first failure (or an interruption)
 * as an unchecked exception that says what failed. Interrupting restores the thread's interrupt flag.
 */
public final class Futures {
    private Futures() {
    }

    /** Every run's result, in the order the runs were handed over. {@code what} names one run, e.g. "run". */
    public static <T> List<T> gather(List<Future<T>> futures, String what) {
        List<T> results = new ArrayList<>(futures.size());
        for (Future<T> future : futures) {
            try {
                results.add(future.get());
            } catch (InterruptedException interrupted) {
                throw interrupted(what, interrupted);
            } catch (ExecutionException failure) {
                throw failed(what, failure);
            }
        }
        return results;
    }

    /** The next run to finish, in completion order. */
    public static <T> T next(CompletionService<T> completions, String what) {
        try {
            return completions.take().get();
        } catch (InterruptedException interrupted) {
            throw interrupted(what, interrupted);
        } catch (ExecutionException failure) {
            throw failed(what, failure);
        }
    }

    private static IllegalStateException interrupted(String what, InterruptedException interrupted) {
        Thread.currentThread().interrupt();
        return new IllegalStateException("interrupted while waiting for a " + what, interrupted);
    }

    private static IllegalStateException failed(String what, ExecutionException failure) {
        return new IllegalStateException("a " + what + " failed: " + failure.getCause().getMessage(), failure.getCause());
    }
}
