package org.gridmarket.cli;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** {@code experiment}: reproduces a seed paper's experiments; one subcommand per seed. */
@Command(name = "experiment", mixinStandardHelpOptions = true, versionProvider = GridmarketCli.Version.class,
        description = {"Reproduces a seed paper's experiments and writes reports beside the paper's numbers."},
        subcommands = {GridFederationCommand.class, TenderCommand.class, PreemptionCommand.class,
                AllocationCommand.class, IntergridCommand.class})
final class ExperimentCommand implements Runnable {

    @Spec
    private CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }
}
