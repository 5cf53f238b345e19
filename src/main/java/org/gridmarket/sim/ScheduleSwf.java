package org.gridmarket.sim;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.workload.SwfRecord;
import org.gridmarket.core.workload.SwfWriter;

/**
 * Writes a replayed schedule in the Standard Workload Format, through the project's one {@link SwfWriter} (and
 * readable by its {@link org.gridmarket.core.workload.SwfReader}): one line per job, in report order, with the
 * replay's own submit, wait and run times and the processors it held. Fields the replay does not know (CPU time,
 * memory, user, group, executable, queue, preceding job, think time) are -1, as the standard prescribes. The job's
 * site is its partition (1-based, in the order the sites were given; the header names each). Status: 1 completed,
 * 0 killed at its estimate (the standard's "failed"), 5 rejected (cancelled before it ran; wait, runtime and
 * allocated processors -1). The header says what was replayed and holds no date, so the same run writes the same
 * bytes. Cost O(jobs), streamed: records are converted one at a time.
 */
public final class ScheduleSwf {

    private static final int STATUS_COMPLETED = 1;

    private ScheduleSwf() {
    }

    /** The file {@code --out DIR} gets: {@code DIR/<trace>.swf}, the workload's name without .swf or .swf.gz. */
    public static Path defaultFile(Path outDirectory, String workloadDescription) {
        String name = workloadDescription.replaceFirst("\\.swf(\\.gz)?$", "").replaceAll("[^A-Za-z0-9._-]", "-");
        return outDirectory.resolve(name + ".swf");
    }

    /**
     * The schedule of one {@code simulate} run: to {@code file}, or to {@link #defaultFile} in {@code outDirectory}
     * when {@code file} is null; {@code input} is the replayed trace's path (null for a generated workload).
     */
    public static void write(Path file, Path outDirectory, Path input, RunDescription run, List<Site> sites,
            long jobs, String version, Iterable<ReplayedJob> records) {
        write(file != null ? file : defaultFile(outDirectory, run.workload()), input,
                header(run, sites, jobs, version), sites, records);
    }

    /**
     * Writes the schedule to {@code file}; refuses (IllegalArgumentException) to overwrite {@code input}, the
     * trace that was replayed, when it is the same file.
     */
    public static void write(Path file, Path input, List<String> header, List<Site> sites,
            Iterable<ReplayedJob> records) {
        try {
            if (input != null && Files.exists(file) && Files.exists(input) && Files.isSameFile(file, input)) {
                throw new IllegalArgumentException("the schedule would overwrite the replayed trace " + input
                        + "; choose another file with --swf-out");
            }
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot check " + file, failure);
        }
        Map<String, Integer> partitions = new HashMap<>();
        for (int index = 0; index < sites.size(); index++) {
            partitions.putIfAbsent(sites.get(index).name(), index + 1);
        }
        SwfWriter.write(file, header, () -> new Iterator<>() {
            private final Iterator<ReplayedJob> jobs = records.iterator();

            @Override
            public boolean hasNext() {
                return jobs.hasNext();
            }

            @Override
            public SwfRecord next() {
                ReplayedJob job = jobs.next();
                return record(job, partitions.getOrDefault(job.site(), -1));
            }
        });
    }

    /** The SWF line of one replayed job; {@code partition} is its site's 1-based number. */
    public static SwfRecord record(ReplayedJob job, int partition) {
        boolean ran = job.ran();
        int status = switch (job.state()) {
            case COMPLETED -> STATUS_COMPLETED;
            case KILLED -> SwfRecord.STATUS_FAILED;
            default -> SwfRecord.STATUS_CANCELLED;
        };
        return new SwfRecord(job.jobId(), job.submitSeconds(), ran ? job.waitSeconds() : -1,
                ran ? job.runSeconds() : -1, ran ? job.processors() : -1, -1, -1, job.processors(),
                job.estimateSeconds(), -1, status, -1, -1, -1, -1, partition, -1, -1);
    }

    /**
     * Header lines (without the leading ';'), in the standard's "Key: value" form: what was replayed, on which
     * sites, with which policy, seed and version; no date.
     */
    public static List<String> header(RunDescription run, List<Site> sites, long jobs, String version) {
        List<String> lines = new ArrayList<>();
        lines.add(" Version: 2.2");
        lines.add(" Computer: gridmarket simulate, a replayed schedule");
        lines.add(" Conversion: written by " + version);
        lines.add(" Note: replay of " + run.workload() + " under policy " + run.policy() + ", overrun "
                + run.overrunRule() + ", estimates " + run.estimateSource() + ", " + run.cancelledJobRule()
                + ", seed " + run.seed());
        lines.add(" Note: wait and runtime are the replay's; status 1 completed, 0 killed at its estimate, "
                + "5 rejected (never ran)");
        lines.add(" MaxJobs: " + jobs);
        lines.add(" MaxRecords: " + jobs);
        lines.add(" MaxProcs: " + sites.stream().mapToLong(Site::processors).sum());
        lines.add(" MaxPartitions: " + sites.size());
        for (int index = 0; index < sites.size(); index++) {
            Site site = sites.get(index);
            double mips = site.mipsPerProcessor();
            lines.add(String.format(Locale.ROOT, " Partition: %d %s, %d processors at %s MIPS", index + 1,
                    site.name(), site.processors(), mips == Math.rint(mips) ? Long.toString((long) mips)
                            : Double.toString(mips)));
        }
        return lines;
    }
}
