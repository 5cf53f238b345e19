package org.gridmarket.app.jobs.persistence;

import java.util.ArrayList;
import java.util.List;

/**
 * A job's runs started or ended since the journal last wrote the job (table {@code job_runs}), oldest first. A
 * site's processors are busy exactly during its jobs' runs: a lease preempted by a local job (seed 001 §4.2) ends
 * its run when it is preempted and starts a new one when it resumes, on its site or, migrated, on another one.
 * The job's own first start and final end span the waits between runs, so they cannot say when it was busy.
 */
public final class RunChanges {
    /** A run starting ({@code starts}) or ending at {@code atSeconds}, holding {@code processors} of a site. */
    public record Change(boolean starts, long siteId, int processors, long atSeconds) {
    }

    private final List<Change> changes = new ArrayList<>();

    void starts(long siteId, int processors, long atSeconds) {
        changes.add(new Change(true, siteId, processors, atSeconds));
    }

    void ends(long siteId, int processors, long atSeconds) {
        changes.add(new Change(false, siteId, processors, atSeconds));
    }

    /** The changes since the last call, oldest first. */
    List<Change> take() {
        List<Change> taken = List.copyOf(changes);
        changes.clear();
        return taken;
    }

    RunChanges copy() {
        RunChanges copy = new RunChanges();
        copy.changes.addAll(changes);
        return copy;
    }
}
