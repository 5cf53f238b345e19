package org.gridmarket.app.experiments.service;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.DoubleConsumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One child JVM, started, read and waited for on the runner's thread. Its standard output and error are read
 * as one stream: {@code progress <fraction>} lines (the CLI's hidden {@code --progress-lines}) and the progress
 * bar of {@code simulate} ({@code [####  ]  42% …}, one redraw per percent) become progress; every other line goes
 * to {@code log.txt} in the run's files, at most {@value #LOG_LIMIT_BYTES} bytes of it.
 */
final class ChildRun {
    static final int LOG_LIMIT_BYTES = 1 << 20;
    private static final Pattern PROGRESS_LINE = Pattern.compile("^progress ([0-9.]+)$");
    private static final Pattern PROGRESS_BAR = Pattern.compile("^\\[[# ]+]\\s+(\\d{1,3})%");
    private static final int KEPT_LINES = 5;

    private final Process process;
    private final Deque<String> lastLines = new ArrayDeque<>();

    private ChildRun(Process process) {
        this.process = process;
    }

    /** Starts {@code command} in the service's working directory (so the CLI finds traces as it would there). */
    static ChildRun start(List<String> command) throws IOException {
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
        builder.redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        return new ChildRun(builder.start());
    }

    /** The child's process id. */
    long pid() {
        return process.pid();
    }

    /**
     * Stops a child a killed service left running: the process {@code pid}, only if it is alive and its command line
     * names {@code outDirectory} (a reused id belongs to some other process, which is left alone).
     */
    static boolean stopOrphan(long pid, java.nio.file.Path outDirectory) {
        return ProcessHandle.of(pid).filter(ProcessHandle::isAlive)
                .filter(handle -> handle.info().commandLine().orElse("").contains(outDirectory.toString()))
                .map(handle -> {
                    handle.descendants().forEach(ProcessHandle::destroyForcibly);
                    return handle.destroyForcibly();
                }).orElse(false);
    }

    /** Reads the child's output to its end, then waits for it; returns its exit code. */
    int await(Path log, DoubleConsumer progress) throws IOException, InterruptedException {
        long written = 0;
        try (BufferedReader output = new BufferedReader(new InputStreamReader(process.getInputStream(),
                StandardCharsets.UTF_8)); Writer logWriter = Files.newBufferedWriter(log, StandardCharsets.UTF_8)) {
            for (String line = output.readLine(); line != null; line = output.readLine()) {
                Double fraction = fraction(line);
                if (fraction != null) {
                    progress.accept(fraction);
                    continue;
                }
                if (line.isBlank()) {
                    continue;
                }
                remember(line);
                if (written < LOG_LIMIT_BYTES) {
                    logWriter.write(line);
                    logWriter.write('\n');
                    written += line.length() + 1;
                    if (written >= LOG_LIMIT_BYTES) {
                        logWriter.write("(log cut at " + LOG_LIMIT_BYTES + " bytes)\n");
                    }
                }
            }
        }
        return process.waitFor();
    }

    /** Stops the child and every process it started; forcibly after five seconds. */
    void destroyTree() {
        List<ProcessHandle> descendants = process.descendants().toList();
        descendants.forEach(ProcessHandle::destroy);
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                descendants.forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
            }
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            process.destroyForcibly();
        }
    }

    /** The child's last few log lines, newest last (a failure's reason). */
    synchronized String lastLines() {
        return String.join("\n", lastLines);
    }

    private synchronized void remember(String line) {
        lastLines.addLast(line.length() > 300 ? line.substring(0, 300) + "…" : line);
        while (lastLines.size() > KEPT_LINES) {
            lastLines.removeFirst();
        }
    }

    /** The progress {@code line} reports, or null when it is not a progress line. */
    static Double fraction(String line) {
        Matcher reported = PROGRESS_LINE.matcher(line.strip());
        if (reported.matches()) {
            try {
                return Math.min(1, Math.max(0, Double.parseDouble(reported.group(1))));
            } catch (NumberFormatException notANumber) {
                return null;
            }
        }
        Matcher bar = PROGRESS_BAR.matcher(line.strip().toLowerCase(Locale.ROOT));
        return bar.find() ? Math.min(1, Integer.parseInt(bar.group(1)) / 100.0) : null;
    }
}
