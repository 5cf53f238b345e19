package org.gridmarket.load;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a run met, second by second, beside Gatling's own figures:
 * <ul>
 * <li>the host's steal time: the share of each second in which the machine's virtual CPUs were ready to run
 * but the hypervisor ran something else ({@code steal} in the first line of Linux's {@code /proc/stat}); on a
 * shared virtual machine it decides much of a run's tail latency;</li>
 * <li>the service's own latency: how many job submissions it answered with 201, and how many of them within
 * each of its latency bounds, from the cumulative buckets of {@code http_server_requests_seconds} at
 * {@code /q/metrics} on the management interface (all from one histogram, so that they agree with each other). The service times a
 * request from its arrival to its response, so set beside Gatling's percentiles this tells the time spent in
 * the service from the time the load generator, on the same CPUs, took to send and read.</li>
 * </ul>
 * It writes one line per second to a CSV and a summary. A source that cannot be read (no {@code /proc/stat},
 * no metrics) is left out of both.
 */
final class RunSampler {
    /** The service's latency bounds, in milliseconds (its {@code le} buckets, a subset is enough). */
    static final int[] BOUNDS_MILLIS = {5, 10, 25, 50, 100, 250};
    private static final int TARGET_MILLIS = 50;

    /**
     * One second. {@code answered}: submissions the service answered with 201 in it; {@code within}: of those,
     * answered within each of {@link #BOUNDS_MILLIS}; both empty when the service's metrics could not be read.
     */
    record Second(long epochSecond, double stealPercent, double busyPercent, long answered, long[] within) {
        long overTarget() {
            return answered - within[Arrays.binarySearch(BOUNDS_MILLIS, TARGET_MILLIS)];
        }
    }

    /** The service's cumulative counts at one moment: answered, and within each bound. */
    record Counts(long answered, long[] within) {
    }

    private static final Path STAT = Path.of("/proc/stat");
    private static final Pattern SERIES = Pattern.compile(
            "^http_server_requests_seconds_bucket\\{([^}]*)} ([0-9.eE+-]+)$", Pattern.MULTILINE);
    private static final Pattern BOUND = Pattern.compile("le=\"([0-9.]+|\\+Inf)\"");

    private final HttpRequest metrics;
    private final HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(1)).build();
    private final List<Second> seconds = new ArrayList<>();
    private final ScheduledExecutorService clock = Executors.newSingleThreadScheduledExecutor(task -> {
        Thread thread = new Thread(task, "run-sampler");
        thread.setDaemon(true);
        return thread;
    });
    private long[] previousCpu;
    private Counts previousCounts;
    private boolean readsCpu;
    private boolean readsService;

    /** {@code managementUrl}: the service's management interface, where {@code /q/metrics} is served. */
    RunSampler(String managementUrl) {
        metrics = HttpRequest.newBuilder(URI.create(managementUrl + "/q/metrics")).timeout(Duration.ofSeconds(1))
                .GET().build();
    }

    /** Starts sampling once a second; says what it can read. */
    String start() {
        previousCpu = cpuCounters();
        previousCounts = serviceCounts();
        readsCpu = previousCpu != null;
        readsService = previousCounts != null;
        if (readsCpu || readsService) {
            clock.scheduleAtFixedRate(this::sample, 1, 1, TimeUnit.SECONDS);
        }
        return (readsCpu ? "sampling the host's steal time" : "/proc/stat cannot be read here: no steal time")
                + "; " + (readsService ? "sampling the service's latency counts"
                        : "the service's metrics cannot be read: no service-side latency");
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
        long[] cpu = readsCpu ? cpuCounters() : null;
        Counts counts = readsService ? serviceCounts() : null;
        long epochSecond = System.currentTimeMillis() / 1000;
        Second cpuSecond = cpu != null && previousCpu != null ? between(epochSecond, previousCpu, cpu)
                : new Second(epochSecond, Double.NaN, Double.NaN, 0, new long[0]);
        Second second = counts != null && previousCounts != null
                ? withService(cpuSecond, previousCounts, counts) : cpuSecond;
        synchronized (seconds) {
            seconds.add(second);
        }
        if (cpu != null) {
            previousCpu = cpu;
        }
        if (counts != null) {
            previousCounts = counts;
        }
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
            return new Second(epochSecond, 0, 0, 0, new long[0]);
        }
        long busy = delta[0] + delta[1] + delta[2] + delta[5] + delta[6];
        return new Second(epochSecond, 100.0 * delta[7] / total, 100.0 * busy / total, 0, new long[0]);
    }

    /** {@code second} with the service's answers between two readings of its counts. */
    static Second withService(Second second, Counts before, Counts after) {
        long[] within = new long[BOUNDS_MILLIS.length];
        for (int i = 0; i < within.length; i++) {
            within[i] = after.within()[i] - before.within()[i];
        }
        return new Second(second.epochSecond(), second.stealPercent(), second.busyPercent(),
                after.answered() - before.answered(), within);
    }

    /** The first eight counters of {@code /proc/stat}'s "cpu" line, or null where there is none. */
    private static long[] cpuCounters() {
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

    /** The service's counts now, or null when its metrics cannot be read. */
    private Counts serviceCounts() {
        try {
            HttpResponse<String> response = client.send(metrics, HttpResponse.BodyHandlers.ofString());
            return response.statusCode() == 200 ? counts(response.body()) : null;
        } catch (IOException | RuntimeException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        }
    }

    /**
     * The counts of {@code POST /api/jobs} answered with 201 in a Prometheus text exposition: zero before the
     * first such answer, null when the series lacks the latency buckets (a service without them).
     */
    static Counts counts(String exposition) {
        long answered = -1;
        long[] within = new long[BOUNDS_MILLIS.length];
        int boundsFound = 0;
        Matcher series = SERIES.matcher(exposition);
        while (series.find()) {
            String labels = series.group(1);
            if (!labels.contains("method=\"POST\"") || !labels.contains("uri=\"/api/jobs\"")
                    || !labels.contains("status=\"201\"")) {
                continue;
            }
            long value = (long) Double.parseDouble(series.group(2));
            Matcher le = BOUND.matcher(labels);
            if (!le.find()) {
                continue;
            }
            if (le.group(1).equals("+Inf")) {
                answered = value;
                continue;
            }
            int millis = (int) Math.round(Double.parseDouble(le.group(1)) * 1000);
            int index = Arrays.binarySearch(BOUNDS_MILLIS, millis);
            if (index >= 0) {
                within[index] = value;
                boundsFound++;
            }
        }
        if (answered < 0) {
            return new Counts(0, new long[BOUNDS_MILLIS.length]);
        }
        return boundsFound < BOUNDS_MILLIS.length ? null : new Counts(answered, within);
    }

    /** Writes {@code samples} as CSV and returns the summary lines. */
    static String report(List<Second> samples, Path csv) {
        StringBuilder text = new StringBuilder(
                "epoch_second,steal_percent,busy_percent,service_answered,service_over_" + TARGET_MILLIS + "ms\n");
        for (Second second : samples) {
            text.append(second.epochSecond()).append(',').append(percent(second.stealPercent())).append(',')
                    .append(percent(second.busyPercent())).append(',')
                    .append(second.within().length == 0 ? "" : second.answered()).append(',')
                    .append(second.within().length == 0 ? "" : second.overTarget()).append('\n');
        }
        try {
            Files.createDirectories(csv.toAbsolutePath().getParent());
            Files.writeString(csv, text);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return summary(samples) + "\n(per second: " + csv.toAbsolutePath() + ")";
    }

    private static String percent(double value) {
        return Double.isNaN(value) ? "" : Long.toString(Math.round(value));
    }

    /** Steal and the service's latency over {@code samples}, one line each (a line only for what was read). */
    static String summary(List<Second> samples) {
        List<String> lines = new ArrayList<>();
        List<Second> cpu = samples.stream().filter(second -> !Double.isNaN(second.stealPercent())).toList();
        if (!cpu.isEmpty()) {
            double mean = cpu.stream().mapToDouble(Second::stealPercent).average().orElse(0);
            long atTen = cpu.stream().filter(second -> second.stealPercent() >= 10).count();
            long atTwenty = cpu.stream().filter(second -> second.stealPercent() >= 20).count();
            lines.add(String.format("steal: mean %.1f %% over %d s; %d s at 10 %% or more, %d s at 20 %% or more",
                    mean, cpu.size(), atTen, atTwenty));
        }
        List<Second> service = samples.stream().filter(second -> second.within().length > 0).toList();
        if (!service.isEmpty()) {
            lines.add(serviceSummary(service));
        }
        return lines.isEmpty() ? "nothing sampled" : String.join("\n", lines);
    }

    /**
     * The service's answers over {@code seconds}: how many, the share within each bound, and the bounds its
     * 99th percentile lies between.
     */
    static String serviceSummary(List<Second> seconds) {
        long answered = seconds.stream().mapToLong(Second::answered).sum();
        if (answered == 0) {
            return "service: no submission answered";
        }
        StringBuilder line = new StringBuilder("service: " + answered + " submissions answered in "
                + seconds.size() + " s; within");
        int p99Bound = -1;
        for (int i = 0; i < BOUNDS_MILLIS.length; i++) {
            int bound = i;
            long within = seconds.stream().mapToLong(second -> second.within()[bound]).sum();
            line.append(String.format(" %d ms %.2f %%%s", BOUNDS_MILLIS[i], 100.0 * within / answered,
                    i < BOUNDS_MILLIS.length - 1 ? "," : ";"));
            if (p99Bound < 0 && within * 100 >= answered * 99) {
                p99Bound = i;
            }
        }
        if (p99Bound < 0) {
            line.append(" p99 over ").append(BOUNDS_MILLIS[BOUNDS_MILLIS.length - 1]).append(" ms");
        } else {
            line.append(" p99 ").append(p99Bound == 0 ? "within " + BOUNDS_MILLIS[0] + " ms"
                    : "between " + BOUNDS_MILLIS[p99Bound - 1] + " and " + BOUNDS_MILLIS[p99Bound] + " ms");
        }
        long secondsOver = seconds.stream().filter(second -> second.overTarget() * 100 > second.answered()).count();
        return line.append("; ").append(secondsOver).append(" s with over 1 % of answers beyond ")
                .append(TARGET_MILLIS).append(" ms").toString();
    }
}
