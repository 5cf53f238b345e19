package org.gridmarket.cli;

import java.nio.file.Path;
import java.util.List;
import org.gridmarket.core.workload.TraceDirectory;
import picocli.CommandLine.Option;

/**
 * {@code --traces DIR} of the experiment commands that replay Parallel Workloads Archive traces (seeds 004, 002
 * and 000), as a picocli {@code @Mixin}: without it they search {@link TraceDirectory}'s candidates.
 */
final class TraceOptions {

    @Option(names = "--traces", paramLabel = "DIR",
            description = {"Directory holding the traces. Default: $GRIDMARKET_TRACES, else ./traces, else "
                    + "../shared/traces."})
    private Path traces;

    /** The directories to search for a trace, in order: {@code --traces} alone when given. */
    List<Path> searched() {
        return traces != null ? List.of(traces) : TraceDirectory.candidates();
    }

    /** {@code --traces}, else the first candidate that exists; none exits 1 saying how to give one. */
    Path directory() {
        return traces != null ? traces : TraceDirectory.resolve().orElseThrow(() ->
                new IllegalArgumentException("no trace directory: set " + TraceDirectory.ENVIRONMENT_VARIABLE
                        + " or pass --traces"));
    }
}
