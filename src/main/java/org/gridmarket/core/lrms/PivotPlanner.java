package org.gridmarket.core.lrms;

import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.gridmarket.core.profile.AvailabilityProfile;
import org.gridmarket.core.profile.FreeChange;

/**
 * {@link LocalScheduler}'s pivots (the waiting jobs that hold a reservation): placing one at its earliest start,
 * compressing them after an early release and starting those that are due (cycle step 1), and planning them
 * again around the extensions of overrunning jobs (step 0). It works on the scheduler's own profile and maps,
 * and touches only the pivots whose start can change; what changes and in which order is exactly what
 * re-planning every pivot would give (issue 24; {@code LocalSchedulerEquivalenceProperties} checks it).
 *
 * <p>Two facts decide which pivots can be left alone, with P pivots and n profile entries:
 * <ul>
 *   <li>No pivot starts before {@link #startBound} (a lower bound kept on every placement), so a cycle
 *       without an early release and with no pivot due now does not visit them: O(1). After an early release
 *       every unpinned pivot is re-planned as before (an unmovable one leaves the profile untouched).</li>
 *   <li>The <em>list schedule</em>: after an overrun step, each pivot holds the earliest start it gets when
 *       the pivots are planned one by one in arrival order around the running jobs (each ignoring the pivots
 *       after it), which is what the full re-plan computes. Starting jobs, new pivots at the end of the queue
 *       and due pivots starting only take space, so this holds until something gives space back (an early
 *       end, a withdrawal, a compression, a restore or a preemption: {@link #forget}). While it holds, an
 *       overrun step re-plans a pivot only if its reservation overlaps an extension or if the step so far
 *       left more processors free than before somewhere a window ending before its old start could use
 *       ({@link FreeChange}), and searches only from there. A pivot that is re-planned ignores the pivots
 *       after it as the full re-plan does: those holding time inside the window it searches are released
 *       first and re-planned at their turn. Cost: O(P) integer work plus O(log n) per blocked stretch for
 *       each pivot re-planned. When the list schedule does not hold, every pivot is checked, as before.</li>
 * </ul>
 * Moving a pivot costs what the full re-plan paid for it; what is saved is the work on pivots that stay.
 */
final class PivotPlanner {

    private final LocalScheduler scheduler;
    private final AvailabilityProfile profile;
    private final Map<Long, SiteJob> pivots;
    private final Set<Long> pinned;
    private final SchedulerListener listener;
    /** What the current overrun step has changed so far, seen from the next pivot (see replanAround). */
    private final FreeChange freed = new FreeChange();
    /** Whether the pivots hold the list schedule (see the class comment). */
    private boolean listSchedule = true;
    /** No pivot starts before this. */
    private long startBound = Long.MAX_VALUE;

    PivotPlanner(LocalScheduler scheduler, AvailabilityProfile profile, Map<Long, SiteJob> pivots,
                 Set<Long> pinned, SchedulerListener listener) {
        this.scheduler = scheduler;
        this.profile = profile;
        this.pivots = pivots;
        this.pinned = pinned;
        this.listener = listener;
    }

    /**
     * Something gave space back or placed a pivot other than at its earliest start: the next compression or
     * overrun step checks every pivot. O(1).
     */
    void forget() {
        listSchedule = false;
        startBound = Long.MIN_VALUE;
    }

    /**
     * Takes the earliest start not before {@code notBefore} for a job that holds no reservation, tells the
     * listener if it moved. O(log n) per blocked stretch before the start found.
     */
    void reserveEarliest(SiteJob job, long notBefore, long now) {
        place(job, profile.earliestStart(job.processors(), job.segmentSeconds(), notBefore), now);
    }

    /**
     * Step 1: after an early release ({@code compress}), each unpinned pivot in arrival order gives back its
     * reservation and takes the earliest start (the same or earlier); pivots due now start. Without an early
     * release and with no pivot due, O(1); otherwise O(P) plus the re-plans.
     */
    void compress(long now, boolean compress) {
        if (!compress && startBound > now) {
            return;
        }
        long bound = Long.MAX_VALUE;
        for (Iterator<SiteJob> iterator = pivots.values().iterator(); iterator.hasNext(); ) {
            SiteJob pivot = iterator.next();
            if (compress && (pinned.isEmpty() || !pinned.contains(pivot.id()))) {
                profile.release(pivot.plannedStartSeconds(), pivot.plannedEndSeconds(), pivot.processors());
                reserveEarliest(pivot, now, now);
            }
            if (pivot.plannedStartSeconds() < now) {
                throw new IllegalStateException("pivot missed its start: " + pivot + " at " + now);
            }
            if (pivot.plannedStartSeconds() == now) {
                iterator.remove();
                pinned.remove(pivot.id());
                scheduler.start(pivot, now);
            } else {
                bound = Math.min(bound, pivot.plannedStartSeconds());
            }
        }
        startBound = bound;
    }

