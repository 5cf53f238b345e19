package org.gridmarket.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.gridmarket.core.workload.TraceDirectory;
import org.gridmarket.sim.ProgressListener;
import org.gridmarket.sim.allocation.AllocationExperiment;
import org.gridmarket.sim.allocation.AllocationLog;
import org.gridmarket.sim.allocation.AllocationOutput;
import org.gridmarket.sim.allocation.AllocationSettings;
import org.gridmarket.sim.allocation.ReplayKey;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code experiment allocation}: seed 002 §5 (BF, FF, SI, TI, AI, AI2, TAI, TAI2 on five heterogeneous sites).
 * Its own numeric options are read as text so that a bad value exits 1 with a message naming the option;
 * {@code --seed} and {@code --out} are {@link ExperimentOptions}' (exit 2).
 */
@Command(name = "allocation", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = GridmarketCli.Version.class,
        description = {"Seed 002 (Shih, Huang, Chung — intelligent processor allocation) §5: the SDSC-SP2 log as "
                + "five sites (queue q → site q, 8/128/128/128/50 processors), SH × SL × RC with 10 seeded speed "
                + "vectors per SH, Lublin99 at five arrival shapes, the eight methods and the 20 threshold pairs. "
                + "Writes report.md (beside the paper's tables), figures, summary.json and replays.csv (a rerun "
                + "resumes from it; one from other inputs or another seed is refused) into --out."})
final class AllocationCommand implements Callable<Integer> {

    private static final int MAXIMUM_THREADS = 256;

    @Spec
    private CommandSpec spec;

    @Option(names = "--quick", description = {"A smoke test, not a reproduction: RC 100 % only, 2 vectors per SH, "
            + "Lublin99 at aarr 10.5 and 8.5, no threshold pairs (Tables 10, 13-15)."})
    private boolean quick;

    @Option(names = "--threads", paramLabel = "N",
            description = {"Replays in parallel, 1..256. Default: the number of processors."})
    private String threads;

    @Option(names = "--threshold", paramLabel = "METHOD=SHT,SLT",
            description = {"Fixed thresholds of TI, TAI or TAI2 in Tables 11-13 instead of §5.2's (TI=0.05,2, "
                    + "TAI=0.05,1.5, TAI2=0.05,1); both > 0. Repeatable."})
    private List<String> thresholds = List.of();

    @Mixin
    private TraceOptions traces;

