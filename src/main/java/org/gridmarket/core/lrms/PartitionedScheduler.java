package org.gridmarket.core.lrms;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.lrms.PartitionedProfile.Hold;
import org.gridmarket.core.profile.FreeTimeSlot;
import org.gridmarket.core.workload.Job;

/**
 * A site's LRMS with two resource partitions, local and grid (seed 000 §4.2, Fig. 2b): the scheduler behind
 * the provider policies CbM and EbMf (§6.3). Local users' jobs go to the local partition, jobs the gateway
 * hands over to the grid partition. Each partition has its own pivots (EASY with k pivots; conservative when
 * k is unbounded, §4.2: "setting the number of pivots to a large value, here represented by ∞"), and a job
 * that does not fit in its own partition borrows the other's idle processors, which never delays that
 * partition's reservations (see {@link PartitionedProfile}).
 *
 * <p>A scheduling cycle runs the steps of {@link LocalScheduler} over both partitions:
 * <ol start="0">
 *   <li>extend: under {@link OverrunRule#EXTEND_ESTIMATE} a job still running at its planned end holds one
 *       more step, and every pivot is re-planned around it;</li>
 *   <li>compress: after an early release each pivot, in the order it became one, gives back its hold and
 *       takes the earliest start (the same or earlier); pivots due now start;</li>
 *   <li>fill: waiting jobs in arrival order start now if own plus borrowed processors fit, or become pivots
 *       while their partition has fewer pivots than its limit.</li>
 * </ol>
 * {@link #resize} moves processors between the partitions (EbMf's forecast, §4.2): running jobs keep their
 * processors, then the pivots are planned again from now, local ones first ("backfill the jobs, starting
 * with the local jobs"). Departures from Lawson and Smirni as described in §4.2: the queue is in arrival
 * order (the paper's priorities are not defined), and FCFS is not offered (partitions backfill by design).
 *
 * <p>Costs per cycle: O(log P) per pivot due now ({@link PartitionedPivots}), or after an early release P
 * earliest starts for the P pivots to compress ({@link PartitionedProfile#earliestStart}, a few O(log n)
 * descents of the profiles each); plus, for W waiting jobs, an O(1) check against the processors free now and
 * a look at the profiles only for a job that could fit.
 */
public final class PartitionedScheduler {

    /** The two resource partitions of §4.2. */
    public enum Partition {
        /** The provider's own users' jobs. */
        LOCAL,
        /** Jobs handed over by the InterGrid gateway; its free time slots are what the provider publishes. */
        GRID;

        public Partition other() {
            return this == LOCAL ? GRID : LOCAL;
        }
    }

    private final Site site;
    private final SchedulerSettings settings;
    private final Timeline timeline;
    private final SchedulerListener listener;
    private final Map<Partition, Integer> maximumPivots = new EnumMap<>(Partition.class);
    private final Map<Long, Partition> partitionOf = new HashMap<>();
    private final Map<Long, Hold> holds = new HashMap<>();
    private final PartitionedPivots pivots = new PartitionedPivots();
    private final Map<Long, SiteJob> waiting = new LinkedHashMap<>();
    private final Map<Long, SiteJob> running = new LinkedHashMap<>();
    private final Set<Long> wakeUpSeconds = new HashSet<>();
    private final PriorityQueue<SiteJob> overrunning = new PriorityQueue<>(
            Comparator.comparingLong(SiteJob::plannedEndSeconds).thenComparingLong(SiteJob::id));
    private final PartitionedUsage usage;
    private PartitionedProfile profile;
    private boolean releasedEarly;

