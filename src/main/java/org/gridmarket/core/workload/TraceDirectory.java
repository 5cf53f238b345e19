package org.gridmarket.core.workload;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * Where Parallel Workloads Archive traces live: the {@code GRIDMARKET_TRACES} environment variable, else the
 * {@code gridmarket.traces} system property, else {@code ./traces}, else {@code ../shared/traces}. The first
 * candidate that is an existing directory wins.
 */
public final class TraceDirectory {

    public static final String ENVIRONMENT_VARIABLE = "GRIDMARKET_TRACES";
    public static final String SYSTEM_PROPERTY = "gridmarket.traces";

    private TraceDirectory() {
    }

    /** The trace directory for this process, if any candidate exists. */
    public static Optional<Path> resolve() {
        return resolve(System.getenv(), System.getProperties());
    }

    /** Resolution against explicit settings (testable without touching the process environment). */
    public static Optional<Path> resolve(Map<String, String> environment, Properties properties) {
        return candidates(environment, properties).stream().filter(Files::isDirectory).findFirst();
    }

    /** A named trace file (e.g. {@code SDSC-SP2-1998-4.2-cln.swf.gz}) if the directory holds it. */
    public static Optional<Path> find(String fileName) {
        return resolve().map(directory -> directory.resolve(fileName)).filter(Files::isRegularFile);
    }

    /** The directories {@link #resolve()} tries, in order (for a "searched …" message). */
    public static List<Path> candidates() {
        return candidates(System.getenv(), System.getProperties());
    }

    static List<Path> candidates(Map<String, String> environment, Properties properties) {
        List<Path> candidates = new ArrayList<>();
        String fromEnvironment = environment.get(ENVIRONMENT_VARIABLE);
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            candidates.add(Path.of(fromEnvironment));
        }
        String fromProperty = properties.getProperty(SYSTEM_PROPERTY);
        if (fromProperty != null && !fromProperty.isBlank()) {
            candidates.add(Path.of(fromProperty));
        }
        candidates.add(Path.of("traces"));
        candidates.add(Path.of("..", "shared", "traces"));
        return candidates;
    }
}
