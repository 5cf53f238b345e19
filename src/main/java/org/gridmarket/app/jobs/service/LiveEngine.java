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
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
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
 *
 * <p>One command's failure is its own: a refusal ({@link ApiProblem}, a ledger refusal) is its answer; an
 * unexpected exception from a read-only command that wrote nothing answers it with a 500; from any other
 * command it rolls the whole turn back (so none of its partial writes or in-memory changes survive), answers
 * that command with a 500, rebuilds the state from the database and runs its turn-mates again in the next
 * turn. A turn that fails otherwise (its commit, say) is run again one command per turn, so only the
 * command at fault fails (503). A rebuild that fails on one stored site or job quarantines it
 * ({@link EngineQuarantine}) and runs again without it.
 *
 * <p>A stop (SIGTERM) takes no new commands, lets the current turn finish and commit, answers what still
 * waits with a 503 and ends the thread; the engine is never interrupted mid-turn.
 */
@ApplicationScoped
public class LiveEngine {
    private static final Logger LOG = Logger.getLogger(LiveEngine.class);
    private static final int MAX_COMMANDS_PER_TURN = 512;
    private static final long IDLE_WAIT_MILLIS = 250;
    private static final long COMMAND_TIMEOUT_SECONDS = 30;
    /** How long a stop waits for the turn under way; a turn takes milliseconds. */
    private static final long STOP_WAIT_MILLIS = 30_000;
    /** A rebuild that keeps failing is logged in full once, then once a minute. */
    private static final int REBUILD_FAILURES_PER_LOG = 60;

    private final EngineState state;
    private final JobEvents events;
    private final EngineQuarantine quarantine;
    private final BlockingQueue<Command<?>> commands = new LinkedBlockingQueue<>(100_000);
    /** Engine thread: commands of a rolled-back turn whose turn-mate failed, run again in the next turn. */
    private final List<Command<?>> again = new ArrayList<>();
    /** Engine thread: commands of a turn that failed as a whole, run again one per turn. */
    private final Deque<Command<?>> isolated = new ArrayDeque<>();
    private volatile boolean running;
    private volatile boolean accepting = true;
    private Thread thread;
    private Command<?> carried;

    private volatile boolean rebuilt;
    private volatile String rebuildFailure;
    private volatile long lastProgressNanos = System.nanoTime();

    private final Timer turnTimer;
    private final DistributionSummary commandsPerTurn;
    private final Timer[] phases;

