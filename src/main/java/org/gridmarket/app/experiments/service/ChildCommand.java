package org.gridmarket.app.experiments.service;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The command line of a run's child JVM: this JVM's {@code java}, the configured heap, and this JVM's own code.
 * From the packaged service ({@code java -jar quarkus-run.jar}, whose class path is that one jar and whose classes
 * Quarkus' own class loader reads from {@code lib/}) it is {@code java -jar quarkus-run.jar <arguments>}, which
 * runs the CLI without a web server ({@code GridmarketMain}); elsewhere (tests, an IDE) it is
 * {@code java -cp <this JVM's class path> org.gridmarket.cli.GridmarketCli <arguments>}. The child runs under
 * {@code nice} when the host has it, with one garbage-collector thread, so a run yields the cores to the live market.
 */
final class ChildCommand {
    private static final String CLI = "org.gridmarket.cli.GridmarketCli";
    private static final String PACKAGED_JAR = "quarkus-run.jar";

    private ChildCommand() {
    }

    static List<String> of(String heap, List<String> cliArguments) {
        List<String> command = new ArrayList<>();
        nice().ifPresent(nice -> {
            command.add(nice.toString());
            command.add("-n");
            command.add("10");
        });
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.add("-Xmx" + heap);
        command.add("-XX:+UseSerialGC");
        command.add("-Djava.awt.headless=true");
        String classPath = System.getProperty("java.class.path", "");
        if (!classPath.contains(File.pathSeparator) && classPath.endsWith(PACKAGED_JAR)) {
            command.add("-jar");
            command.add(classPath);
        } else {
            command.add("-cp");
            command.add(classPath);
            command.add(CLI);
        }
        command.addAll(cliArguments);
        return command;
    }

    private static Optional<Path> nice() {
        for (String directory : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(File.pathSeparator)) {
            Path candidate = Path.of(directory, "nice");
            if (!directory.isEmpty() && Files.isExecutable(candidate)) {
                return Optional.of(candidate);
            }
        }
        return Optional.empty();
    }
}
