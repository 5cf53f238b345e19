package org.gridmarket.app.jobs.service;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.gridmarket.app.platform.ApiProblem;
import org.jboss.logging.Logger;

/**
 * What follows a turn that did not commit, on the engine thread ({@link LiveEngine} then rebuilds the state): which
 * of its commands run again, which are answered, what is quarantined, and whether the next turn is careful (each
 * step's writes sent on their own, {@link EngineTurn}). It remembers the commands that already had their one
 * retry after their own write was refused.
 */
final class TurnFailures {
    private static final Logger LOG = Logger.getLogger(LiveEngine.class);

    private final EngineQuarantine quarantine;
    /** Commands whose own writes failed once in a careful turn; a second failure answers them. */
    private final Set<EngineCommand<?>> retried = Collections.newSetFromMap(new IdentityHashMap<>());
    /** The next turn sends each step's writes alone (the last one failed to write). */
    private boolean careful;

    TurnFailures(EngineQuarantine quarantine) {
        this.quarantine = quarantine;
    }

    /** Whether the next turn is careful; asking clears it, so only that one turn is. */
    boolean nextTurnCareful() {
        boolean next = careful;
        careful = false;
        return next;
    }

    /** After a committed turn: forgets the retries of commands that have been answered. */
    void forgetAnswered() {
        if (!retried.isEmpty()) {
            retried.removeIf(command -> command.result().isDone());
        }
    }

    /**
     * A turn failed as a whole and rolled back; {@code unanswered} are its commands not yet answered, and those
     * to run again are added to {@code again}. A site whose scheduled event failed is quarantined and the turn's
     * commands run again. A careful turn's step whose writes failed is that step's failure alone
     * ({@link #recoverFromStep}). Any other failure (the turn's writes or commit failed) makes the next turn
     * careful, with the same commands; in a careful turn it answers them 503.
     */
    void recover(EngineTurn run, List<EngineCommand<?>> unanswered, RuntimeException failure,
                 List<EngineCommand<?>> again) {
        var siteFailure = EngineCommand.causeOfType(failure, EngineQuarantine.RestoreFailure.class);
        StepFailure step = EngineCommand.causeOfType(failure, StepFailure.class);
        if (siteFailure != null) { // a site's scheduled event (SiteEvents): the turn runs again without the site
            quarantine.leaveOut(siteFailure);
            again.addAll(unanswered);
        } else if (step != null) {
            recoverFromStep(step, unanswered, again);
        } else if (!run.careful()) {
            RefusedWrite refused = RefusedWrite.in(failure);
            if (refused != null && refused.engineJob().isPresent()) { // named: no careful turn needed to find it
                quarantine.add(EngineQuarantine.Kind.JOB, refused.engineJob().getAsLong(),
                        "its record could not be written: " + refused.reason());
            }
            LOG.error("An engine turn of " + unanswered.size() + " commands failed; rebuilding from the database "
                    + "and running it again carefully, each step's writes sent alone", failure);
            careful = true;
            again.addAll(unanswered);
        } else {
            LOG.error("A careful engine turn failed outside its steps; its commands are answered 503", failure);
            unanswered.forEach(command -> command.result().completeExceptionally(notRecorded()));
        }
    }

    /**
     * A careful turn's step could not write. When the database refused it (a constraint: a stored row holds
     * an id the step needs, say), the jobs it wrote are quarantined with the database's reason, so neither
     * the next turn nor a rebuild tries them again. A due event's failure costs no command anything: they all
     * run in the next turn. A command's is its own: it runs once more (a new job gets a new id), and if it
     * fails again it is answered 503. Its turn-mates run in the next turn.
     */
    private void recoverFromStep(StepFailure step, List<EngineCommand<?>> unanswered, List<EngineCommand<?>> again) {
        RefusedWrite refused = step.refused();
        if (refused != null) {
            for (long jobId : step.jobs()) {
                quarantine.add(EngineQuarantine.Kind.JOB, jobId, (step.command() == null
                        ? "a due event (its start, end or a preemption) could not be recorded: "
                        : "a request about it could not be recorded: ") + refused.reason());
            }
            LOG.warnf("%s; jobs %s quarantined (see GET /api/admin/engine/quarantine), the engine runs without "
                    + "them", step.getMessage(), step.jobs());
        } else {
            LOG.error("An engine turn's step failed to write", step);
        }
        EngineCommand<?> command = step.command();
        for (EngineCommand<?> each : unanswered) {
            if (each != command) {
                again.add(each);
            } else if (retried.add(command)) {
                again.add(command);
            } else {
                retried.remove(command);
                command.result().completeExceptionally(notRecorded());
            }
        }
    }

    private static ApiProblem notRecorded() {
        return new ApiProblem(503, "engine-retry", "Try again",
                "the engine could not record this; nothing was changed, and an admin has been told");
    }

    /**
     * A step of a careful turn whose writes failed when sent on their own: a due event ({@code command} null) or
     * one command, with the jobs it wrote. The live engine fails that step alone (see {@link LiveEngine}).
     */
    static final class StepFailure extends RuntimeException {
        private final transient EngineCommand<?> command;
        private final Set<Long> jobs;

        StepFailure(EngineCommand<?> command, Set<Long> jobs, RuntimeException cause) {
            super((command == null ? "a due event" : "a command") + " writing jobs " + jobs + " failed: "
                    + cause.getMessage(), cause);
            this.command = command;
            this.jobs = Set.copyOf(jobs);
        }

        /** The command at fault, or null when it was a due event (a job starting or ending, say). */
        EngineCommand<?> command() {
            return command;
        }

        /** The jobs the step wrote (rows or events). */
        Set<Long> jobs() {
            return jobs;
        }

        /** The database's refusal, or null when the write failed otherwise. */
        RefusedWrite refused() {
            return RefusedWrite.in(getCause());
        }
    }
}
