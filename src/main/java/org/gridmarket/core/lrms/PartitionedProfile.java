package org.gridmarket.core.lrms;

import java.util.List;
import org.gridmarket.core.lrms.PartitionedScheduler.Partition;
import org.gridmarket.core.profile.AvailabilityProfile;
import org.gridmarket.core.profile.FreeTimeSlot;

/**
 * The availability of a site split into a local and a grid partition (seed 000 §4.2, after Lawson and
 * Smirni): one {@link AvailabilityProfile} per partition, each holding what its own jobs and the jobs that
 * borrowed from it have taken. A job takes processors of its own partition first and borrows the rest from
 * the other partition's free processors, the same count over its whole interval (processors do not change
 * hands while a job runs). Because borrowing takes only what the other profile shows as free, it can never
 * move a reservation already in that profile: borrowing delays none of the other partition's reservations.
 *
 * <p>A partition may have no processors at all (EbMf hands the whole site to local jobs when the forecast
 * says it is fully loaded); it then has no profile and offers nothing to borrow.
 *
 * <p>Costs, with n entries per profile and k the entries inside a job's interval: {@link #fitAt}
 * O(log p · log n) (a binary search over the processors its own partition can give, each step an O(log n)
 * descent of the profile's tree), {@link #earliestStart} O(c · log p · log n) plus O(log n) per blocked stretch
 * its jumps pass over, c being the candidate starts it tries (usually one or two): nothing is copied.
 */
final class PartitionedProfile {

    /**
     * What one job holds: {@code ownProcessors} of partition {@code own} and {@code borrowedProcessors} of the
     * other partition over [start, end).
     */
    record Hold(Partition own, long startSeconds, long endSeconds, int ownProcessors, int borrowedProcessors) {

        int processors() {
            return ownProcessors + borrowedProcessors;
        }

        /** The same split from {@code fromSeconds} on (a finished job's unused tail). */
        Hold from(long fromSeconds) {
            return new Hold(own, fromSeconds, endSeconds, ownProcessors, borrowedProcessors);
        }
    }

    private final int[] capacity = new int[2];
    private final AvailabilityProfile[] profiles = new AvailabilityProfile[2];

    PartitionedProfile(int localProcessors, int gridProcessors, long originSeconds) {
        if (localProcessors < 0 || gridProcessors < 0 || localProcessors + gridProcessors == 0) {
            throw new IllegalArgumentException("partitions of " + localProcessors + " and " + gridProcessors);
        }
        capacity[Partition.LOCAL.ordinal()] = localProcessors;
        capacity[Partition.GRID.ordinal()] = gridProcessors;
        for (Partition partition : Partition.values()) {
            int processors = capacity[partition.ordinal()];
            profiles[partition.ordinal()] = processors == 0 ? null : new AvailabilityProfile(processors, originSeconds);
        }
    }

    int capacity(Partition partition) {
        return capacity[partition.ordinal()];
    }

    int freeAt(Partition partition, long timeSeconds) {
        AvailabilityProfile profile = profiles[partition.ordinal()];
        return profile == null ? 0 : profile.freeProcessorsAt(timeSeconds);
    }

    /**
     * The hold a job of partition {@code own} would take over [start, start + duration): as many of its own
     * processors as stay free, the rest borrowed; null when the two together do not suffice.
     */
    Hold fitAt(Partition own, long startSeconds, int processors, long durationSeconds) {
        if (freeAt(own, startSeconds) + freeAt(own.other(), startSeconds) < processors) {
            return null;
        }
        int fromOwn = Math.min(processors, minimumFree(own, startSeconds, durationSeconds, processors));
        int borrowed = processors - fromOwn;
        if (borrowed > 0 && minimumFree(own.other(), startSeconds, durationSeconds, borrowed) < borrowed) {
            return null;
        }
        return new Hold(own, startSeconds, startSeconds + durationSeconds, fromOwn, borrowed);
    }

