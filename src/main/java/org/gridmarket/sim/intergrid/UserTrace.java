package org.gridmarket.sim.intergrid;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.rng.UniformRandomProvider;
import org.gridmarket.core.workload.EstimateSource;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.SwfReader;
import org.gridmarket.core.workload.TraceFilter;
import org.gridmarket.core.workload.TraceJobs;

/**
 * One trace as a grid's users' jobs (seed 000 §6.1, issue 23): the jobs that ran, those wider than the grid's
 * largest cluster dropped and counted, submit times counted from the first submission and divided by the
 * grid's arrival factor. Estimates are the logged runtimes (perfect), so no job is killed at its estimate.
 *
 * <p><b>Windows</b> (§6.1: "we divide the traces into 2-month intervals … randomly select one interval"):
 * window k covers [k·w, (k+1)·w) of the trace's time; a round draws k uniformly from the whole windows the trace
 * holds. A trace shorter than one window (LPC-EGEE compressed 6-fold lasts 40 days) is replayed cyclically from a
 * start drawn uniformly in it. We do not skip the traces' first months as the paper does for its GWA traces:
 * the archive's cleaned versions have no set-up phase to drop.
 *
 * @param spanSeconds time from the first to the last submission, after compression
 */
public record UserTrace(String file, List<Job> jobs, long spanSeconds, long droppedWide, double offeredLoad) {

    public UserTrace {
        jobs = List.copyOf(jobs);
    }

    /** Reads {@code file} from the first of {@code directories} holding it, else {@link MissingTraceException}. */
    public static UserTrace load(List<Path> directories, String file, IntergridGrid grid) {
        Path path = directories.stream().map(directory -> directory.resolve(file)).filter(Files::isRegularFile)
                .findFirst().orElseThrow(() -> new MissingTraceException(file, directories));
        List<Job> ran = TraceJobs.from(SwfReader.read(path), TraceFilter.keepAllThatRan(),
                EstimateSource.ACTUAL_RUNTIME, file).jobs();
        return of(file, ran, grid);
    }

    /** The trace from jobs already read (tests). */
    public static UserTrace of(String file, List<Job> ran, IntergridGrid grid) {
        long first = ran.stream().mapToLong(Job::submitSeconds).min().orElse(0);
        List<Job> kept = new ArrayList<>();
        long dropped = 0;
        double units = 0;
        for (Job job : ran) {
            if (job.processors() > grid.largestCluster()) {
                dropped++;
                continue;
            }
            long submit = Math.round((job.submitSeconds() - first) / grid.arrivalFactor());
            kept.add(job.toBuilder(job.id()).submitSeconds(submit).build());
            units += (double) job.processors() * job.runtimeSeconds();
        }
        long span = kept.stream().mapToLong(Job::submitSeconds).max().orElse(0);
        double load = span == 0 ? 0 : units / ((double) grid.processors() * span);
        return new UserTrace(file, kept, span, dropped, load);
    }

    /** How many whole windows of {@code windowSeconds} the trace holds (0: it is replayed cyclically). */
    public long wholeWindows(long windowSeconds) {
        return spanSeconds / windowSeconds;
    }

    /** The jobs of one window drawn from {@code random}, moved so that the window starts at 0. */
    public List<Job> window(long windowSeconds, UniformRandomProvider random) {
        long windows = wholeWindows(windowSeconds);
        if (windows > 0) {
            long start = random.nextLong(windows) * windowSeconds;
            return jobs.stream().filter(job -> job.submitSeconds() >= start
                    && job.submitSeconds() < start + windowSeconds)
                    .map(job -> job.toBuilder(job.id()).submitSeconds(job.submitSeconds() - start).build()).toList();
        }
        long period = spanSeconds + 1;
        long start = random.nextLong(period);
        List<Job> window = new ArrayList<>();
        for (long copy = 0; copy * period < start + windowSeconds; copy++) {
            for (Job job : jobs) {
                long submit = job.submitSeconds() + copy * period - start;
                if (submit >= 0 && submit < windowSeconds) {
                    window.add(job.toBuilder(job.id()).submitSeconds(submit).build());
                }
            }
        }
        window.sort(java.util.Comparator.comparingLong(Job::submitSeconds).thenComparingLong(Job::id));
        return window;
    }
}
