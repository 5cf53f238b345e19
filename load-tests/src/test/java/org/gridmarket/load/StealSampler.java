package org.gridmarket.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * The host's steal time during a run: the share of each second in which the machine's virtual CPUs were
 * ready to run but the hypervisor ran something else ({@code steal} in the first line of Linux's
 * {@code /proc/stat}). On a shared virtual machine it decides much of a run's tail latency, so every run
 * reports it beside Gatling's percentiles: one line per second in a CSV (epoch second, steal %, busy %,
 * both of all CPUs' time) and a summary. Where {@code /proc/stat} cannot be read it reports nothing.
 */
final class StealSampler {
    /** One second's sample. */
    record Second(long epochSecond, double stealPercent, double busyPercent) {
    }

    private static final Path STAT = Path.of("/proc/stat");

    private final List<Second> seconds = new ArrayList<>();
    private final ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "steal-sampler");
        thread.setDaemon(true);
        return thread;
    });
    private long[] previous;

    /** Starts sampling once a second; false where {@code /proc/stat} cannot be read. */
    boolean start() {
        previous = counters();
        if (previous == null) {
            return false;
        }
        clock.scheduleAtFixedRate(this::sample, 1, 1, TimeUnit.SECONDS);
        return true;
    }

    /** Stops sampling; the seconds sampled so far, oldest first. */
    List<Second> stop() {
        clock.shutdownNow();
        try {
            clock.awaitTermination(2, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        synchronized (seconds) {
            return List.copyOf(seconds);
        }
    }

    private void sample() {
        long[] now = counters();
        if (now == null) {
            return;
        }
        synchronized (seconds) {
            seconds.add(between(System.currentTimeMillis() / 1000, previous, now));
        }
        previous = now;
    }

    /**
     * The second between two readings of the aggregate CPU line (user, nice, system, idle, iowait, irq,
     * softirq, steal, in clock ticks): steal and busy (user + nice + system + irq + softirq) as a share
     * of all eight.
     */
    static Second between(long epochSecond, long[] before, long[] after) {
        long[] delta = new long[8];
        long total = 0;
        for (int i = 0; i < delta.length; i++) {
            delta[i] = after[i] - before[i];
            total += delta[i];
        }
        if (total <= 0) {
            return new Second(epochSecond, 0, 0);
        }
        long busy = delta[0] + delta[1] + delta[2] + delta[5] + delta[6];
        return new Second(epochSecond, 100.0 * delta[7] / total, 100.0 * busy / total);
    }

    /** The first eight counters of {@code /proc/stat}'s "cpu" line, or null where there is none. */
    private static long[] counters() {
        try {
            return parse(Files.readAllLines(STAT).get(0));
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    static long[] parse(String cpuLine) {
        String[] fields = cpuLine.trim().split("\\s+");
        if (!fields[0].equals("cpu") || fields.length < 9) {
            throw new IllegalArgumentException("not /proc/stat's cpu line: " + cpuLine);
        }
        return Arrays.stream(fields, 1, 9).mapToLong(Long::parseLong).toArray();
    }

    /** Writes {@code samples} as CSV and returns a one-line summary. */
    static String report(List<Second> samples, Path csv) {
        StringBuilder text = new StringBuilder("epoch_second,steal_percent,busy_percent\n");
        for (Second second : samples) {
            text.append(second.epochSecond()).append(',').append(Math.round(second.stealPercent()))
                    .append(',').append(Math.round(second.busyPercent())).append('\n');
        }
        try {
            Files.createDirectories(csv.toAbsolutePath().getParent());
            Files.writeString(csv, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return summary(samples) + " (per second: " + csv.toAbsolutePath() + ")";
    }

    static String summary(List<Second> samples) {
        if (samples.isEmpty()) {
            return "steal: no samples";
        }
        double mean = samples.stream().mapToDouble(Second::stealPercent).average().orElse(0);
        long atTen = samples.stream().filter(second -> second.stealPercent() >= 10).count();
        long atTwenty = samples.stream().filter(second -> second.stealPercent() >= 20).count();
        return String.format("steal: mean %.1f %% over %d s; %d s at 10 %% or more, %d s at 20 %% or more",
                mean, samples.size(), atTen, atTwenty);
    }
}
