package org.gridmarket.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.lrms.BackfillingPolicy;
import org.gridmarket.core.lrms.OverrunRule;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.metrics.TimeSeries;
import org.gridmarket.core.workload.CancelledJobRule;
import org.gridmarket.core.workload.EstimateSource;
import org.gridmarket.core.workload.MalformedLine;
import org.gridmarket.core.workload.TraceJobStream;
import org.gridmarket.core.workload.TraceFilter;
import org.gridmarket.sim.JobsCsv;
import org.gridmarket.sim.LoadedWorkload;
import org.gridmarket.sim.RecordSpill;
import org.gridmarket.sim.RunDescription;
import org.gridmarket.sim.ScheduleSwf;
import org.gridmarket.sim.Simulation;
import org.gridmarket.sim.SimulationPlots;
import org.gridmarket.sim.SimulationResult;
import org.gridmarket.sim.SiteAssignment;
import org.gridmarket.sim.SummaryJson;
import org.gridmarket.sim.TimeSeriesCsv;
import org.gridmarket.sim.WorkloadSource;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/** {@code simulate}: replays a workload on sites and writes summary.json, jobs.csv, timeseries.csv (and plots). */
@Command(name = "simulate", mixinStandardHelpOptions = true, sortOptions = false,
        versionProvider = GridmarketCli.Version.class,
        description = {"Replays a workload (SWF trace, Lublin99 or Poisson) on one or more sites under a "
                + "backfilling policy. Shows a progress bar on runs longer than a second, prints a summary table "
                + "and writes summary.json, jobs.csv, the schedule as SWF and timeseries.csv into --out (with "
                + "--plots also the utilisation and waiting-time plots, PNG and SVG). Runs without the web server "
                + "or any database."})
final class SimulateCommand implements Callable<Integer> {

    /** Malformed lines echoed to the terminal; all are counted and up to 100 listed in summary.json. */
    private static final int PRINTED_MALFORMED_LINES = 10;
    private static final long SECONDS_PER_DAY = 86_400;

    @Spec
    private CommandSpec spec;

    @Option(names = "--workload", required = true, paramLabel = "FILE|lublin99:N|lublin99-classes:N|poisson:N:RATE",
            description = {"A trace (.swf or .swf.gz from the Parallel Workloads Archive), or generated jobs: "
                    + "lublin99:N (N typeless jobs per site, adapted per cluster as in seed 000 §6.1), "
                    + "lublin99-classes:N (batch and interactive classes), poisson:N:RATE (seed 003 §5.2 tasks "
                    + "at RATE arrivals per second)."})
    private String workload;

    @Option(names = "--site", required = true, paramLabel = "NAME:PROCESSORS[:MIPS]",
            converter = SiteSpecification.class,
            description = {"A site (repeatable). MIPS per processor defaults to the reference speed "
                    + "1000, at which trace runtimes are replayed unchanged; other speeds rescale runtimes and "
                    + "estimates (seed 004 Eq. 2–3, seed 002 §5.1)."})
    private List<Site> sites;

    @Option(names = "--policy", defaultValue = "easy", paramLabel = "fcfs|easy|easy:K|conservative",
            converter = PolicySpecification.class,
            description = {"Local scheduling policy (seed 000 §2.1.5); easy:K keeps K pivots. "
                    + "Default: ${DEFAULT-VALUE}."})
    private BackfillingPolicy policy;

    @Option(names = "--window-days", paramLabel = "D",
            description = {"Replay only jobs submitted within D days of the window start (seed 004 uses 2)."})
    private Double windowDays;

    @Option(names = "--window-start-days", defaultValue = "0", paramLabel = "D",
            description = {"Window start in days after the trace's first submission. Default: ${DEFAULT-VALUE}."})
    private double windowStartDays;

    @Option(names = "--queue", paramLabel = "Q",
            description = {"Keep only jobs of this SWF queue number (repeatable; seed 002 splits SDSC-SP2 by queue)."})
    private Set<Integer> queues = Set.of();

    @Option(names = "--drop-cancelled",
            description = {"Also drop every failed (status 0) or cancelled (status 5) record. By default only "
                    + "records that never ran (runtime <= 0 or no processors) are dropped."})
    private boolean dropCancelled;

    @Option(names = "--estimates", defaultValue = "requested", paramLabel = "requested|actual",
            description = {"Runtime estimates: the trace's requested time when present, or the actual runtime. "
                    + "Default: ${DEFAULT-VALUE}."})
    private String estimates;

    @Option(names = "--overrun", defaultValue = "extend", paramLabel = "kill|extend",
            description = {"A job still running at its estimate is killed (as seed 000's providers do) or "
                    + "extended by --overrun-step-seconds at a time. Default: ${DEFAULT-VALUE}."})
    private String overrun;

    @Option(names = "--overrun-step-seconds", defaultValue = "300", paramLabel = "S",
            description = {"Extension step for overrunning jobs under --overrun extend. Default: ${DEFAULT-VALUE}."})
    private long overrunStepSeconds;

