package org.gridmarket.sim;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.workload.EstimateSource;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.Lublin99Generator;
import org.gridmarket.core.workload.Lublin99Parameters;
import org.gridmarket.core.workload.PoissonWorkload;
import org.gridmarket.core.workload.SwfReader;
import org.gridmarket.core.workload.SwfTrace;
import org.gridmarket.core.workload.TraceFilter;
import org.gridmarket.core.workload.TraceJobStream;
import org.gridmarket.core.workload.TraceJobs;

/**
 * Turns a {@code --workload} specification into jobs:
 * <ul>
 *   <li>a path to {@code .swf} or {@code .swf.gz}: the trace, filtered;</li>
 *   <li>{@code lublin99:N}: N typeless Lublin99 jobs per site, adapted to each site as in seed 000 §6.1;</li>
 *   <li>{@code lublin99-classes:N}: N batch-and-interactive Lublin99 jobs per site, sizes capped at the site;</li>
 *   <li>{@code poisson:N:RATE}: N seed 003 §5.2 tasks per site at RATE arrivals per second.</li>
 * </ul>
 * Generated jobs' ids are made unique across sites by numbering them in arrival order.
 */
public final class WorkloadSource {

    private WorkloadSource() {
    }

    public static LoadedWorkload load(String specification, List<Site> sites, TraceFilter filter,
            EstimateSource estimateSource, RandomStreams streams) {
        String[] parts = specification.split(":");
        String kind = parts[0].toLowerCase(Locale.ROOT);
        if (kind.equals("lublin99") || kind.equals("lublin99-classes") || kind.equals("poisson")) {
            List<Job> jobs = new ArrayList<>();
            for (Site site : sites) {
                jobs.addAll(generate(kind, parts, site, streams));
            }
            return new LoadedWorkload(specification, renumber(jobs), 0, Map.of(), List.of());
        }
        return fromTrace(Path.of(specification), filter, estimateSource);
    }

    private static LoadedWorkload fromTrace(Path path, TraceFilter filter, EstimateSource estimateSource) {
        SwfTrace trace = SwfReader.read(path);
        TraceJobs jobs = TraceJobs.from(trace, filter, estimateSource, traceName(path));
        return new LoadedWorkload(path.getFileName().toString(), jobs.jobs(), trace.records().size(),
                jobs.droppedByReason(), jobs.malformedLines());
    }

    /** True when the specification names a trace file rather than generated jobs. */
    public static boolean isTrace(String specification) {
        String kind = specification.split(":")[0].toLowerCase(Locale.ROOT);
        return !(kind.equals("lublin99") || kind.equals("lublin99-classes") || kind.equals("poisson"));
    }

    /** The trace's jobs read one at a time (see {@link TraceJobStream}); the filter must have no window. */
    public static TraceJobStream streamTrace(String specification, TraceFilter filter, EstimateSource estimateSource) {
        Path path = Path.of(specification);
        return new TraceJobStream(path, filter, estimateSource, traceName(path));
    }

    /** What a fully read {@link #streamTrace} stream loaded, with no job list (the jobs were replayed as read). */
    public static LoadedWorkload streamed(String specification, TraceJobStream stream) {
        return new LoadedWorkload(Path.of(specification).getFileName().toString(), List.of(), stream.recordsRead(),
                stream.droppedByReason(), stream.malformedLines());
    }

    private static String traceName(Path path) {
        return path.getFileName().toString().replaceFirst("\\.swf(\\.gz)?$", "");
    }

    private static List<Job> generate(String kind, String[] parts, Site site, RandomStreams streams) {
        int count = positiveInteger(parts, 1);
        switch (kind) {
            case "lublin99" -> {
                Lublin99Parameters adapted = Lublin99Parameters.TYPELESS.adaptedToCluster(site.processors(),
                        streams.stream("lublin99/" + site.name() + "/adaptation"));
                return new Lublin99Generator(List.of(adapted), streams, site.name()).generate(count);
            }
            case "lublin99-classes" -> {
                List<Lublin99Parameters> classes = List.of(
                        Lublin99Parameters.BATCH.withMaximumProcessors(site.processors()),
                        Lublin99Parameters.INTERACTIVE.withMaximumProcessors(site.processors()));
                return new Lublin99Generator(classes, streams, site.name()).generate(count);
            }
            default -> {
                double rate = positiveNumber(parts, 2);
                return PoissonWorkload.seed003(rate).generate(count, streams, site.name());
            }
        }
    }

    private static List<Job> renumber(List<Job> jobs) {
        List<Job> ordered = new ArrayList<>(jobs);
        ordered.sort(TraceJobs.ARRIVAL_ORDER.thenComparing(Job::originSite));
        List<Job> renumbered = new ArrayList<>(ordered.size());
        long id = 1;
        for (Job job : ordered) {
            renumbered.add(job.withId(id++));
        }
        return renumbered;
    }

    private static int positiveInteger(String[] parts, int index) {
        double value = positiveNumber(parts, index);
        if (value != Math.rint(value) || value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("expected a whole number in part " + index + " of the workload");
        }
        return (int) value;
    }

    private static double positiveNumber(String[] parts, int index) {
        if (parts.length <= index) {
            throw new IllegalArgumentException("workload needs more parts, e.g. lublin99:1000 or poisson:1000:0.5");
        }
        double value;
        try {
            value = Double.parseDouble(parts[index]);
        } catch (NumberFormatException notNumber) {
            value = Double.NaN;
        }
        if (value > 0) {
            return value;
        }
        throw new IllegalArgumentException("'" + parts[index] + "' must be a positive number");
    }
}
