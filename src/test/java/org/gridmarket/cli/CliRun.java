package org.gridmarket.cli;

import java.io.PrintWriter;
import java.io.StringWriter;
import picocli.CommandLine;

/** Runs the command line in-process and keeps what it printed, for the CLI tests. */
final class CliRun {
    final StringWriter out = new StringWriter();
    final StringWriter err = new StringWriter();

    /** Runs {@code arguments} and returns the exit code. */
    int run(String... arguments) {
        CommandLine commandLine = GridmarketCli.commandLine();
        commandLine.setOut(new PrintWriter(out, true));
        commandLine.setErr(new PrintWriter(err, true));
        return commandLine.execute(arguments);
    }
}
