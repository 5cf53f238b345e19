package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Stored sites and jobs the engine could not restore, jobs whose writes the database refused (a stored row
 * holds one of their ledger ids, say; see {@link LiveEngine}), and why. A rebuild that fails on one of them
 * leaves it out and runs again without it, so nothing stored can keep the engine from serving everyone else; an admin
 * sees the list ({@code GET /api/admin/engine/quarantine}) and decides what to do. The list lives as long as
 * the process: a restart tries every site and job again (and quarantines again whatever still fails), so a
 * fixed cause needs no clean-up. A quarantined site takes no jobs; a quarantined job keeps its row and hold
 * as they were.
 */
@ApplicationScoped
public class EngineQuarantine {
    private static final org.jboss.logging.Logger LOG = org.jboss.logging.Logger.getLogger(EngineQuarantine.class);
    /** What was left out. */
    public enum Kind { SITE, JOB }

    /** One site or job left out of the engine: why, and since when (wall time). */
    public record Entry(Kind kind, long id, String reason, Instant since) {
    }

    private record Key(Kind kind, long id) {
    }

    private final Map<Key, Entry> entries = new ConcurrentHashMap<>();

    /** Leaves site or job {@code id} out from now on; the first reason and time are kept. */
    void add(Kind kind, long id, String reason) {
        entries.putIfAbsent(new Key(kind, id), new Entry(kind, id, reason, Instant.now()));
    }

    /** Leaves out what {@code failure} names, and says so in the log. */
    void leaveOut(RestoreFailure failure) {
        add(failure.kind(), failure.id(), failure.reason());
        LOG.warn(failure.getMessage() + "; quarantined (see GET /api/admin/engine/quarantine), the engine runs "
                + "without it", failure.getCause());
    }

    /** Empties the list, as a restart finds it (tests of what a restart does). */
    void clear() {
        entries.clear();
    }

    boolean holds(Kind kind, long id) {
        return entries.containsKey(new Key(kind, id));
    }

    /**
     * Runs {@code restore} unless site or job {@code id} is quarantined; its failure becomes a
     * {@link RestoreFailure} naming it.
     */
    void restoreUnlessHeld(Kind kind, long id, Runnable restore) {
        if (holds(kind, id)) {
            return;
        }
        try {
            restore.run();
        } catch (RuntimeException failure) {
            throw new RestoreFailure(kind, id, failure);
        }
    }

    /** Everything left out, sites first, then by id. */
    public List<Entry> entries() {
        return entries.values().stream().sorted(Comparator.comparing(Entry::kind).thenComparingLong(Entry::id)).toList();
    }

    /**
     * A site or job that could not be restored, or a site whose scheduled event failed ({@link SiteEvents}):
     * thrown out of a rebuild or a turn, which then runs again without it.
     */
    static final class RestoreFailure extends RuntimeException {
        private final Kind kind;
        private final long id;

        RestoreFailure(Kind kind, long id, RuntimeException cause) {
            this(kind, id, "could not be restored", cause);
        }

        /** {@code what}: what went wrong with it, e.g. "failed in a scheduled event". */
        RestoreFailure(Kind kind, long id, String what, RuntimeException cause) {
            super(kind.name().toLowerCase(java.util.Locale.ROOT) + " " + id + " " + what + ": " + cause, cause);
            this.kind = kind;
            this.id = id;
        }

        Kind kind() {
            return kind;
        }

        long id() {
            return id;
        }

        /** The reason an admin reads: the database's refusal, else the cause's type and message. */
        String reason() {
            RefusedWrite refused = RefusedWrite.in(getCause());
            if (refused != null) {
                return refused.reason();
            }
            Throwable cause = getCause();
            return cause.getClass().getSimpleName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage());
        }
    }
}