    /**
     * A site whose grid partition starts with {@code gridProcessors} of its processors; both partitions start
     * with the pivots of {@code settings}' policy, which must backfill.
     */
    public PartitionedScheduler(Site site, int gridProcessors, SchedulerSettings settings, Timeline timeline,
                                SchedulerListener listener) {
        if (!settings.policy().allowsBackfilling()) {
            throw new IllegalArgumentException("partitions borrow by backfilling; " + settings.policy().name()
                    + " does not backfill");
        }
        requireGridProcessors(site, gridProcessors);
        this.site = site;
        this.settings = settings;
        this.timeline = timeline;
        this.listener = listener;
        long now = now();
        this.profile = new PartitionedProfile(site.processors() - gridProcessors, gridProcessors, now);
        this.usage = new PartitionedUsage(now);
        for (Partition partition : Partition.values()) {
            maximumPivots.put(partition, settings.policy().maximumPivots());
        }
    }

    public Site site() {
        return site;
    }

    /** Accepts a job of {@code partition} now; one larger than the whole site is rejected at once. */
    public SiteJob submit(Partition partition, Job job, long runtimeSeconds, long estimateSeconds) {
        if (partitionOf.containsKey(job.id())) {
            throw new IllegalArgumentException("job " + job.id() + " was already submitted to " + site.name());
        }
        SiteJob entry = new SiteJob(job, runtimeSeconds, estimateSeconds, now());
        if (OversizedJobRule.rejects(site, entry, listener)) {
            return entry;
        }
        partitionOf.put(job.id(), partition);
        waiting.put(job.id(), entry);
        schedulingCycle();
        return entry;
    }

    /** Algorithm 1 lines 3, 5, 21, 23: the number of pivots of one partition ({@link Integer#MAX_VALUE} = ∞). */
    public void setMaximumPivots(Partition partition, int pivotsAllowed) {
        if (pivotsAllowed < 1) {
            throw new IllegalArgumentException("a partition needs at least one pivot: " + pivotsAllowed);
        }
        maximumPivots.put(partition, pivotsAllowed);
    }

    public int maximumPivots(Partition partition) {
        return maximumPivots.get(partition);
    }

    /** Algorithm 1 lines 4, 22, 24: "schedule / backfill jobs in the waiting queue" now. */
    public void schedule() {
        schedulingCycle();
    }

    /**
     * Gives the grid partition {@code gridProcessors} and the local partition the rest, from now on (§4.2).
     * Running jobs keep their processors (taking their own partition's first); pivots are planned again from
     * now, local ones first, so a pivot may move later than it was promised; then a cycle runs. The same size
     * again changes nothing but the cycle.
     */
    public void resize(int gridProcessors) {
        requireGridProcessors(site, gridProcessors);
        if (gridProcessors != profile.capacity(Partition.GRID)) {
            long now = now();
            profile.discardBefore(now);
            extendDue(now);
            replan(now, site.processors() - gridProcessors, gridProcessors, true);
        }
        schedulingCycle();
    }

    public int capacity(Partition partition) {
        return profile.capacity(partition);
    }

    /** Free time slots of one partition from now up to a horizon (§4.1; the grid partition's are published). */
    public List<FreeTimeSlot> freeTimeSlots(Partition partition, long horizonSeconds) {
        return profile.freeTimeSlots(partition, now(), horizonSeconds);
    }

    /** Processor-seconds run so far by the jobs of {@code partition}, own and borrowed processors alike. */
    public long processorSecondsRun(Partition partition) {
        return usage.processorSeconds(partition, now());
    }

    /** The partition a job was submitted to, or null when it never was. */
    public Partition partitionOf(long jobId) {
        return partitionOf.get(jobId);
    }

    /** Jobs running, holding a reservation and waiting here, in that order. */
    public List<SiteJob> jobs() {
        List<SiteJob> jobs = new ArrayList<>(running.values());
        jobs.addAll(pivots.view());
        jobs.addAll(waiting.values());
        return jobs;
    }

    public int queuedJobs() {
        return pivots.size() + waiting.size();
    }

    public int runningJobs() {
        return running.size();
    }

    /** What a reserved or running job holds of each partition now; null for any other job. */
    Hold holdOf(long jobId) {
        return holds.get(jobId);
    }

