package org.gridmarket.app.jobs.persistence;

import java.util.ArrayList;
import java.util.List;

/**
 * A turn's runs (table {@code job_runs}): the {@link RunChanges} of the jobs it wrote, folded into runs to insert
 * and ends of runs that earlier turns started. A run that starts and ends in one turn is inserted ended.
 */
public final class JobRuns {
    /** A run of job {@code jobId} on {@code siteId}: {@code processors} from started to ended (null: running). */
    public record Run(long jobId, long siteId, int processors, long startedAtSeconds, Long endedAtSeconds) {
    }

    /** The end at {@code endedAtSeconds} of job {@code jobId}'s run that an earlier turn started. */
    public record End(long jobId, long endedAtSeconds) {
    }

    private final List<Run> started = new ArrayList<>();
    private final List<End> ended = new ArrayList<>();

    /** Adds job {@code jobId}'s {@code changes}, oldest first. */
    public void add(long jobId, List<RunChanges.Change> changes) {
        Run open = null;
        for (RunChanges.Change change : changes) {
            if (open != null) { // a start always follows an end, so a change after a start ends that run
                started.add(new Run(jobId, open.siteId(), open.processors(), open.startedAtSeconds(),
                        change.atSeconds()));
                open = null;
                if (!change.starts()) {
                    continue;
                }
            }
            if (change.starts()) {
                open = new Run(jobId, change.siteId(), change.processors(), change.atSeconds(), null);
            } else {
                ended.add(new End(jobId, change.atSeconds()));
            }
        }
        if (open != null) {
            started.add(open);
        }
    }

    /** The runs to insert (those ended in the same turn with their end). */
    public List<Run> started() {
        return List.copyOf(started);
    }

    /** The ends of runs started before the turn (write these before inserting {@link #started()}). */
    public List<End> ended() {
        return List.copyOf(ended);
    }

    public boolean isEmpty() {
        return started.isEmpty() && ended.isEmpty();
    }
}