    /**
     * The earliest start not before {@code notBeforeSeconds} at which own and borrowed processors together
     * fit for {@code durationSeconds}, found in place by jumps over both profiles (no copy of their tails).
     * A start t fits when own(t) + other(t) ≥ processors, own(t) and other(t) being each partition's
     * processors free throughout [t, t + duration). For any a, a later start t' can fit only if own(t') ≥ a + 1
     * or other(t') ≥ processors − a; with own(t) ≤ a &lt; processors − other(t) neither holds at t itself, so
     * the earlier of the two profiles' earliest starts for a + 1 and for processors − a processors
     * ({@link AvailabilityProfile#earliestStart}, O(log n) per blocked stretch) is a later lower bound of the
     * answer. We take a = the own processors free at t when the processors free at t fall short (an O(log n)
     * check), else a = own(t) exactly ({@link #minimumFree}), after checking whether t fits. The candidates
     * rise strictly and never pass the answer, so the first that fits is the earliest; after the last change
     * point both partitions are wholly free, so an answer exists for any job no larger than the site.
     */
    long earliestStart(Partition own, int processors, long durationSeconds, long notBeforeSeconds) {
        if (processors > capacity[0] + capacity[1]) {
            throw new IllegalArgumentException(processors + " processors on partitions of " + capacity[0] + " and "
                    + capacity[1]);
        }
        long candidate = notBeforeSeconds;
        while (true) {
            int fromOwn = freeAt(own, candidate);
            if (fromOwn + freeAt(own.other(), candidate) >= processors) {
                fromOwn = minimumFree(own, candidate, durationSeconds, processors);
                int needed = processors - fromOwn;
                if (needed == 0 || fitsAlone(own.other(), candidate, needed, durationSeconds)) {
                    return candidate;
                }
            }
            long next = Math.min(earliestWith(own, fromOwn + 1, durationSeconds, candidate),
                    earliestWith(own.other(), processors - fromOwn, durationSeconds, candidate));
            if (next <= candidate || next == Long.MAX_VALUE) {
                throw new IllegalStateException("no later start than " + candidate + " for " + processors
                        + " processors: the last step of both partitions is not wholly free");
            }
            candidate = next;
        }
    }

    /** Takes a hold computed by {@link #fitAt}; fails without change if it no longer fits. */
    void reserve(Hold hold) {
        adjust(hold, true);
    }

    void release(Hold hold) {
        adjust(hold, false);
    }

    /** Free time slots of one partition over [from, horizon) (seed 000 §4.1, Fig. 2b); none if it is empty. */
    List<FreeTimeSlot> freeTimeSlots(Partition partition, long fromSeconds, long horizonSeconds) {
        AvailabilityProfile profile = profiles[partition.ordinal()];
        return profile == null ? List.of() : profile.freeTimeSlots(fromSeconds, horizonSeconds);
    }

    void discardBefore(long timeSeconds) {
        for (AvailabilityProfile profile : profiles) {
            if (profile != null) {
                profile.discardBefore(timeSeconds);
            }
        }
    }

    private void adjust(Hold hold, boolean take) {
        if (hold.endSeconds() <= hold.startSeconds()) {
            return;
        }
        change(hold.own(), hold, hold.ownProcessors(), take);
        try {
            change(hold.own().other(), hold, hold.borrowedProcessors(), take);
        } catch (IllegalStateException | IllegalArgumentException refused) {
            change(hold.own(), hold, hold.ownProcessors(), !take);
            throw refused;
        }
    }

    private void change(Partition partition, Hold hold, int processors, boolean take) {
        if (processors == 0) {
            return;
        }
        AvailabilityProfile profile = profiles[partition.ordinal()];
        if (profile == null) {
            throw new IllegalStateException("partition " + partition + " has no processors to give " + hold);
        }
        if (take) {
            profile.reserve(hold.startSeconds(), hold.endSeconds(), processors);
        } else {
            profile.release(hold.startSeconds(), hold.endSeconds(), processors);
        }
    }

    /**
     * The processors of {@code partition} free throughout [start, start + duration), looked for only up to
     * {@code enough}: a binary search over {@link AvailabilityProfile#canStartAt}.
     */
    private int minimumFree(Partition partition, long startSeconds, long durationSeconds, int enough) {
        AvailabilityProfile profile = profiles[partition.ordinal()];
        if (profile == null) {
            return 0;
        }
        int high = Math.min(enough, profile.freeProcessorsAt(startSeconds));
        if (high == 0 || profile.canStartAt(startSeconds, high, durationSeconds)) {
            return high;
        }
        int low = 0;
        while (high - low > 1) {
            int middle = (low + high) >>> 1;
            if (profile.canStartAt(startSeconds, middle, durationSeconds)) {
                low = middle;
            } else {
                high = middle;
            }
        }
        return low;
    }

    /** Whether {@code partition} alone has {@code processors} free over [start, start + duration). */
    private boolean fitsAlone(Partition partition, long startSeconds, int processors, long durationSeconds) {
        AvailabilityProfile profile = profiles[partition.ordinal()];
        return profile != null && processors <= capacity[partition.ordinal()]
                && profile.canStartAt(startSeconds, processors, durationSeconds);
    }

    /**
     * The earliest start not before {@code notBeforeSeconds} at which {@code partition} alone has
     * {@code processors} free for {@code durationSeconds}; {@link Long#MAX_VALUE} when it has fewer processors.
     */
    private long earliestWith(Partition partition, int processors, long durationSeconds, long notBeforeSeconds) {
        AvailabilityProfile profile = profiles[partition.ordinal()];
        if (profile == null || processors > capacity[partition.ordinal()]) {
            return Long.MAX_VALUE;
        }
        return profile.earliestStart(processors, durationSeconds, notBeforeSeconds);
    }
}