    private void schedulingCycle() {
        long now = now();
        profile.discardBefore(now);
        if (extendDue(now)) {
            replan(now, profile.capacity(Partition.LOCAL), profile.capacity(Partition.GRID), false);
        }
        compressPivots(now);
        fillFromWaiting(now);
    }

    /**
     * Step 1: move pivots earlier after an early release, each in turn, starting it if it is then due; without
     * an early release only the pivots due now start, in the order they became pivots.
     */
    private void compressPivots(long now) {
        if (!releasedEarly) {
            for (SiteJob pivot = pivots.pollDue(now); pivot != null; pivot = pivots.pollDue(now)) {
                start(pivot, now);
            }
            return;
        }
        releasedEarly = false;
        for (SiteJob pivot : pivots.inOrder()) {
            profile.release(holds.remove(pivot.id()));
            reserveEarliest(pivot, now);
            pivots.replanned(pivot);
            if (pivot.plannedStartSeconds() < now) {
                throw new IllegalStateException("pivot missed its start: " + pivot + " at " + now);
            }
            if (pivot.plannedStartSeconds() == now) {
                pivots.remove(pivot);
                start(pivot, now);
            }
        }
    }

    /**
     * Step 2: start waiting jobs that fit now around every hold, or make them pivots of their partition. The
     * processors free now in each partition are counted once and kept up to date as jobs start, so a job
     * wider than both together is passed over without a look at the profiles.
     */
    private void fillFromWaiting(long now) {
        int[] freeNow = freeNow(now);
        for (Iterator<SiteJob> iterator = waiting.values().iterator(); iterator.hasNext(); ) {
            SiteJob job = iterator.next();
            Partition partition = partitionOf.get(job.id());
            Hold hold = freeNow[0] + freeNow[1] < job.processors() ? null
                    : profile.fitAt(partition, now, job.processors(), job.estimateSeconds());
            if (hold != null) {
                iterator.remove();
                profile.reserve(hold);
                holds.put(job.id(), hold);
                freeNow[partition.ordinal()] -= hold.ownProcessors();
                freeNow[partition.other().ordinal()] -= hold.borrowedProcessors();
                start(job, now);
            } else if (pivots.count(partition) < maximumPivots.get(partition)) {
                iterator.remove();
                reserveEarliest(job, now);
                pivots.add(job, partition);
                freeNow = freeNow(now);
            } else if (freeNow[0] + freeNow[1] == 0 && pivotsFull()) {
                return; // nothing is free now and neither partition may take another pivot: the rest waits
            }
        }
    }

    /** The processors free now in the local and the grid partition, indexed by {@link Partition#ordinal}. */
    private int[] freeNow(long now) {
        return new int[] {profile.freeAt(Partition.LOCAL, now), profile.freeAt(Partition.GRID, now)};
    }

    private boolean pivotsFull() {
        return pivots.count(Partition.LOCAL) >= maximumPivots.get(Partition.LOCAL)
                && pivots.count(Partition.GRID) >= maximumPivots.get(Partition.GRID);
    }

    /** Takes the earliest start not before {@code notBefore} for a job holding nothing; tells the listener if it moved. */
    private void reserveEarliest(SiteJob job, long notBefore) {
        Partition partition = partitionOf.get(job.id());
        long segment = job.segmentSeconds();
        long start = profile.earliestStart(partition, job.processors(), segment, notBefore);
        Hold hold = profile.fitAt(partition, start, job.processors(), segment);
        profile.reserve(hold);
        holds.put(job.id(), hold);
        boolean moved = job.state() == SiteJobState.WAITING || job.plannedStartSeconds() != start;
        job.markReserved(start);
        if (moved) {
            listener.jobReserved(site, job, start);
            wakeUpAt(start, now());
        }
    }