    @Option(names = "--assign", defaultValue = "origin", paramLabel = "origin|round-robin",
            description = {"With several sites: send each job to the site named like its origin (else the first "
                    + "site), or to sites in turn. Default: ${DEFAULT-VALUE}."})
    private String assign;

    @Option(names = "--seed", defaultValue = "1", paramLabel = "S",
            description = {"Master seed for every random stream. Default: ${DEFAULT-VALUE}."})
    private long seed;

    @Option(names = "--out", required = true, paramLabel = "DIR",
            description = {"Directory for summary.json, jobs.csv, timeseries.csv and the plots (created if missing)."})
    private Path out;

    @Option(names = "--swf-out", paramLabel = "FILE",
            description = {"Write the replayed schedule (SWF: the replay's wait and run times and processors per "
                    + "job) to FILE instead of DIR/<trace>.swf, which --out writes by default."})
    private Path swfOut;

    /**
     * Plots on demand (issue 35 E): drawing them starts AWT and XChart, which cost a cold run more CPU than the
     * replay itself, and a run with plots must hold every record; the CSVs carry the same series.
     */
    @Option(names = "--plots", negatable = true, defaultValue = "false",
            description = {"Also draw the utilisation and waiting-time plots (PNG and SVG). Off by default "
                    + "(--no-plots, the default, is still accepted): timeseries.csv and jobs.csv hold the series."})
    private boolean plots;

    @Option(names = "--repeat", defaultValue = "1", paramLabel = "N",
            description = {"Benchmark: replay N times in this JVM and report each replay's time and jobs per "
                    + "second; best and median are taken over the second half (the first half warms the JIT up). "
                    + "Outputs come from the last replay."})
    private int repeat;

    @Override
    public Integer call() {
        PrintWriter stdout = spec.commandLine().getOut();
        PrintWriter stderr = spec.commandLine().getErr();
        if (repeat < 1) {
            stderr.println("--repeat must be at least 1");
            return 2;
        }
        if (repeat == 1 && !plots && WorkloadSource.isTrace(workload) && !filter().hasWindow()) {
            Integer streamed = streamTrace(stdout, stderr);
            if (streamed != null) {
                return streamed;
            }
        }
        RandomStreams streams = new RandomStreams(seed);
        LoadedWorkload loaded = WorkloadSource.load(workload, sites, filter(), estimateSource(), streams);
        reportSkipped(stderr, loaded);
        Simulation simulation = new Simulation(sites, settings(), assignment());
        Benchmark benchmark = new Benchmark(loaded.jobs().size());
        SimulationResult result = null;
        double wallSeconds = 0;
        // Thread CPU time only for --repeat: java.management costs a cold start tens of milliseconds.
        ThreadMXBean threads = repeat > 1 ? ManagementFactory.getThreadMXBean() : null;
        for (int run = 1; run <= repeat; run++) {
            ProgressBar progress = new ProgressBar(stderr);
            long startNanos = System.nanoTime();
            long startCpuNanos = threads == null ? 0 : threads.getCurrentThreadCpuTime();
            result = simulation.run(loaded.jobs(), progress);
            wallSeconds = (System.nanoTime() - startNanos) / 1e9;
            progress.finish();
            long cpuNanos = threads == null ? 0 : threads.getCurrentThreadCpuTime() - startCpuNanos;
            benchmark.record(wallSeconds, cpuNanos / 1e9);
        }
        SummaryTable.print(stdout, result);
        if (repeat > 1) {
            benchmark.print(stdout);
        }
        createOutputDirectory();
        JobsCsv.write(out.resolve("jobs.csv"), result.records());
        writeOutputs(loaded, result, wallSeconds, result.records());
        stdout.printf(Locale.ROOT, "wrote %s (summary.json, jobs.csv, timeseries.csv%s); the schedule: %s%n", out,
                plots ? ", utilisation.png/.svg, waiting-time.png/.svg" : "", schedule(loaded));
        stdout.flush();
        return 0;
    }

