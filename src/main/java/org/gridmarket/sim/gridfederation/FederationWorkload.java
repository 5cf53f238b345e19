package org.gridmarket.sim.gridfederation;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.federation.Federation;
import org.gridmarket.core.workload.EstimateSource;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.Lublin99Generator;
import org.gridmarket.core.workload.Lublin99Parameters;
import org.gridmarket.core.workload.SwfReader;
import org.gridmarket.core.workload.SwfRecord;
import org.gridmarket.core.workload.SwfTrace;
import org.gridmarket.core.workload.TraceFilter;
import org.gridmarket.core.workload.TraceJobs;

/**
 * The jobs of seed 004 §4.1: "workload trace data over the total period of 2 days" at every resource.
 *
 * <p>Which two days: window k of a trace covers days [2k, 2k + 2) counted from the trace's first submission;
 * a resource replays its first window with at least {@value #MINIMUM_JOBS_IN_FIRST_WINDOW} jobs (the first
 * two days of CTC SP2 and SDSC Par96 hold 2 jobs each, the archive's start-up, while the paper's CTC window
 * has 417). Every window is shifted so that its start is time 0: all resources start together. Replica j
 * of a resource (Experiment 5) replays the j-th window after that one. Records that never ran are dropped;
 * runtimes are the logged ones (on the resource's own MIPS rating).
 *
 * <p>LANL Origin* is a seeded Lublin99 workload fitted so that its first two days hold Table 3's 817 jobs at
 * Table 3's 44.55 % load ({@link Lublin99StandIn}); its windows count from the model's midnight start (its first
 * arrival is a few minutes later), and it is cut into windows the same way.
 */
public final class FederationWorkload {

    public static final long TWO_DAYS_SECONDS = 2 * 86_400;
    public static final int MINIMUM_JOBS_IN_FIRST_WINDOW = 100;
    /** Windows searched for the first busy one: the first 60 days of a trace. */
    private static final int MAXIMUM_FIRST_WINDOW = 30;
    private static final int MAXIMUM_GENERATED_JOBS = 1_000_000;

    /**
     * One resource's windows: {@code firstWindow} is k of the window replica 0 replays; {@code standInFit} says how
     * a stand-in's Lublin99 jobs were fitted, null for a trace (and for {@link #synthetic}'s other resources).
     */
    public record SiteWindows(Table2Resource resource, int firstWindow, List<List<Job>> windows,
                              Lublin99StandIn.Fit standInFit) {

        /** The offered load of replica 0's window, {@code windowSeconds} long: see {@link #offeredLoad}. */
        public double offeredLoad(long windowSeconds) {
            return FederationWorkload.offeredLoad(windows.get(0), resource.processors(), windowSeconds);
        }
    }

    private final List<SiteWindows> sites;

    private FederationWorkload(List<SiteWindows> sites) {
        this.sites = List.copyOf(sites);
    }

    /**
     * Reads the seven traces from {@code traceDirectory} and generates LANL Origin*: {@code replicas} windows
     * per resource, each {@code windowSeconds} long (two days, or less for a quick run).
     */
    public static FederationWorkload load(Path traceDirectory, int replicas, long windowSeconds,
            RandomStreams streams) {
        List<SiteWindows> sites = new ArrayList<>();
        for (Table2Resource resource : Table2Resource.TABLE_2) {
            sites.add(resource.substituted() ? standIn(resource, replicas, windowSeconds, streams)
                    : windows(resource, traceJobs(traceDirectory.resolve(resource.traceFile()), resource), replicas,
                            windowSeconds, null));
        }
        return new FederationWorkload(sites);
    }

    /** Every resource on Lublin99 (no trace needed): for tests of the experiment machinery. */
    static FederationWorkload synthetic(int replicas, long windowSeconds, RandomStreams streams) {
        List<SiteWindows> sites = new ArrayList<>();
        for (Table2Resource resource : Table2Resource.TABLE_2) {
            sites.add(resource.substituted() ? standIn(resource, replicas, windowSeconds, streams)
                    : windows(resource, generated(resource, replicas, streams), replicas, windowSeconds, null));
        }
        return new FederationWorkload(sites);
    }

    /**
     * Offered load of a window: Σ processors × runtime / ({@code processors} × {@code windowSeconds}) over the jobs
     * submitted in it, runtimes as logged on the resource itself (a job running past the window counts in full).
     */
    public static double offeredLoad(List<Job> jobs, int processors, long windowSeconds) {
        double processorSeconds = 0;
        for (Job job : jobs) {
            processorSeconds += (double) job.processors() * job.runtimeSeconds();
        }
        return processorSeconds / ((double) processors * windowSeconds);
    }

    public List<SiteWindows> sites() {
        return sites;
    }

    /** Experiment 5's federation of {@code size} GFAs: member k is replica k / 8 of Table 2's row k mod 8. */
    public List<Federation.Member> members(int size) {
        List<Federation.Member> members = new ArrayList<>(size);
        for (int index = 0; index < size; index++) {
            members.add(site(index).resource().member(index / sites.size()));
        }
        return members;
    }

