package org.gridmarket.app.jobs.service;

import java.util.Set;

/**
 * A step of a careful turn whose writes failed when sent on their own: a due event ({@code command} null) or
 * one command, with the jobs it wrote. The live engine fails that step alone (see {@link LiveEngine}).
 */
final class StepFailure extends RuntimeException {
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