    /**
     * Step 0's re-plan: the same starts as releasing every pivot, reserving the {@code extensions}
     * ({start, end, processors} each, in order) and taking each pivot's earliest start again in arrival order
     * (a pinned one not before its agreed start), with the same listener calls in the same order. See the
     * class comment for which pivots are re-planned.
     */
    void replanAround(long now, List<long[]> extensions) {
        SiteJob[] order = pivots.values().toArray(new SiteJob[0]);
        int size = order.length;
        long from = Long.MAX_VALUE;
        long to = Long.MIN_VALUE;
        for (long[] extension : extensions) {
            from = Math.min(from, extension[0]);
            to = Math.max(to, extension[1]);
        }
        boolean[] released = new boolean[size];
        for (int index = 0; index < size; index++) {
            if (order[index].plannedStartSeconds() < to && order[index].plannedEndSeconds() > from) {
                release(order[index]);
                released[index] = true;
            }
        }
        boolean checkAll = !listSchedule;
        freed.clear();
        for (long[] extension : extensions) {
            profile.reserve(extension[0], extension[1], (int) extension[2]);
            if (!checkAll) {
                freed.add(extension[0], extension[1], -(int) extension[2]);
            }
        }
        long[] laterStart = new long[size + 1];
        earliestLaterStarts(order, released, laterStart);
        for (int index = 0; index < size; index++) {
            SiteJob pivot = order[index];
            long oldStart = pivot.plannedStartSeconds();
            long oldEnd = pivot.plannedEndSeconds();
            boolean isPinned = !pinned.isEmpty() && pinned.contains(pivot.id());
            long notBefore = isPinned ? Math.max(now, oldStart) : now;
            long length = pivot.segmentSeconds();
            if (!isPinned && !checkAll) {
                // No window ending before the first point with more processors free than at the step's start
                // (and none before its old start) fits: the list schedule placed the pivot at its earliest.
                long firstFreed = freed.firstPositiveSeconds();
                notBefore = Math.max(now, Math.min(oldStart, firstFreed == Long.MAX_VALUE ? oldStart
                        : firstFreed - length + 1));
            }
            if (released[index]) {
                long start = profile.earliestStart(pivot.processors(), length, notBefore);
                if (start > notBefore && laterStart[index + 1] < start + length
                        && releaseLater(order, released, laterStart, index, notBefore, start + length)) {
                    start = profile.earliestStart(pivot.processors(), length, notBefore);
                }
                place(pivot, start, now);
            } else if (!isPinned && (checkAll || notBefore < oldStart)) {
                if (laterStart[index + 1] < oldStart) {
                    releaseLater(order, released, laterStart, index, notBefore, oldStart);
                }
                profile.release(oldStart, oldEnd, pivot.processors());
                reserveEarliest(pivot, notBefore, now);
            } else {
                continue;
            }
            if (!checkAll && pivot.plannedStartSeconds() != oldStart) {
                freed.add(oldStart, oldEnd, pivot.processors());
                freed.add(pivot.plannedStartSeconds(), pivot.plannedEndSeconds(), -pivot.processors());
            }
        }
        listSchedule = true;
    }

    /**
     * Releases every pivot after {@code index} not yet released whose reservation overlaps [from, before): the
     * only ones that can hide a window there from the pivot at {@code index}. Whether it released any.
     */
    private boolean releaseLater(SiteJob[] order, boolean[] released, long[] laterStart, int index, long from,
                                 long before) {
        boolean any = false;
        for (int later = index + 1; later < order.length; later++) {
            SiteJob pivot = order[later];
            if (!released[later] && pivot.plannedStartSeconds() < before && pivot.plannedEndSeconds() > from) {
                release(pivot);
                released[later] = true;
                any = true;
            }
        }
        if (any) {
            earliestLaterStarts(order, released, laterStart);
        }
        return any;
    }

    /** laterStart[i] = the earliest start of the unreleased pivots from i on (Long.MAX_VALUE if none). */
    private static void earliestLaterStarts(SiteJob[] order, boolean[] released, long[] laterStart) {
        laterStart[order.length] = Long.MAX_VALUE;
        for (int index = order.length - 1; index >= 0; index--) {
            long start = released[index] ? Long.MAX_VALUE : order[index].plannedStartSeconds();
            laterStart[index] = Math.min(start, laterStart[index + 1]);
        }
    }

    private void release(SiteJob pivot) {
        profile.release(pivot.plannedStartSeconds(), pivot.plannedEndSeconds(), pivot.processors());
    }

    private void place(SiteJob job, long start, long now) {
        profile.reserve(start, start + job.segmentSeconds(), job.processors());
        boolean moved = job.state() == SiteJobState.WAITING || job.plannedStartSeconds() != start;
        job.markReserved(start);
        startBound = Math.min(startBound, start);
        if (moved) {
            listener.jobReserved(scheduler.site(), job, start);
            scheduler.wakeUpAt(start, now);
        }
    }
}
