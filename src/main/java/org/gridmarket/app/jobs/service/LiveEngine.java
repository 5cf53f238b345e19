package org.gridmarket.app.jobs.service;

import io.micrometer.core.instrument.MeterRegistry;
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
 * <p>One command's failure is its own. A refusal ({@link ApiProblem}, a ledger refusal) is its answer. Each
 * command runs as a part of its turn ({@link TurnWriter#beginCommand()}): an unexpected exception drops what
 * that command wrote (job rows, events, transfers) and answers it with a 500; the commands before it in the
 * turn commit and are answered, those after it are carried to the next turn without having run, and the state
 * is then rebuilt from the database, since the failed command may have half-changed it. No turn-mate is rolled
 * back or run twice. The failed command is answered once that rebuild is done, so a caller who sends failing
 * commands one after another waits for what each one costs, and other callers' commands go first. A read-only command that wrote nothing fails alone and needs no rebuild.
 *
 * <p>A turn whose writes or commit fail is rolled back and the state rebuilt. When PostgreSQL names an id the
 * engine minted ({@code Key (id)=(job-5:charge) already exists.}), job 5 is quarantined at once
 * ({@link EngineQuarantine}, with the database's words as the reason). Either way the next turn runs the same
 * commands carefully: each due event's writes and each command's are sent on their own, so the step whose write
 * the database refuses (SQLState class 23: a unique key, a check, a foreign key, the ledger triggers' checks) is
 * found without reading any message. Its jobs are quarantined; a due event's failure costs the commands
 * nothing; a command's failure is retried once in a later turn (a new job gets a new id) and answered 503 if it
 * fails again. The other commands run in the next turn. A rebuild that fails on one stored site or job
 * quarantines it and runs again without it; a rebuild whose writes fail (a job that completes at the rebuild
 * and whose charge id a stored row holds, say) runs again carefully, one job's writes at a time, and
 * quarantines the job refused. So no stored row can fail every turn or every rebuild, nor the next start.
 *
 * <p>{@link EngineTurn} is one turn's work; {@link TurnFailures} decides what follows a turn that did not commit.
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
    private static final long STOP_WAIT_MILLIS = 30_000; // for the turn under way, which takes milliseconds
    /** A rebuild that keeps failing is logged in full once, then once a minute. */
    private static final int REBUILD_FAILURES_PER_LOG = 60;

    private final EngineState state;
    private final JobEvents events;
    private final EngineQuarantine quarantine;
    private final BlockingQueue<EngineCommand<?>> commands = new LinkedBlockingQueue<>(100_000);
    /** Engine thread: commands carried over to the next turn (not run, or run in a turn that rolled back). */
    private final List<EngineCommand<?>> again = new ArrayList<>();
    /** Engine thread: what follows a turn that did not commit. */
    private final TurnFailures failures;
    private volatile boolean running;
    private volatile boolean accepting = true;
    private Thread thread;
    private EngineCommand<?> carried;

    private volatile boolean rebuilt;
    private volatile String rebuildFailure;
    private volatile long lastProgressNanos = System.nanoTime();

    private final TurnMeters meters;

    public LiveEngine(EngineState state, JobEvents events, EngineQuarantine quarantine, MeterRegistry meters) {
        this.state = state;
        this.events = events;
        this.quarantine = quarantine;
        this.failures = new TurnFailures(quarantine);
        this.meters = new TurnMeters(meters, this::waiting);
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

    void onStart(@Observes StartupEvent event) {
        running = true;
        thread = new Thread(this::loop, "gridmarket-engine");
        thread.setDaemon(true);
        thread.start();
        Runtime.getRuntime().addShutdownHook(stopHook);
    }

    /**
     * Stops the engine as soon as the JVM is told to stop (SIGTERM), not only when Quarkus gets to its
     * shutdown event: the embedded PostgreSQL's own hook stops the database at the same moment, and the turn
     * under way should commit before it goes. When it does not (the hooks run in no order), the engine reports
     * that turn (INFO), so the transaction manager's warning for the rollback it cannot send is quieted.
     */
    private final Thread stopHook = new Thread(() -> onStop(null), "gridmarket-engine-stop");

    /**
     * SIGTERM: takes no new commands, lets the turn under way finish and commit, answers what still waits
     * with a 503, and ends the thread. Nothing is interrupted, so nothing half-done is logged as a failure.
     */
    synchronized void onStop(@Observes ShutdownEvent event) {
        if (!accepting) {
            return;
        }
        accepting = false;
        running = false;
        java.util.logging.Logger.getLogger("com.arjuna.ats.jta").setLevel(java.util.logging.Level.SEVERE);
        try {
            Runtime.getRuntime().removeShutdownHook(stopHook);
        } catch (IllegalStateException shutdownUnderWay) { // the JVM is stopping: the hook runs, or ran
        }
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
        EngineCommand.refuseAll(commands);
        LOG.info("Engine stopped after its last turn");
    }

    /** Runs {@code work} on the engine thread and returns its result once it is committed. */
    public <T> T call(Function<EngineState, T> work) {
        return await(enqueue(null, work, false));
    }

    /** {@link #call} for work that changes nothing (a quote, the clock): its failure is its caller's alone. */
    public <T> T read(Function<EngineState, T> work) {
        return await(enqueue(null, work, true));
    }

    private static <T> T await(CompletableFuture<T> result) {
        try {
            return result.get();
        } catch (ExecutionException e) {
            throw EngineCommand.unwrapped(e.getCause());
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
        EngineCommand<T> command = new EngineCommand<>(key, work, readOnly, result);
        if (!accepting) {
            return CompletableFuture.failedFuture(EngineCommand.stopping());
        }
        if (!commands.offer(command)) {
            return CompletableFuture.failedFuture(
                    new ApiProblem(503, "engine-busy", "Engine busy", "too many requests are waiting; retry shortly"));
        }
        if (!accepting && commands.remove(command)) {
            return CompletableFuture.failedFuture(EngineCommand.stopping());
        }
        return result.orTimeout(COMMAND_TIMEOUT_SECONDS, TimeUnit.SECONDS)
                .exceptionallyCompose(failure -> CompletableFuture.failedFuture(EngineCommand.unwrapped(failure)));
    }

    /** Queues {@code work} for the engine thread without waiting for it (e.g. a site that changed). */
    public void tell(java.util.function.Consumer<EngineState> work) {
        if (!accepting) {
            return;
        }
        if (!commands.offer(new EngineCommand<Void>(null, state -> {
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
            if (carried == null && again.isEmpty() && commands.isEmpty()) {
                carried = waitForWork();
            }
        }
        List<EngineCommand<?>> left = new ArrayList<>(again);
        if (carried != null) {
            left.add(carried);
        }
        EngineCommand.refuseAll(left);
        EngineCommand.refuseAll(commands);
    }

    /**
     * The next turn's commands: those carried over from the last turn, then the waiting ones. A command
     * already answered (it timed out: its caller was told 503) is not run.
     */
    private List<EngineCommand<?>> nextBatch() {
        List<EngineCommand<?>> batch = new ArrayList<>(again);
        again.clear();
        if (carried != null) {
            batch.add(carried);
            carried = null;
        }
        commands.drainTo(batch, Math.max(0, MAX_COMMANDS_PER_TURN - batch.size()));
        batch.removeIf(command -> command.result().isDone());
        return batch;
    }

    private void turn(List<EngineCommand<?>> batch) {
        long started = System.nanoTime();
        meters.commands(batch.size());
        long[] ends = TurnMeters.phaseEnds();
        EngineTurn run = new EngineTurn(state, events, batch, failures.nextTurnCareful());
        try {
            QuarkusTransaction.requiringNew().run(() -> run.run(ends));
            ends[TurnMeters.Phase.COMMIT.ordinal()] = System.nanoTime();
        } catch (RuntimeException failure) {
            state.turn().abandonTurn();
            events.discardPending();
            EngineCommand<?> failed = run.failed();
            List<EngineCommand<?>> unanswered = new ArrayList<>(batch);
            unanswered.remove(failed);
            if (!running) {
                LOG.infof("The engine's last turn did not commit as the service stopped (%s); its %d commands are "
                        + "answered 503, nothing of them was recorded", failure.getMessage(), unanswered.size());
                EngineCommand.refuseAll(unanswered);
            } else {
                recover(run, unanswered, failure);
            }
            if (failed != null) {
                failed.result().completeExceptionally(EngineCommand.internalError());
            }
            return;
        }
        meters.turn(started, ends);
        lastProgressNanos = System.nanoTime();
        run.answer();
        events.publishPending();
        failures.forgetAnswered();
        if (run.failed() != null) { // answered once the rebuild it costs is done: a caller that sends failing
            again.addAll(run.notRun()); // commands one after another waits for it, and others go first
            rebuild();
            run.failed().result().completeExceptionally(EngineCommand.internalError());
        }
    }

    /**
     * A turn failed as a whole: its transaction rolled back. {@link TurnFailures} decides what each of its
     * commands gets (run again, or answered); then the state is rebuilt from the database.
     */
    private void recover(EngineTurn run, List<EngineCommand<?>> unanswered, RuntimeException failure) {
        failures.recover(run, unanswered, failure, again);
        rebuild();
    }

    /** Sleeps until the next timeline event is due or a command arrives (which it returns). */
    private EngineCommand<?> waitForWork() {
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
     * cannot be restored is quarantined and the rebuild runs again at once without it. A rebuild whose writes
     * fail otherwise runs again carefully, each job's writes sent alone, so a job whose completion the
     * database refuses is named and quarantined too; any other failure is retried every second (readiness is
     * DOWN meanwhile).
     */
    private void rebuild() {
        rebuilt = false;
        int failures = 0;
        boolean carefully = false;
        while (running) {
            long started = System.nanoTime();
            boolean thisTime = carefully;
            try {
                QuarkusTransaction.requiringNew().run(() -> state.rebuild(thisTime));
                events.publishPending();
                rebuildFailure = null;
                rebuilt = true;
                lastProgressNanos = System.nanoTime();
                LOG.debugf("Engine rebuilt in %d ms", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
                return;
            } catch (RuntimeException failure) {
                events.discardPending();
                state.turn().abandonTurn();
                if (!running) {
                    return;
                }
                var restore = EngineCommand.causeOfType(failure, EngineQuarantine.RestoreFailure.class);
                if (restore != null) {
                    quarantine.leaveOut(restore);
                    continue;
                }
                if (!carefully) {
                    LOG.warn("The engine's rebuild failed; rebuilding carefully, each job's writes sent alone",
                            failure);
                    carefully = true;
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