    public LiveEngine(EngineState state, JobEvents events, EngineQuarantine quarantine, MeterRegistry meters) {
        this.state = state;
        this.events = events;
        this.quarantine = quarantine;
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

    /**
     * What readiness needs to know: whether the engine is stopping, whether its state is built (and if not,
     * why the last rebuild failed), and how long ago it last completed a turn or rebuild. A healthy engine
     * completes a turn at least every {@value #IDLE_WAIT_MILLIS} ms, idle or not.
     */
    public record Health(boolean stopping, boolean rebuilt, String rebuildFailure, long millisSinceProgress,
                         int waiting, int quarantined) {
    }

    public Health health() {
        return new Health(!accepting, rebuilt, rebuildFailure,
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - lastProgressNanos), waiting(),
                quarantine.entries().size());
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
     * it submits under (looked up together with the rest of the turn's), or null. {@code readOnly}: it
     * changes nothing, so an unexpected failure of it needs no rollback.
     */
    private record Command<T>(JobJournal.Key key, Function<EngineState, T> work, boolean readOnly,
                              CompletableFuture<T> result) {
    }

    /** An unexpected exception from a command that may have written: its turn is rolled back. */
    private static final class CommandFailure extends RuntimeException {
        private final transient Command<?> command;

        CommandFailure(Command<?> command, RuntimeException cause) {
            super(cause);
            this.command = command;
        }
    }

    void onStart(@Observes StartupEvent event) {
        running = true;
        thread = new Thread(this::loop, "gridmarket-engine");
        thread.setDaemon(true);
        thread.start();
    }

    /**
     * SIGTERM: takes no new commands, lets the turn under way finish and commit, answers what still waits
     * with a 503, and ends the thread. Nothing is interrupted, so nothing half-done is logged as a failure.
     */
    void onStop(@Observes ShutdownEvent event) {
        accepting = false;
        running = false;
        if (thread != null) {
            try {
                thread.join(STOP_WAIT_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            if (thread.isAlive()) {
                LOG.warnf("The engine's turn did not end within %d s of the stop; stopping without it",
                        STOP_WAIT_MILLIS / 1000);
            }
        }
        refuseWaiting(commands);
        LOG.info("Engine stopped after its last turn");
    }

    /** Runs {@code work} on the engine thread and returns its result once it is committed. */
    public <T> T call(Function<EngineState, T> work) {
        return await(enqueue(null, work, false));
    }

    /**
     * {@link #call} for work that changes nothing (a quote, the clock): if it throws unexpectedly, only its
     * caller gets the error and the turn goes on.
     */
    public <T> T read(Function<EngineState, T> work) {
        return await(enqueue(null, work, true));
    }

    private static <T> T await(CompletableFuture<T> result) {
        try {
            return result.get();
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
     * or fails with its refusal (503 when the engine is busy, stopping or has not answered in 30 s). It
     * completes on the engine thread, so whatever is chained to it must only hand the result on to another
     * thread (an HTTP request's event loop, say); the engine's next turn waits for it.
     */
    public <T> CompletableFuture<T> submit(JobJournal.Key key, Function<EngineState, T> work) {
        return enqueue(key, work, false);
    }

    private <T> CompletableFuture<T> enqueue(JobJournal.Key key, Function<EngineState, T> work, boolean readOnly) {
        CompletableFuture<T> result = new CompletableFuture<>();
        Command<T> command = new Command<>(key, work, readOnly, result);
        if (!accepting) {
            return CompletableFuture.failedFuture(stopping());
        }
        if (!commands.offer(command)) {
            return CompletableFuture.failedFuture(
                    new ApiProblem(503, "engine-busy", "Engine busy", "too many requests are waiting; retry shortly"));
        }
        if (!accepting && commands.remove(command)) {
            return CompletableFuture.failedFuture(stopping());
        }
        return result.orTimeout(COMMAND_TIMEOUT_SECONDS, TimeUnit.SECONDS)
                .exceptionallyCompose(failure -> CompletableFuture.failedFuture(unwrapped(failure)));
    }

    private static ApiProblem stopping() {
        return new ApiProblem(503, "engine-stopping", "Service stopping", "the service is stopping; retry shortly");
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
        if (!accepting) {
            return;
        }
        if (!commands.offer(new Command<Void>(null, state -> {
            work.accept(state);
            return null;
        }, false, new CompletableFuture<>()))) {
            LOG.warn("Engine queue full; a site change waits for the next rebuild");
        }
    }

    private void loop() {
        rebuild();
        while (running) {
            turn(nextBatch());
            if (carried == null && again.isEmpty() && isolated.isEmpty() && commands.isEmpty()) {
                carried = waitForWork();
            }
        }
        List<Command<?>> left = new ArrayList<>(again);
        left.addAll(isolated);
        if (carried != null) {
            left.add(carried);
        }
        refuseWaiting(left);
        refuseWaiting(commands);
    }

    /**
     * The next turn's commands: one set apart after a failed turn, else those to run again and then the
     * waiting ones. A command already answered (it timed out: its caller was told 503) is not run.
     */
    private List<Command<?>> nextBatch() {
        List<Command<?>> batch = new ArrayList<>();
        if (!isolated.isEmpty()) {
            batch.add(isolated.poll());
        } else {
            batch.addAll(again);
            again.clear();
            if (carried != null) {
                batch.add(carried);
                carried = null;
            }
            commands.drainTo(batch, Math.max(0, MAX_COMMANDS_PER_TURN - batch.size()));
        }
        batch.removeIf(command -> command.result().isDone());
        return batch;
    }

    private static void refuseWaiting(java.util.Collection<Command<?>> waiting) {
        for (java.util.Iterator<Command<?>> each = waiting.iterator(); each.hasNext(); ) {
            Command<?> command = each.next();
            each.remove();
            command.result().completeExceptionally(stopping());
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
            state.abandonTurn();
            events.discardPending();
            CommandFailure commandFailure = causeOfType(failure, CommandFailure.class);
            if (commandFailure != null) {
                recoverFromCommand(batch, commandFailure);
            } else {
                recoverFromTurn(batch, failure);
            }
            return;
        }
        long from = started;
        for (TurnPhase phase : TurnPhase.values()) {
            phases[phase.ordinal()].record(ends[phase.ordinal()] - from, TimeUnit.NANOSECONDS);
            from = ends[phase.ordinal()];
        }
        turnTimer.record(ends[TurnPhase.COMMIT.ordinal()] - started, TimeUnit.NANOSECONDS);
        lastProgressNanos = System.nanoTime();
        answers.forEach(Runnable::run);
        events.publishPending();
    }

    /**
     * Runs one command. A refusal it raises before writing anything is its answer, not the turn's failure;
     * so is an unexpected exception from a read-only command that wrote nothing. Any other exception fails
     * the turn as a {@link CommandFailure} naming the command.
     */
    private <T> Runnable execute(Command<T> command) {
        long mark = state.writeMark();
        try {
            T value = command.work().apply(state);
            return () -> command.result().complete(value);
        } catch (ApiProblem | org.gridmarket.core.ledger.LedgerException refusal) {
            return () -> command.result().completeExceptionally(refusal);
        } catch (RuntimeException unexpected) {
            if (command.readOnly() && state.writeMark() == mark) {
                LOG.error("An engine query failed; only its caller gets the error", unexpected);
                return () -> command.result().completeExceptionally(internalError());
            }
            throw new CommandFailure(command, unexpected);
        }
    }

    private static ApiProblem internalError() {
        return new ApiProblem(500, "engine-command-failed", "Internal error",
                "the engine could not carry out this request; nothing of it was recorded");
    }

    /**
     * A command threw after it may have written: its turn was rolled back. It alone is answered with the
     * error; the state is rebuilt from the database and its turn-mates run again in the next turn.
     */
    private void recoverFromCommand(List<Command<?>> batch, CommandFailure failure) {
        LOG.error("An engine command failed; its turn was rolled back and runs again without it", failure.getCause());
        failure.command.result().completeExceptionally(internalError());
        for (Command<?> command : batch) {
            if (command != failure.command) {
                again.add(command);
            }
        }
        rebuild();
    }

    /**
     * A turn failed as a whole (its commit, say): after a rebuild its commands run again one per turn, so
     * the one at fault fails alone. A single command's failed turn answers it with a 503.
     */
    private void recoverFromTurn(List<Command<?>> batch, RuntimeException failure) {
        if (batch.size() > 1) {
            LOG.error("An engine turn of " + batch.size() + " commands failed; rebuilding from the database and "
                    + "running them again one per turn", failure);
            isolated.addAll(batch);
        } else {
            LOG.error("An engine turn failed to commit; rebuilding from the database", failure);
            for (Command<?> command : batch) {
                command.result().completeExceptionally(new ApiProblem(503, "engine-retry", "Try again",
                        "the engine could not record this; nothing was changed"));
            }
        }
        rebuild();
    }

    private static <E extends Throwable> E causeOfType(Throwable failure, Class<E> type) {
        for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
            if (type.isInstance(cause)) {
                return type.cast(cause);
            }
        }
        return null;
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

    /**
     * Builds the state from the database, until it succeeds or the engine stops. A stored site or job that
     * cannot be restored is quarantined and the rebuild runs again at once without it; any other failure is
     * retried every second (readiness is DOWN meanwhile).
     */
    private void rebuild() {
        rebuilt = false;
        int failures = 0;
        while (running) {
            try {
                QuarkusTransaction.requiringNew().run(state::rebuild);
                events.publishPending();
                rebuildFailure = null;
                rebuilt = true;
                lastProgressNanos = System.nanoTime();
                return;
            } catch (RuntimeException failure) {
                events.discardPending();
                state.abandonTurn();
                EngineQuarantine.RestoreFailure restore = causeOfType(failure, EngineQuarantine.RestoreFailure.class);
                if (restore != null) {
                    quarantine.add(restore.kind(), restore.id(), restore.reason());
                    LOG.warn("Quarantined " + restore.kind().name().toLowerCase(java.util.Locale.ROOT) + " "
                            + restore.id() + " (see GET /api/admin/engine/quarantine); rebuilding without it",
                            restore.getCause());
                    continue;
                }
                rebuildFailure = String.valueOf(failure.getMessage());
                if (failures++ % REBUILD_FAILURES_PER_LOG == 0) {
                    LOG.error("Could not rebuild the engine from the database; retrying every second", failure);
                }
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