    /**
     * The jobs of the federation of {@code size} GFAs, each tagged with its member's name and renumbered
     * 1, 2, … in arrival order (ties: member order, then trace job number) so ids are unique across sites.
     */
    public List<Job> jobs(int size) {
        List<Tagged> tagged = new ArrayList<>();
        for (int index = 0; index < size; index++) {
            int replica = index / sites.size();
            SiteWindows site = site(index);
            if (replica >= site.windows().size()) {
                throw new IllegalArgumentException("only " + site.windows().size() + " windows were loaded");
            }
            String name = site.resource().replicaName(replica);
            for (Job job : site.windows().get(replica)) {
                tagged.add(new Tagged(index, job.toBuilder(job.id()).originSite(name).build()));
            }
        }
        tagged.sort(Comparator.comparingLong((Tagged entry) -> entry.job().submitSeconds())
                .thenComparingInt(Tagged::member).thenComparingLong(entry -> entry.job().id()));
        List<Job> renumbered = new ArrayList<>(tagged.size());
        for (Tagged entry : tagged) {
            renumbered.add(entry.job().withId(renumbered.size() + 1L));
        }
        return renumbered;
    }

    /** A job with the index of the member it is submitted to. */
    private record Tagged(int member, Job job) {
    }

    private SiteWindows site(int memberIndex) {
        return sites.get(memberIndex % sites.size());
    }

    private static List<Job> traceJobs(Path file, Table2Resource resource) {
        SwfTrace trace = SwfReader.read(file);
        long firstSubmit = trace.records().stream().mapToLong(SwfRecord::submitSeconds).min().orElse(0);
        List<Job> jobs = TraceJobs.from(trace, TraceFilter.keepAllThatRan(), EstimateSource.ACTUAL_RUNTIME,
                resource.name()).jobs();
        return shifted(jobs, firstSubmit);
    }

    /** LANL Origin*: Lublin99 fitted to Table 3's row, windows from the model's start (time 0). */
    private static SiteWindows standIn(Table2Resource resource, int replicas, long windowSeconds,
            RandomStreams streams) {
        Lublin99StandIn.Fitted fitted = Lublin99StandIn.generate(resource, Lublin99StandIn.Target.table3(resource),
                streams, (replicas + 1L) * TWO_DAYS_SECONDS);
        return windows(resource, fitted.jobs(), replicas, windowSeconds, fitted.fit());
    }

    /** Unfitted Lublin99 jobs (for {@link #synthetic}), enough to cover the windows the replicas need. */
    private static List<Job> generated(Table2Resource resource, int replicas, RandomStreams streams) {
        Lublin99Parameters adapted = Lublin99Parameters.TYPELESS.adaptedToCluster(resource.processors(),
                streams.stream("lublin99/" + resource.name() + "/adaptation"));
        long neededSeconds = (replicas + MAXIMUM_FIRST_WINDOW + 1L) * TWO_DAYS_SECONDS;
        for (int count = 4096; count <= MAXIMUM_GENERATED_JOBS; count *= 2) {
            List<Job> jobs = new Lublin99Generator(List.of(adapted), streams, resource.name()).generate(count);
            long first = jobs.get(0).submitSeconds();
            if (jobs.get(jobs.size() - 1).submitSeconds() - first >= neededSeconds) {
                return shifted(jobs, first);
            }
        }
        throw new IllegalStateException("Lublin99 did not cover " + neededSeconds + " s in "
                + MAXIMUM_GENERATED_JOBS + " jobs");
    }

    private static List<Job> shifted(List<Job> jobs, long originSeconds) {
        return jobs.stream().map(job -> job.toBuilder(job.id()).submitSeconds(job.submitSeconds() - originSeconds)
                .build()).toList();
    }

    private static SiteWindows windows(Table2Resource resource, List<Job> jobs, int replicas, long windowSeconds,
            Lublin99StandIn.Fit standInFit) {
        int first = 0;
        while (window(jobs, first, TWO_DAYS_SECONDS).size() < MINIMUM_JOBS_IN_FIRST_WINDOW) {
            if (++first > MAXIMUM_FIRST_WINDOW) {
                throw new IllegalStateException(resource.name() + " has no two-day window with "
                        + MINIMUM_JOBS_IN_FIRST_WINDOW + " jobs in its first " + 2 * MAXIMUM_FIRST_WINDOW + " days");
            }
        }
        List<List<Job>> windows = new ArrayList<>();
        for (int replica = 0; replica < replicas; replica++) {
            windows.add(window(jobs, first + replica, windowSeconds));
        }
        return new SiteWindows(resource, first, windows, standInFit);
    }

    /** Jobs submitted in [2k days, 2k days + length), moved so that the window starts at time 0. */
    private static List<Job> window(List<Job> jobs, int k, long lengthSeconds) {
        long start = k * TWO_DAYS_SECONDS;
        return jobs.stream().filter(job -> job.submitSeconds() >= start && job.submitSeconds() < start + lengthSeconds)
                .map(job -> job.toBuilder(job.id()).submitSeconds(job.submitSeconds() - start).build()).toList();
    }
}
