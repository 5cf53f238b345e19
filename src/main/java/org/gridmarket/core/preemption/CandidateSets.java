package org.gridmarket.core.preemption;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.TreeSet;
import org.gridmarket.core.profile.FreeSteps;

/**
 * Seed 001 §2.1, Eq. (1)–(2): every <em>minimal</em> candidate set for a local request of v(R) processors over
 * [t1, t2) — sets of eligible leases whose removal leaves at least v(R) processors free at every instant of the
 * window, none of whose members could be left out. We count processors (Fig. 2 counts nodes).
 *
 * <p>The window is cut into segments at every change of the free profile and every lease boundary; a segment
 * short of processors has a deficit, and a set covers the request when its leases make up every deficit.
 * Enumeration is depth-first over leases by ascending id, taking a lease before leaving it out, so sets come
 * out in lexicographic order of their ids. Two prunes keep it small: a lease is taken only if it adds to a
 * segment still short, and a branch stops once the leases left cannot make up some deficit. It stops at
 * {@code cap} sets (default 4,096) or after 64 × cap search nodes, and says so through {@link #capped()}.
 * Cost: O(n · S) to build for n leases and S segments, then O(S) per search node.
 */
public final class CandidateSets {

    /** K, the default limit on enumerated sets per decision. */
    public static final int DEFAULT_CAP = 4_096;

    private static final int NODES_PER_SET = 64;

    private final List<CandidateSet> sets;
    private final boolean capped;

    private CandidateSets(List<CandidateSet> sets, boolean capped) {
        this.sets = List.copyOf(sets);
        this.capped = capped;
    }

    /** {@link #enumerate(FreeSteps, int, long, long, List, int)} with K = {@link #DEFAULT_CAP}. */
    public static CandidateSets enumerate(FreeSteps free, int processors, long startSeconds, long endSeconds,
                                          List<PreemptableLease> leases) {
        return enumerate(free, processors, startSeconds, endSeconds, leases, DEFAULT_CAP);
    }

    /**
     * The minimal candidate sets for a request of {@code processors} over [start, end), given the profile's
     * free processors (with every eligible lease still in it) and the eligible leases. Leases that hold nothing
     * inside the window are ignored. A request that already fits has one minimal set: the empty one.
     */
    public static CandidateSets enumerate(FreeSteps free, int processors, long startSeconds, long endSeconds,
                                          List<PreemptableLease> leases, int cap) {
        if (processors <= 0 || endSeconds <= startSeconds || cap <= 0 || startSeconds < free.startSeconds()[0]) {
            throw new IllegalArgumentException("bad request: " + processors + " processors over [" + startSeconds
                    + ", " + endSeconds + "), cap " + cap);
        }
        List<PreemptableLease> inWindow = new ArrayList<>();
        for (PreemptableLease lease : leases) {
            if (lease.startSeconds() < endSeconds && lease.endSeconds() > startSeconds) {
                inWindow.add(lease);
            }
        }
        inWindow.sort(Comparator.comparingLong(PreemptableLease::id));
        Search search = new Search(free, processors, startSeconds, endSeconds, inWindow, cap);
        search.run(0);
        return new CandidateSets(search.found, search.capped);
    }

    /** All sets found, in enumeration order (ids lexicographic). */
    public List<CandidateSet> sets() {
        return sets;
    }

    /** Whether the enumeration stopped at its limit, so better sets may exist. */
    public boolean capped() {
        return capped;
    }

    /** The depth-first search over one decision's segments. */
    private static final class Search {
        private final List<PreemptableLease> leases;
        private final int[] deficit;
        private final int[] coverage;
        private final int[][] leftToCover;
        private final int[] firstSegment;
        private final int[] endSegment;
        private final int cap;
        private final long nodeLimit;
        private final List<Integer> chosen = new ArrayList<>();
        private final List<CandidateSet> found = new ArrayList<>();
        private int shortSegments;
        private long nodes;
        private boolean capped;

