package org.gridmarket.app.jobs.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.core.ledger.LedgerException;
import org.jboss.logging.Logger;

/**
 * One turn's work inside its transaction, on the engine thread ({@link LiveEngine} owns the loop, the commit
 * and what follows a failure): (1) the Idempotency-Keys, (2) the due events, (3) the commands, each as a part of
 * the turn that can be dropped alone, (4) the writes. It keeps each command's answer until the turn commits, and
 * remembers the command that failed unexpectedly (the turn stops there; those after it did not run). A careful
 * turn sends the writes of each due event and of each command on their own, so a refused write names its step
 * ({@link TurnFailures.StepFailure}).
 */
final class EngineTurn {
    private static final Logger LOG = Logger.getLogger(LiveEngine.class);

    private final EngineState state;
    private final JobEvents events;
    private final List<EngineCommand<?>> batch;
    private final boolean careful;
    private final List<Runnable> answers = new ArrayList<>();
    private int failedAt = -1;

    EngineTurn(EngineState state, JobEvents events, List<EngineCommand<?>> batch, boolean careful) {
        this.state = state;
        this.events = events;
        this.batch = batch;
        this.careful = careful;
    }

    /** The turn's work; {@code ends} receives the end of each phase ({@link TurnMeters.Phase}). */
    void run(long[] ends) {
        TurnWriter writer = state.turn();
        state.beginTurn(batch.stream().map(EngineCommand::key).filter(Objects::nonNull).toList());
        ends[TurnMeters.Phase.KEYS.ordinal()] = System.nanoTime();
        if (careful) {
            state.timeline().runDue(() -> sendStep(null, writer.jobsSinceKeep()));
        } else {
            state.timeline().runDue();
        }
        writer.keep();
        for (int i = 0; i < batch.size() && failedAt < 0; i++) {
            if (!execute(batch.get(i))) {
                failedAt = i;
            }
        }
        ends[TurnMeters.Phase.WORK.ordinal()] = System.nanoTime();
        writer.endTurn();
        ends[TurnMeters.Phase.WRITE.ordinal()] = System.nanoTime();
    }

    /** Whether this turn sends each step's writes on their own. */
    boolean careful() {
        return careful;
    }

    /** Answers the commands that ran (once the turn has committed). */
    void answer() {
        answers.forEach(Runnable::run);
    }

    /** The command that failed unexpectedly (nothing of it kept; the caller answers it), or null. */
    EngineCommand<?> failed() {
        return failedAt < 0 ? null : batch.get(failedAt);
    }

    /** The commands after the failed one, which did not run: they run in the next turn. */
    List<EngineCommand<?>> notRun() {
        return failedAt < 0 ? List.of() : batch.subList(failedAt + 1, batch.size());
    }

    /**
     * Runs one command as a part of the turn and keeps its answer; false when it failed unexpectedly. A refusal
     * ({@link ApiProblem}, a ledger refusal) is its answer, and what it wrote stays. An unexpected exception drops
     * what it wrote (rows, events, transfers); what it changed in memory is left for the rebuild that follows the
     * turn. A read-only command that wrote nothing fails alone (a 500) and the turn goes on. In a careful turn
     * the command's writes are sent at once.
     */
    private <T> boolean execute(EngineCommand<T> command) {
        TurnWriter writer = state.turn();
        long mark = writer.writeMark();
        int eventMark = events.pendingCount();
        writer.beginCommand();
        try {
            T value = command.work().apply(state);
            answers.add(() -> command.result().complete(value));
        } catch (ApiProblem | LedgerException refusal) {
            answers.add(() -> command.result().completeExceptionally(refusal));
        } catch (RuntimeException unexpected) {
            boolean wroteNothing = writer.writeMark() == mark;
            writer.dropCommand();
            events.discardPendingFrom(eventMark);
            if (command.readOnly() && wroteNothing) {
                LOG.error("An engine query failed; only its caller gets the error", unexpected);
                answers.add(() -> command.result().completeExceptionally(EngineCommand.internalError()));
                return true;
            }
            LOG.error("An engine command failed; nothing of it is recorded, the commands before it in its turn "
                    + "commit, those after it run in the next turn, and the engine rebuilds its state", unexpected);
            return false;
        }
        Set<Long> jobs = careful ? writer.jobsSinceKeep() : Set.of();
        writer.keepCommand();
        if (careful) {
            sendStep(command, jobs);
        }
        return true;
    }

    /** A careful turn sends one step's writes: a failure names the step ({@link TurnFailures.StepFailure}). */
    private void sendStep(EngineCommand<?> command, Set<Long> jobs) {
        try {
            state.turn().flushNow();
        } catch (RuntimeException failure) {
            throw new TurnFailures.StepFailure(command, jobs, failure);
        }
    }
}
