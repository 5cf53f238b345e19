package org.gridmarket.agent;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code agent}: the site agents that connect a real cluster to the market; {@code agent slurm} is the one. */
@Command(name = "agent", description = "Connect a real cluster to the market (runs on the cluster's login node).",
        subcommands = {SlurmAgentCommand.class})
public final class AgentCommand implements Runnable {
    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
