package org.gridmarket.app.jobs.service;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import org.gridmarket.app.jobs.persistence.JobJournal;
import org.gridmarket.app.platform.ApiProblem;
import org.jboss.logging.Logger;

/**
 * The live engine: one thread owns every piece of scheduling state (ARCHITECTURE.md principle 2). Request
 * threads hand it commands and wait. Each turn of its loop (1) moves model time to the wall clock,
 * (2) runs the timeline's due events (jobs starting and ending), (3) runs the waiting commands, all in one
 * database transaction whose writes are sent together at the end of the turn, (4) commits, and only then
 * (5) answers the commands and publishes job events. The Idempotency-Keys of a turn's submissions are
 * looked up in one query before its commands run.
 * A failed commit answers the turn's commands with the error and rebuilds the state from the database,
 * which is the source of truth; so does every start of the service.
 */
@ApplicationScoped
public class LiveEngine {
    private static final Logger LOG = Logger.getLogger(LiveEngine.class);
    private static final int MAX_COMMANDS_PER_TURN = 512;
    private static final long IDLE_WAIT_MILLIS = 250;
    private static final long COMMAND_TIMEOUT_SECONDS = 30;

    private final EngineState state;
    private final JobEvents events;
    private final BlockingQueue<Command<?>> commands = new LinkedBlockingQueue<>(100_000);
    private volatile boolean running;
    private Thread thread;
    private Command<?> carried;

    private final Timer turnTimer;
    private final DistributionSummary commandsPerTurn;
    private final Timer[] phases;

    public LiveEngine(EngineState state, JobEvents events, MeterRegistry meters) {
        this.state = state;
        this.events = events;
        this.turnTimer = Timer.builder("gridmarket.engine.turn").description("one engine turn, commit included")
                .publishPercentiles(0.5, 0.99).register(meters);
        this.commandsPerTurn = DistributionSummary.builder("gridmarket.engine.turn.commands")
                .description("commands run in one engine turn").publishPercentiles(0.5, 0.99).register(meters);
        this.phases = new Timer[TurnPhase.values().length];
        for (TurnPhase phase : TurnPhase.values()) {
            phases[phase.ordinal()] = Timer.builder("gridmarket.engine.turn.phase").tag("phase", phase.label)
                    .description("time of one engine turn spent in a phase").publishPercentiles(0.5, 0.99)
                    .register(meters);
        }
        Gauge.builder("gridmarket.engine.waiting", this, LiveEngine::waiting)
                .description("commands handed to the engine and not yet taken into a turn").register(meters);
    }

    /** Commands handed to the engine and not yet taken into a turn. */
    public int waiting() {
        return commands.size();
    }

    /** Where a turn's time goes: looking up its keys, running its work, sending its writes, committing. */
    private enum TurnPhase {
        KEYS("keys"), WORK("work"), WRITE("write"), COMMIT("commit");

        private final String label;

        TurnPhase(String label) {
            this.label = label;
        }
    }

    /**
     * Work for the engine thread; it runs inside the turn's transaction. {@code key}: the Idempotency-Key
     * it submits under (looked up together with the rest of the turn's), or null.
     */
    private record Command<T>(JobJournal.Key key, Function<EngineState, T> work, CompletableFuture<T> result) {
    }

    void onStart(@Observes StartupEvent event) {
        running = true;
        thread = new Thread(this::loop, "gridmarket-engine");
        thread.setDaemon(true);
        thread.start();
    }

