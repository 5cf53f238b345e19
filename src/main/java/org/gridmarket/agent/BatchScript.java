package org.gridmarket.agent;

/**
 * The batch script the agent gives {@code sbatch} for a job's script: {@code sbatch} takes only a file whose first
 * line names its interpreter ({@code #!}), so a script without one runs under {@code /bin/sh}, the shell every
 * cluster has (README, "Connect a real cluster"). A script with its own {@code #!} line is given as it is.
 */
final class BatchScript {
    static final String DEFAULT_INTERPRETER = "#!/bin/sh\n";

    private BatchScript() {
    }

    static String of(String script) {
        return script.startsWith("#!") ? script : DEFAULT_INTERPRETER + script;
    }
}