    @Mixin
    private ExperimentOptions options;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        long masterSeed = options.seed();
        Path out = options.out();
        int threadCount = parseThreads();
        thresholdPairs();
        Path trace = trace(traces.searched());
        long startNanos = System.nanoTime();
        AllocationLog log = AllocationLog.load(trace);
        AllocationSettings settings = AllocationSettings.of(quick, masterSeed).withFixedThresholds(thresholdPairs());
        stderr.printf(Locale.ROOT, "%s: %,d jobs (%d malformed lines); %d threads%n", log.source(),
                log.jobs().size(), log.malformedLines().size(), threadCount);
        log.malformedLines().stream().limit(10).forEach(line -> stderr.println("  malformed: " + line));
        stderr.flush();
        AllocationExperiment.Results results = AllocationExperiment.run(log, settings, out, threadCount,
                options.progress().listener(new EtaProgress(stderr)));
        double wallSeconds = (System.nanoTime() - startNanos) / 1e9;
        AllocationOutput.write(out, results, options.plots(), wallSeconds);
        Map<String, Double> rc100 = results.tables().tnpir(ReplayKey.LOG, 100, sl -> true);
        stdout.println("TNPIR at RC 100 % (paper BF -473, FF -93, SI -69, TI -44, AI -86, AI2 -17, TAI 4, TAI2 14):");
        stdout.println("  " + String.join(", ", rc100.entrySet().stream().map(entry -> String.format(Locale.ROOT,
                "%s %.0f", entry.getKey(), entry.getValue())).toList()));
        stdout.printf(Locale.ROOT, "%,d replays (%,d run now in %.1f s, %.1f replays/s); %.1f s in all; wrote %s "
                + "(report.md, figures, summary.json, replays.csv)%n", results.outcomes().size(), results.replaysRun(),
                results.sweepSeconds(), results.replaysPerSecond(), wallSeconds, out);
        stdout.flush();
        return 0;
    }

    /** SDSC-SP2 in the first of {@code directories} that holds it; else exit 1 naming every directory searched. */
    static Path trace(List<Path> directories) {
        return directories.stream().map(directory -> directory.resolve(AllocationLog.TRACE_FILE))
                .filter(Files::isRegularFile).findFirst().orElseThrow(() -> new IllegalArgumentException("no "
                        + AllocationLog.TRACE_FILE + " found; searched " + directories.stream().map(path ->
                        path.toAbsolutePath().normalize().toString()).toList() + " (set "
                        + TraceDirectory.ENVIRONMENT_VARIABLE + " or pass --traces)"));
    }

    /** {@code --threshold TI=0.05,2}: an unknown method or a pair not of two positive numbers exits 1. */
    private Map<String, double[]> thresholdPairs() {
        Map<String, double[]> pairs = new TreeMap<>();
        for (String text : thresholds) {
            String[] parts = text.split("=", -1);
            String method = parts[0].strip().toUpperCase(Locale.ROOT);
            if (!AllocationSettings.THRESHOLD_METHODS.contains(method)) {
                throw new IllegalArgumentException("--threshold: unknown method '" + parts[0].strip()
                        + "'; known: TI, TAI, TAI2");
            }
            String[] numbers = parts.length == 2 ? parts[1].split(",", -1) : new String[0];
            double[] pair = new double[2];
            try {
                if (numbers.length != 2) {
                    throw new NumberFormatException();
                }
                pair[0] = Double.parseDouble(numbers[0].strip());
                pair[1] = Double.parseDouble(numbers[1].strip());
            } catch (NumberFormatException failure) {
                throw new IllegalArgumentException("--threshold must read METHOD=SHT,SLT (e.g. TI=0.05,2), got '"
                        + text + "'");
            }
            if (!(pair[0] > 0 && pair[1] > 0 && Double.isFinite(pair[0]) && Double.isFinite(pair[1]))) {
                throw new IllegalArgumentException("--threshold: SHT and SLT must be positive numbers, got '" + text
                        + "'");
            }
            pairs.put(method, pair);
        }
        return pairs;
    }

    private int parseThreads() {
        if (threads == null) {
            return Math.max(1, Runtime.getRuntime().availableProcessors());
        }
        try {
            int count = Integer.parseInt(threads.strip());
            if (count >= 1 && count <= MAXIMUM_THREADS) {
                return count;
            }
        } catch (NumberFormatException failure) {
            // falls through to the message below
        }
        throw new IllegalArgumentException("--threads must be a whole number 1.." + MAXIMUM_THREADS + ", got '"
                + threads + "'");
    }

    /** One line per 2 % of the replays on standard error: count, rate and the estimated time left. */
    private static final class EtaProgress implements ProgressListener {
        private final PrintWriter out;
        private final long startNanos = System.nanoTime();
        private long startDone = -1;
        private long lastStep = -1;

        EtaProgress(PrintWriter out) {
            this.out = out;
        }

        @Override
        public void progressed(long done, long total) {
            if (startDone < 0) {
                startDone = done;
            }
            long step = total == 0 ? 50 : 50 * done / total;
            if (step == lastStep) {
                return;
            }
            lastStep = step;
            double seconds = (System.nanoTime() - startNanos) / 1e9;
            double rate = seconds > 0 ? (done - startDone) / seconds : 0;
            String eta = rate > 0 ? String.format(Locale.ROOT, "%.0f s", (total - done) / rate) : "?";
            out.printf(Locale.ROOT, "replays %,d/%,d (%d %%), %.1f/s, ETA %s%n", done, total,
                    total == 0 ? 100 : 100 * done / total, rate, eta);
            out.flush();
        }
    }
}