    void onStop(@Observes ShutdownEvent event) {
        running = false;
        if (thread != null) {
            thread.interrupt();
            try {
                thread.join(5_000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Runs {@code work} on the engine thread and returns its result once it is committed. */
    public <T> T call(Function<EngineState, T> work) {
        try {
            return submit(null, work).get();
        } catch (ExecutionException e) {
            throw unwrapped(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiProblem(503, "engine-interrupted", "Engine interrupted", "the service is stopping");
        }
    }

    /**
     * {@link #call(Function)} without waiting, for work that submits a job under Idempotency-Key {@code key}
     * (looked up with the rest of its turn's; null: none). The stage completes once the work is committed,
     * or fails with its refusal (503 when the engine is busy or has not answered in 30 s). It completes on the
     * engine thread, so whatever is chained to it must only hand the result on to another thread (an HTTP
     * request's event loop, say); the engine's next turn waits for it.
     */
    public <T> CompletableFuture<T> submit(JobJournal.Key key, Function<EngineState, T> work) {
        CompletableFuture<T> result = new CompletableFuture<>();
        if (!commands.offer(new Command<>(key, work, result))) {
            return CompletableFuture.failedFuture(
                    new ApiProblem(503, "engine-busy", "Engine busy", "too many requests are waiting; retry shortly"));
        }
        return result.orTimeout(COMMAND_TIMEOUT_SECONDS, TimeUnit.SECONDS)
                .exceptionallyCompose(failure -> CompletableFuture.failedFuture(unwrapped(failure)));
    }

    /** The refusal or error a command failed with, as callers see it; a timeout is the engine's 503. */
    private static RuntimeException unwrapped(Throwable failure) {
        if (failure instanceof TimeoutException) {
            return new ApiProblem(503, "engine-timeout", "Engine timeout", "the engine did not answer in time");
        }
        return failure instanceof RuntimeException runtime ? runtime : new IllegalStateException(failure);
    }

    /** Queues {@code work} for the engine thread without waiting for it (e.g. a site that changed). */
    public void tell(java.util.function.Consumer<EngineState> work) {
        if (!commands.offer(new Command<Void>(null, state -> {
            work.accept(state);
            return null;
        }, new CompletableFuture<>()))) {
            LOG.warn("Engine queue full; a site change waits for the next rebuild");
        }
    }

    private void loop() {
        rebuild();
        while (running) {
            List<Command<?>> batch = new ArrayList<>();
            if (carried != null) {
                batch.add(carried);
                carried = null;
            }
            commands.drainTo(batch, MAX_COMMANDS_PER_TURN);
            turn(batch);
            if (commands.isEmpty()) {
                carried = waitForWork();
            }
        }
    }

    private void turn(List<Command<?>> batch) {
        long started = System.nanoTime();
        commandsPerTurn.record(batch.size());
        List<Runnable> answers = new ArrayList<>(batch.size());
        long[] ends = new long[TurnPhase.values().length];
        try {
            QuarkusTransaction.requiringNew().run(() -> {
                state.beginTurn(batch.stream().map(Command::key).filter(java.util.Objects::nonNull).toList());
                ends[TurnPhase.KEYS.ordinal()] = System.nanoTime();
                state.timeline().runDue();
                for (Command<?> command : batch) {
                    answers.add(execute(command));
                }
                ends[TurnPhase.WORK.ordinal()] = System.nanoTime();
                state.endTurn();
                ends[TurnPhase.WRITE.ordinal()] = System.nanoTime();
            });
            ends[TurnPhase.COMMIT.ordinal()] = System.nanoTime();
        } catch (RuntimeException failure) {
            LOG.error("An engine turn failed to commit; rebuilding from the database", failure);
            state.abandonTurn();
            events.discardPending();
            for (Command<?> command : batch) {
                command.result().completeExceptionally(new ApiProblem(503, "engine-retry", "Try again",
                        "the engine could not record this; nothing was changed"));
            }
            rebuild();
            return;
        }
        long from = started;
        for (TurnPhase phase : TurnPhase.values()) {
            phases[phase.ordinal()].record(ends[phase.ordinal()] - from, TimeUnit.NANOSECONDS);
            from = ends[phase.ordinal()];
        }
        turnTimer.record(ends[TurnPhase.COMMIT.ordinal()] - started, TimeUnit.NANOSECONDS);
        answers.forEach(Runnable::run);
        events.publishPending();
    }

    /** Runs one command; a refusal it raises before writing anything is its answer, not the turn's failure. */
    private <T> Runnable execute(Command<T> command) {
        try {
            T value = command.work().apply(state);
            return () -> command.result().complete(value);
        } catch (ApiProblem | org.gridmarket.core.ledger.LedgerException refusal) {
            return () -> command.result().completeExceptionally(refusal);
        }
    }

    /** Sleeps until the next timeline event is due or a command arrives (which it returns). */
    private Command<?> waitForWork() {
        long waitMillis = state.timeline().wallMillisUntilNext(IDLE_WAIT_MILLIS);
        if (waitMillis <= 0) {
            return null;
        }
        try {
            return commands.poll(waitMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            running = false;
            return null;
        }
    }

    private void rebuild() {
        while (running) {
            try {
                QuarkusTransaction.requiringNew().run(state::rebuild);
                events.publishPending();
                return;
            } catch (RuntimeException failure) {
                LOG.error("Could not rebuild the engine from the database; retrying in 1 s", failure);
                events.discardPending();
                try {
                    Thread.sleep(1_000);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return;
                }
            }
        }
    }
}
