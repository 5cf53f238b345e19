package org.gridmarket.app.jobs.service;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.Leadership;
import org.jboss.logging.Logger;

/**
 * The live engine's thread: it owns every piece of scheduling state (ARCHITECTURE.md principle 2). Request
 * threads hand it commands through {@link LiveEngine} and wait. Each turn of its loop (1) moves model time to
 * the wall clock, (2) runs the timeline's due events (jobs starting and ending), (3) runs the waiting commands,
 * all in one database transaction whose writes are sent together at the end of the turn, (4) commits, and only
 * then (5) answers the commands and publishes job events. The Idempotency-Keys of a turn's submissions are
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
 * <p>The loop runs the engine only while this replica leads ({@link Leadership}, issue 34): it waits for the
 * leadership, rebuilds the state from the database under its epoch, runs turns while it still leads, and on losing
 * it answers what waits with 503 {@code not-leader} and waits again. A turn that finds the epoch moved on
 * ({@link Leadership.Deposed}) commits nothing and its commands get the same answer.
 *
 * <p>{@link #stop()} ends the loop after the turn under way; the engine is never interrupted mid-turn.
 */
final class EngineLoop implements Runnable {
    private static final Logger LOG = Logger.getLogger(LiveEngine.class);
    private static final int MAX_COMMANDS_PER_TURN = 512;
    /** A healthy engine completes a turn at least this often, idle or not. */
    static final long IDLE_WAIT_MILLIS = 250;
    /** A rebuild that keeps failing is logged in full once, then once a minute. */
    private static final int REBUILD_FAILURES_PER_LOG = 60;

    private final EngineState state;
    private final EngineRebuild rebuilder;
    private final JobEvents events;
    private final EngineQuarantine quarantine;
    private final BlockingQueue<EngineCommand<?>> commands;
    /** Commands carried over to the next turn (not run, or run in a turn that rolled back). */
    private final List<EngineCommand<?>> again = new ArrayList<>();
    /** What follows a turn that did not commit. */
    private final TurnFailures failures;
    private final TurnMeters meters;
    private final Leadership leadership;
    private volatile boolean running;
    /** The epoch this loop leads under, or -1. */
    private volatile long epoch = -1;
    private EngineCommand<?> carried;

    private volatile boolean rebuilt;
    private volatile String rebuildFailure;
    private volatile long lastProgressNanos = System.nanoTime();

    EngineLoop(EngineState state, EngineRebuild rebuilder, JobEvents events, EngineQuarantine quarantine,
               BlockingQueue<EngineCommand<?>> commands, MeterRegistry meters, Leadership leadership) {
        this.state = state;
        this.rebuilder = rebuilder;
        this.events = events;
        this.quarantine = quarantine;
        this.commands = commands;
        this.failures = new TurnFailures(quarantine);
        this.meters = new TurnMeters(meters, commands::size);
        this.leadership = leadership;
    }

    /** Whether this loop runs the engine now (it leads and has not seen its leadership end). */
    boolean leading() {
        return epoch >= 0 && leadership.leads(epoch);
    }

    /** Called before the thread starts: the loop runs until {@link #stop()}. */
    void start() {
        running = true;
    }

    /** Ends the loop after the turn under way (no new turn starts). */
    void stop() {
        running = false;
    }

    /** Whether the state is built (readiness). */
    boolean rebuilt() {
        return rebuilt;
    }

    /** Why the last rebuild failed, or null. */
    String rebuildFailure() {
        return rebuildFailure;
    }

    /** How long ago the loop last completed a turn or a rebuild. */
    long millisSinceProgress() {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - lastProgressNanos);
    }

    @Override
    public void run() {
        loop();
    }

    private void loop() {
        while (running) {
            long leadingEpoch;
            try {
                leadingEpoch = leadership.awaitLeading(IDLE_WAIT_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            if (leadingEpoch < 0) {
                if (leadership.decided()) {
                    EngineCommand.refuseAll(commands, EngineCommand.notLeader());
                }
                lastProgressNanos = System.nanoTime();
                continue;
            }
            lead(leadingEpoch);
        }
        List<EngineCommand<?>> left = new ArrayList<>(again);
        if (carried != null) {
            left.add(carried);
        }
        EngineCommand.refuseAll(left);
        EngineCommand.refuseAll(commands);
    }

    /** Runs the engine under {@code leadingEpoch} until the leadership ends or the engine stops. */
    private void lead(long leadingEpoch) {
        epoch = leadingEpoch;
        state.turn().leadUnder(leadingEpoch);
        rebuild();
        while (running && rebuilt && leadership.leads(leadingEpoch)) {
            turn(nextBatch());
            if (carried == null && again.isEmpty() && commands.isEmpty()) {
                carried = waitForWork();
            }
        }
        epoch = -1;
        rebuilt = false;
        if (running) {
            state.turn().abandonTurn();
            events.discardPending();
            List<EngineCommand<?>> left = new ArrayList<>(again);
            again.clear();
            if (carried != null) {
                left.add(carried);
                carried = null;
            }
            EngineCommand.refuseAll(left, EngineCommand.notLeader());
            EngineCommand.refuseAll(commands, EngineCommand.notLeader());
        }
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
            if (EngineCommand.causeOfType(failure, Leadership.Deposed.class) != null) {
                LOG.warnf("A turn found this replica no longer leads (%s); nothing of it was recorded",
                        failure.getMessage());
                EngineCommand.refuseAll(new ArrayList<>(batch), EngineCommand.notLeader());
                return;
            }
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
        while (running && leadership.leads(epoch)) {
            long started = System.nanoTime();
            boolean thisTime = carefully;
            try {
                QuarkusTransaction.requiringNew().run(() -> rebuilder.rebuild(state, thisTime));
                events.publishPending();
                rebuildFailure = null;
                rebuilt = true;
                lastProgressNanos = System.nanoTime();
                LOG.debugf("Engine rebuilt in %d ms", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
                return;
            } catch (RuntimeException failure) {
                events.discardPending();
                state.turn().abandonTurn();
                if (!running || EngineCommand.causeOfType(failure, Leadership.Deposed.class) != null) {
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