    /**
     * A trace replayed as it is read, with jobs.csv written as the replay decides each job (issue 24: memory
     * grows with the jobs in flight, not with the trace). Taken for a single replay of a trace without a
     * window and without plots (a window is anchored at the first submission over the whole trace; the plots
     * and --repeat use every record). Null when the trace is out of submission order beyond
     * {@link TraceJobStream#REORDER_WINDOW} jobs: the caller then reads it whole, as before. Skipped and dropped
     * lines are reported after the replay, when they are known.
     */
    private Integer streamTrace(PrintWriter stdout, PrintWriter stderr) {
        createOutputDirectory();
        Path jobsFile = out.resolve("jobs.csv");
        Simulation simulation = new Simulation(sites, settings(), assignment());
        ProgressBar progress = new ProgressBar(stderr);
        long startNanos = System.nanoTime();
        SimulationResult result;
        LoadedWorkload loaded;
        try (RecordSpill spill = new RecordSpill(out)) {
            try (TraceJobStream jobs = WorkloadSource.streamTrace(workload, filter(), estimateSource());
                    JobsCsv.Rows rows = new JobsCsv.Rows(jobsFile)) {
                result = simulation.stream(jobs, progress, rows.andThen(spill));
                loaded = WorkloadSource.streamed(workload, jobs);
            } catch (TraceJobStream.OutOfOrderException unordered) {
                progress.finish();
                stderr.printf(Locale.ROOT, "the trace is out of submission order beyond %d jobs (%s): reading it "
                        + "whole%n", TraceJobStream.REORDER_WINDOW, unordered.getMessage());
                return null;
            }
            double wallSeconds = (System.nanoTime() - startNanos) / 1e9;
            progress.finish();
            reportSkipped(stderr, loaded);
            SummaryTable.print(stdout, result);
            writeOutputs(loaded, result, wallSeconds, spill);
            stdout.printf(Locale.ROOT, "wrote %s (summary.json, jobs.csv, timeseries.csv); the schedule: %s%n", out,
                    schedule(loaded));
        }
        stdout.flush();
        return 0;
    }

    /** Where the replayed schedule (SWF) went. */
    private Path schedule(LoadedWorkload loaded) {
        return swfOut != null ? swfOut : ScheduleSwf.defaultFile(out, loaded.description());
    }

    private void createOutputDirectory() {
        try {
            Files.createDirectories(out);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot create " + out, failure);
        }
    }

    /** summary.json, the schedule as SWF, timeseries.csv and (with --plots) the plots; jobs.csv: the caller's. */
    private void writeOutputs(LoadedWorkload loaded, SimulationResult result, double wallSeconds,
            Iterable<ReplayedJob> records) {
        RunDescription run = new RunDescription(loaded.description(), policy.name(), overrunRule().name(),
                estimateSource().name(), cancelledJobRule().name(), seed);
        SummaryJson.write(out.resolve("summary.json"), run, loaded, result, wallSeconds);
        ScheduleSwf.write(swfOut, out, WorkloadSource.isTrace(workload) ? Path.of(workload) : null, run, sites,
                result.overall().jobs(), new GridmarketCli.Version().getVersion()[0], records);
        TimeSeries series = TimeSeries.of(records, result.overall().processors());
        TimeSeriesCsv.write(out.resolve("timeseries.csv"), series);
        if (plots) {
            SimulationPlots.write(out, result.records(), series, loaded.description() + ", " + policy.name());
        }
    }

    private void reportSkipped(PrintWriter stderr, LoadedWorkload loaded) {
        List<MalformedLine> malformed = loaded.malformedLines();
        if (!malformed.isEmpty()) {
            stderr.printf(Locale.ROOT, "skipped %d malformed line(s):%n", malformed.size());
            malformed.stream().limit(PRINTED_MALFORMED_LINES).forEach(line ->
                    stderr.printf(Locale.ROOT, "  line %d: %s%n", line.lineNumber(), line.reason()));
        }
        loaded.droppedByReason().forEach((reason, count) ->
                stderr.printf(Locale.ROOT, "dropped %d record(s): %s%n", count, reason.label()));
        stderr.flush();
    }

    private TraceFilter filter() {
        long lengthSeconds = windowDays == null ? TraceFilter.NO_WINDOW : Math.round(windowDays * SECONDS_PER_DAY);
        return new TraceFilter(cancelledJobRule(), queues, Set.of(), Math.round(windowStartDays * SECONDS_PER_DAY),
                lengthSeconds);
    }

    private CancelledJobRule cancelledJobRule() {
        return dropCancelled ? CancelledJobRule.DROP_CANCELLED_AND_FAILED : CancelledJobRule.DROP_NEVER_RAN;
    }

    private EstimateSource estimateSource() {
        return choose(estimates, "--estimates", List.of("requested", "actual"),
                List.of(EstimateSource.REQUESTED_TIME, EstimateSource.ACTUAL_RUNTIME));
    }

    private OverrunRule overrunRule() {
        return choose(overrun, "--overrun", List.of("kill", "extend"),
                List.of(OverrunRule.KILL_AT_ESTIMATE, OverrunRule.EXTEND_ESTIMATE));
    }

    private SiteAssignment assignment() {
        return choose(assign, "--assign", List.of("origin", "round-robin"),
                List.of(SiteAssignment.ORIGIN, SiteAssignment.ROUND_ROBIN));
    }

    private SchedulerSettings settings() {
        return new SchedulerSettings(policy, overrunRule(), overrunStepSeconds);
    }

    private <T> T choose(String value, String option, List<String> names, List<T> choices) {
        int index = names.indexOf(value.toLowerCase(Locale.ROOT));
        if (index < 0) {
            throw new ParameterException(spec.commandLine(),
                    option + " must be one of " + names + ", got '" + value + "'");
        }
        return choices.get(index);
    }
}
