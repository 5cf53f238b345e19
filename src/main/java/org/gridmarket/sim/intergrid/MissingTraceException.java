package org.gridmarket.sim.intergrid;

import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

/** A grid users' trace is not in the trace directory: names it and the directories searched (CLI exit 1). */
public final class MissingTraceException extends RuntimeException {

    public MissingTraceException(String file, List<Path> searched) {
        super("trace " + file + " not found; searched " + (searched.isEmpty() ? "(no directory)"
                : searched.stream().map(path -> path.toAbsolutePath().normalize().toString()).collect(Collectors.joining(", "))));
    }
}
