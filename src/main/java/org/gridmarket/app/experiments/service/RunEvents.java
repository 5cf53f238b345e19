package org.gridmarket.app.experiments.service;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.subscription.MultiEmitter;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.Objects;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;

/**
 * A run's progress as a stream for server-sent events: the run at once, then whenever its state or progress
 * changed, looked at every {@value #PERIOD_MILLIS} ms (so at most two events a second), ending after the event
 * that carries an ended state. One small timer thread serves every listener; it reads memory, never the disk.
 */
@ApplicationScoped
public class RunEvents {
    static final long PERIOD_MILLIS = 500;

    private final ExperimentRuns runs;
    private final ScheduledExecutorService ticker = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "experiment-events");
        thread.setDaemon(true);
        return thread;
    });

    public RunEvents(ExperimentRuns runs) {
        this.runs = runs;
    }

    @PreDestroy
    void stop() {
        ticker.shutdownNow();
    }

    /** The stream of run {@code id}; 404 at once when there is no such run. */
    public Multi<RunView> stream(long id) {
        runs.brief(id);
        return Multi.createFrom().emitter(emitter -> {
            AtomicReference<ScheduledFuture<?>> task = new AtomicReference<>();
            AtomicReference<RunView> last = new AtomicReference<>();
            AtomicBoolean ended = new AtomicBoolean();
            emitter.onTermination(() -> {
                ended.set(true);
                ScheduledFuture<?> scheduled = task.get();
                if (scheduled != null) {
                    scheduled.cancel(false);
                }
            });
            task.set(ticker.scheduleAtFixedRate(() -> tick(id, emitter, last, ended), 0, PERIOD_MILLIS,
                    TimeUnit.MILLISECONDS));
            if (ended.get()) {
                task.get().cancel(false);
            }
        });
    }

    private void tick(long id, MultiEmitter<? super RunView> emitter, AtomicReference<RunView> last,
            AtomicBoolean ended) {
        if (ended.get() || emitter.isCancelled()) {
            return;
        }
        try {
            RunView now = runs.brief(id);
            RunView before = last.get();
            if (before == null || before.state() != now.state() || before.progress() != now.progress()
                    || !Objects.equals(before.failure(), now.failure())) {
                last.set(now);
                emitter.emit(now);
            }
            if (now.state().ended()) {
                emitter.complete();
            }
        } catch (RuntimeException failure) {
            emitter.fail(failure);
        }
    }
}