        Search(FreeSteps free, int processors, long start, long end, List<PreemptableLease> leases, int cap) {
            this.leases = leases;
            this.cap = cap;
            this.nodeLimit = (long) NODES_PER_SET * cap;
            long[] bounds = bounds(free, start, end, leases);
            int segments = bounds.length - 1;
            deficit = new int[segments];
            coverage = new int[segments];
            for (int segment = 0; segment < segments; segment++) {
                deficit[segment] = Math.max(0, processors - freeAt(free, bounds[segment]));
                shortSegments += deficit[segment] > 0 ? 1 : 0;
            }
            firstSegment = new int[leases.size()];
            endSegment = new int[leases.size()];
            for (int index = 0; index < leases.size(); index++) {
                PreemptableLease lease = leases.get(index);
                firstSegment[index] = Arrays.binarySearch(bounds, Math.max(start, lease.startSeconds()));
                endSegment[index] = Arrays.binarySearch(bounds, Math.min(end, lease.endSeconds()));
            }
            leftToCover = new int[leases.size() + 1][segments];
            for (int index = leases.size() - 1; index >= 0; index--) {
                leftToCover[index] = leftToCover[index + 1].clone();
                for (int segment = firstSegment[index]; segment < endSegment[index]; segment++) {
                    leftToCover[index][segment] += leases.get(index).processors();
                }
            }
        }

        void run(int index) {
            if (capped || ++nodes > nodeLimit || found.size() >= cap) {
                capped = true;
                return;
            }
            if (shortSegments == 0) {
                recordIfMinimal();
                return;
            }
            if (index == leases.size() || !coverable(index)) {
                return;
            }
            if (helps(index)) {
                take(index, 1);
                chosen.add(index);
                run(index + 1);
                chosen.remove(chosen.size() - 1);
                take(index, -1);
            }
            run(index + 1);
        }

        private boolean coverable(int index) {
            for (int segment = 0; segment < deficit.length; segment++) {
                if (coverage[segment] + leftToCover[index][segment] < deficit[segment]) {
                    return false;
                }
            }
            return true;
        }

        private boolean helps(int index) {
            for (int segment = firstSegment[index]; segment < endSegment[index]; segment++) {
                if (coverage[segment] < deficit[segment]) {
                    return true;
                }
            }
            return false;
        }

        private void take(int index, int sign) {
            int processors = sign * leases.get(index).processors();
            for (int segment = firstSegment[index]; segment < endSegment[index]; segment++) {
                boolean wasShort = coverage[segment] < deficit[segment];
                coverage[segment] += processors;
                boolean isShort = coverage[segment] < deficit[segment];
                shortSegments += (isShort ? 1 : 0) - (wasShort ? 1 : 0);
            }
        }

        /** Minimal (Eq. 1 read as "no member is redundant"): every member is needed by some segment. */
        private void recordIfMinimal() {
            List<Long> ids = new ArrayList<>();
            int processors = 0;
            double overhead = 0;
            for (int index : chosen) {
                if (!needed(index)) {
                    return;
                }
                PreemptableLease lease = leases.get(index);
                ids.add(lease.id());
                processors += lease.processors();
                overhead += lease.overheadSeconds();
            }
            found.add(new CandidateSet(ids, processors, overhead));
        }

        private boolean needed(int index) {
            int processors = leases.get(index).processors();
            for (int segment = firstSegment[index]; segment < endSegment[index]; segment++) {
                if (coverage[segment] - processors < deficit[segment]) {
                    return true;
                }
            }
            return false;
        }

        private static long[] bounds(FreeSteps free, long start, long end, List<PreemptableLease> leases) {
            TreeSet<Long> bounds = new TreeSet<>(List.of(start, end));
            for (long stepStart : free.startSeconds()) {
                if (stepStart > start && stepStart < end) {
                    bounds.add(stepStart);
                }
            }
            for (PreemptableLease lease : leases) {
                bounds.add(Math.max(start, lease.startSeconds()));
                bounds.add(Math.min(end, lease.endSeconds()));
            }
            return bounds.stream().mapToLong(Long::longValue).toArray();
        }

        private static int freeAt(FreeSteps free, long timeSeconds) {
            int index = Arrays.binarySearch(free.startSeconds(), timeSeconds);
            return free.freeProcessors()[index >= 0 ? index : -index - 2];
        }
    }
}