    /** The job already holds [now, now + estimate). */
    private void start(SiteJob job, long now) {
        job.markRunning(now);
        running.put(job.id(), job);
        usage.started(partitionOf.get(job.id()), job.processors(), now);
        listener.jobStarted(site, job);
        long stop = job.stopSeconds(now, settings.overrunRule());
        boolean killed = stop < job.stopSeconds(now, OverrunRule.EXTEND_ESTIMATE);
        SiteJobState finalState = killed ? SiteJobState.KILLED : SiteJobState.COMPLETED;
        timeline.schedule(stop, () -> end(job, finalState));
        watchOverrun(job, now);
    }

    private void end(SiteJob job, SiteJobState finalState) {
        if (running.get(job.id()) != job) {
            return;
        }
        long now = now();
        Hold hold = holds.remove(job.id());
        if (hold != null && hold.endSeconds() > now) {
            profile.release(hold.from(now));
            releasedEarly = true;
        }
        running.remove(job.id());
        usage.ended(partitionOf.get(job.id()), job.processors(), now);
        job.markEnded(now, finalState);
        listener.jobEnded(site, job);
        schedulingCycle();
    }

    /** Under {@link OverrunRule#EXTEND_ESTIMATE}: lengthens the plans of jobs running at their planned end. */
    private boolean extendDue(long now) {
        boolean extended = false;
        while (!overrunning.isEmpty() && overrunning.peek().plannedEndSeconds() <= now) {
            SiteJob job = overrunning.poll();
            if (running.get(job.id()) == job) {
                job.markExtended(job.plannedEndSeconds() + settings.overrunStepSeconds());
                watchOverrun(job, now);
                extended = true;
            }
        }
        return extended;
    }

    /**
     * Plans every hold again from now on fresh partitions: running jobs, longest first (each then finds every
     * earlier one still holding its processors, so it always fits), then pivots at their earliest start, local
     * ones first when {@code localFirst}, else in the order they became pivots.
     */
    private void replan(long now, int localProcessors, int gridProcessors, boolean localFirst) {
        PartitionedProfile fresh = new PartitionedProfile(localProcessors, gridProcessors, now);
        List<SiteJob> longestFirst = new ArrayList<>(running.values());
        longestFirst.sort(Comparator.comparingLong(SiteJob::plannedEndSeconds).reversed()
                .thenComparingLong(SiteJob::id));
        holds.clear();
        for (SiteJob job : longestFirst) {
            if (job.plannedEndSeconds() > now) {
                Hold hold = fresh.fitAt(partitionOf.get(job.id()), now, job.processors(),
                        job.plannedEndSeconds() - now);
                if (hold == null) {
                    throw new IllegalStateException("running jobs exceed the site at " + now + ": " + job);
                }
                fresh.reserve(hold);
                holds.put(job.id(), hold);
            }
        }
        profile = fresh;
        List<SiteJob> order = pivots.inOrder();
        if (localFirst) {
            order.sort(Comparator.comparingInt(pivot -> partitionOf.get(pivot.id()) == Partition.LOCAL ? 0 : 1));
        }
        for (SiteJob pivot : order) {
            reserveEarliest(pivot, now);
            pivots.replanned(pivot);
        }
    }

    private void watchOverrun(SiteJob job, long now) {
        if (job.stopSeconds(job.runSinceSeconds(), settings.overrunRule()) > job.plannedEndSeconds()) {
            overrunning.add(job);
            wakeUpAt(job.plannedEndSeconds(), now);
        }
    }

    private void wakeUpAt(long timeSeconds, long now) {
        if (timeSeconds > now && wakeUpSeconds.add(timeSeconds)) {
            timeline.schedule(timeSeconds, () -> {
                wakeUpSeconds.remove(timeSeconds);
                schedulingCycle();
            });
        }
    }

    private static void requireGridProcessors(Site site, int gridProcessors) {
        if (gridProcessors < 0 || gridProcessors > site.processors()) {
            throw new IllegalArgumentException("grid partition of " + gridProcessors + " on a site of "
                    + site.processors());
        }
    }

    private long now() {
        return timeline.clock().nowSeconds();
    }
}
