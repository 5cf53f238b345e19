package org.gridmarket.app.jobs.service;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.gridmarket.app.jobs.persistence.StoredJobs;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.Leadership;
import org.jboss.logging.Logger;

/**
 * The live engine's door: one thread owns every piece of scheduling state (ARCHITECTURE.md principle 2), and
 * request threads hand it commands here and wait ({@link #call}, {@link #read}, {@link #submit}) or not
 * ({@link #tell}). At most 100,000 commands wait; a command not answered in 30 s is answered 503. The thread's
 * turns, and what follows a turn that fails, are {@link EngineLoop}'s.
 *
 * <p>A stop (SIGTERM) takes no new commands, lets the current turn finish and commit, answers what still
 * waits with a 503 and ends the thread; the engine is never interrupted mid-turn.
 */
@ApplicationScoped
public class LiveEngine {
    private static final Logger LOG = Logger.getLogger(LiveEngine.class);
    private static final long COMMAND_TIMEOUT_SECONDS = 30;
    private static final long STOP_WAIT_MILLIS = 30_000; // for the turn under way, which takes milliseconds

    private final EngineQuarantine quarantine;
    private final BlockingQueue<EngineCommand<?>> commands = new LinkedBlockingQueue<>(100_000);
    private final EngineLoop loop;
    private final Leadership leadership;
    private volatile boolean accepting = true;
    private Thread thread;

    public LiveEngine(EngineState state, EngineRebuild rebuilder, JobEvents events, EngineQuarantine quarantine,
                      MeterRegistry meters, Leadership leadership) {
        this.quarantine = quarantine;
        this.leadership = leadership;
        this.loop = new EngineLoop(state, rebuilder, events, quarantine, commands, meters, leadership);
    }

    /** Commands handed to the engine and not yet taken into a turn. */
    public int waiting() {
        return commands.size();
    }

    /**
     * What readiness needs to know: whether the engine is stopping, whether its state is built (and if not,
     * why the last rebuild failed), and how long ago it last completed a turn or rebuild. A healthy engine
     * completes a turn at least every {@value EngineLoop#IDLE_WAIT_MILLIS} ms, idle or not.
     */
    public record Health(boolean stopping, boolean rebuilt, String rebuildFailure, long millisSinceProgress,
                         int waiting, int quarantined, boolean follower, boolean connected) {
    }

    public Health health() {
        boolean follower = leadership.follows();
        return new Health(!accepting, loop.rebuilt(), loop.rebuildFailure(), loop.millisSinceProgress(), waiting(),
                quarantine.entries().size(), follower, leadership.connected());
    }

    void onStart(@Observes StartupEvent event) {
        loop.start();
        thread = new Thread(loop, "gridmarket-engine");
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
        loop.stop();
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
    public <T> CompletableFuture<T> submit(StoredJobs.Key key, Function<EngineState, T> work) {
        return enqueue(key, work, false);
    }

    private <T> CompletableFuture<T> enqueue(StoredJobs.Key key, Function<EngineState, T> work, boolean readOnly) {
        CompletableFuture<T> result = new CompletableFuture<>();
        EngineCommand<T> command = new EngineCommand<>(key, work, readOnly, result);
        if (!accepting) {
            return CompletableFuture.failedFuture(EngineCommand.stopping());
        }
        if (leadership.follows()) {
            return CompletableFuture.failedFuture(EngineCommand.notLeader());
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
        if (!accepting || leadership.follows()) { // a leader's rebuild reads it anew
            return;
        }
        if (!commands.offer(new EngineCommand<Void>(null, state -> {
            work.accept(state);
            return null;
        }, false, new CompletableFuture<>()))) {
            LOG.warn("Engine queue full; a site change waits for the next rebuild");
        }
    }
}
