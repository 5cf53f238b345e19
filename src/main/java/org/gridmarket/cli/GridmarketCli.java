package org.gridmarket.cli;

import java.util.Set;
import org.gridmarket.agent.AgentCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * Entry point of the command-line tools. The service's main class calls
 * {@code if (args.length > 0 && GridmarketCli.handles(args[0])) System.exit(GridmarketCli.run(args));}
 * so {@code java -jar quarkus-run.jar simulate ...}, {@code ... experiment grid-federation ...} and
 * {@code ... agent slurm ...} never start the web server.
 */
@Command(name = "gridmarket", mixinStandardHelpOptions = true, versionProvider = GridmarketCli.Version.class,
        description = "gridmarket command-line tools (no web server, no database).",
        subcommands = {SimulateCommand.class, ExperimentCommand.class, AgentCommand.class,
                CommandLine.HelpCommand.class})
public final class GridmarketCli implements Runnable {

    @Spec
    private CommandSpec spec;

    /** Exit code when the command ran but its input (a file, a workload specification) was unusable. */
    public static final int EXIT_INPUT_ERROR = 1;

    private static final Set<String> COMMANDS =
            Set.of("simulate", "experiment", "agent", "help", "--help", "-h", "--version", "-V");

    /** Whether the first argument names something this tool runs. */
    public static boolean handles(String firstArgument) {
        return firstArgument != null && COMMANDS.contains(firstArgument);
    }

    /** Parses and runs; returns the exit code and never calls {@link System#exit}. */
    public static int run(String... arguments) {
        return commandLine().execute(arguments);
    }

    /** The configured picocli command line (tests redirect its output). */
    public static CommandLine commandLine() {
        return new CommandLine(new GridmarketCli()).setCaseInsensitiveEnumValuesAllowed(true)
                .setExecutionExceptionHandler((failure, command, parseResult) -> {
                    command.getErr().println("error: " + failure.getMessage());
                    command.getErr().flush();
                    return EXIT_INPUT_ERROR;
                });
    }

    public static void main(String[] arguments) {
        System.exit(run(arguments));
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    /** The jar manifest's implementation version, when packaged with one. */
    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            String version = GridmarketCli.class.getPackage().getImplementationVersion();
            return new String[] {"gridmarket " + (version == null ? "(development build)" : version)};
        }
    }
}
