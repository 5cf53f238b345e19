package org.gridmarket.core.lrms;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.profile.AvailabilityProfile;
import org.gridmarket.core.workload.Job;

/**
 * {@link LocalScheduler} as it was at commit 210dd3e (before issue 24's second step), cut down to what a trace
 * replay uses: every pivot re-planned after each early release and, at each overrun step, every pivot released
 * and planned again in arrival order. {@code LocalSchedulerEquivalenceProperties} checks that the scheduler
 * makes exactly the same decisions in the same order.
 */
final class ReferenceLocalScheduler {

    private final Site site;
    private final SchedulerSettings settings;
    private final Timeline timeline;
    private final SchedulerListener listener;
    private final AvailabilityProfile profile;
    private final Map<Long, SiteJob> pivots = new LinkedHashMap<>();
    private final Map<Long, SiteJob> waiting = new LinkedHashMap<>();
    private final Map<Long, SiteJob> running = new LinkedHashMap<>();
    /** Pivots whose start was agreed (see {@link #submitAt}): compression never moves them. */
    private final Set<Long> pinned = new HashSet<>();
    private final Set<Long> wakeUpSeconds = new HashSet<>();
    private final PriorityQueue<SiteJob> overrunning = new PriorityQueue<>(
            Comparator.comparingLong(SiteJob::plannedEndSeconds).thenComparingLong(SiteJob::id));
    private boolean releasedEarly;

    ReferenceLocalScheduler(Site site, SchedulerSettings settings, Timeline timeline, SchedulerListener listener) {
        this.site = site;
        this.settings = settings;
        this.timeline = timeline;
        this.listener = listener;
        this.profile = new AvailabilityProfile(site.processors(), timeline.clock().nowSeconds());
    }

    public Site site() {
        return site;
    }

    /**
     * Accepts a job now, with its actual runtime and its estimate on this site. Jobs larger than the site are
     * rejected at once; a job id already waiting or running here is a caller bug and fails.
     */
    public SiteJob submit(Job job, long runtimeSeconds, long estimateSeconds) {
        if (waiting.containsKey(job.id()) || pivots.containsKey(job.id()) || running.containsKey(job.id())) {
            throw new IllegalArgumentException("job " + job.id() + " is already on site " + site.name());
        }
        SiteJob entry = new SiteJob(job, runtimeSeconds, estimateSeconds, now());
        if (job.processors() > site.processors()) {
            entry.markRejected();
            listener.jobRejected(site, entry, "needs " + job.processors() + " of " + site.processors()
                    + " processors");
            return entry;
        }
        waiting.put(job.id(), entry);
        schedulingCycle();
        return entry;
    }

    /**
     * Ends a running job now as completed: a real cluster reporting the job done, earlier than modelled.
     * Returns the job, or null when it is not running here.
     */
    public SiteJob finishNow(long jobId) {
        SiteJob job = running.get(jobId);
        if (job != null) {
            end(job, SiteJobState.COMPLETED, job.runEpoch());
        }
        return job;
    }

    public int queuedJobs() {
        return pivots.size() + waiting.size();
    }

    public int runningJobs() {
        return running.size();
    }

    /** Processors held by running jobs right now. */
    public int busyProcessors() {
        return running.values().stream().mapToInt(SiteJob::processors).sum();
    }

    private void schedulingCycle() {
        long now = now();
        profile.discardBefore(now);
        extendOverrunning(now);
        compressPivots(now);
        fillFromWaiting(now);
    }

    /** Step 1: move pivots earlier after an early release; start the pivots that are due. */
    private void compressPivots(long now) {
        boolean compress = releasedEarly;
        releasedEarly = false;
        for (Iterator<SiteJob> iterator = pivots.values().iterator(); iterator.hasNext(); ) {
            SiteJob pivot = iterator.next();
            if (compress && !pinned.contains(pivot.id())) {
                profile.release(pivot.plannedStartSeconds(), pivot.plannedEndSeconds(), pivot.processors());
                reserveEarliest(pivot, now);
            }
            if (pivot.plannedStartSeconds() < now) {
                throw new IllegalStateException("pivot missed its start: " + pivot + " at " + now);
            }
            if (pivot.plannedStartSeconds() == now) {
                iterator.remove();
                pinned.remove(pivot.id());
                start(pivot, now);
            }
        }
    }

    /** Step 2: start waiting jobs that fit now around the pivots, or make them pivots while allowed. */
    private void fillFromWaiting(long now) {
        int freeNow = profile.freeProcessorsAt(now);
        for (Iterator<SiteJob> iterator = waiting.values().iterator(); iterator.hasNext(); ) {
            SiteJob job = iterator.next();
            if (job.processors() <= freeNow && profile.canStartAt(now, job.processors(), job.estimateSeconds())) {
                iterator.remove();
                profile.reserve(now, now + job.estimateSeconds(), job.processors());
                start(job, now);
                freeNow = profile.freeProcessorsAt(now);
            } else if (pivots.size() - pinned.size() < settings.policy().maximumPivots()) {
                iterator.remove();
                reserveEarliest(job, now);
                pivots.put(job.id(), job);
            } else if (!settings.policy().allowsBackfilling() || freeNow == 0) {
                return;
            }
        }
    }

    /**
     * Takes the earliest start not before {@code notBefore} for a job that holds no reservation, tells the
     * listener if it moved.
     */
    private void reserveEarliest(SiteJob job, long notBefore) {
        long now = now();
        long start = profile.earliestStart(job.processors(), job.segmentSeconds(), notBefore);
        profile.reserve(start, start + job.segmentSeconds(), job.processors());
        boolean moved = job.state() == SiteJobState.WAITING || job.plannedStartSeconds() != start;
        job.markReserved(start);
        if (moved) {
            listener.jobReserved(site, job, start);
            wakeUpAt(start, now);
        }
    }

    /** The job already holds [now, now + estimate) in the profile. */
    void start(SiteJob job, long now) {
        job.markRunning(now);
        running.put(job.id(), job);
        listener.jobStarted(site, job);
        long stop = job.stopSeconds(now, settings.overrunRule());
        boolean killed = stop < job.stopSeconds(now, OverrunRule.EXTEND_ESTIMATE);
        SiteJobState finalState = killed ? SiteJobState.KILLED : SiteJobState.COMPLETED;
        int epoch = job.runEpoch();
        timeline.schedule(stop, () -> end(job, finalState, epoch));
        watchOverrun(job, now);
    }

    /** Ends the run segment of {@code epoch}; a segment cut short by a preemption is stale and ignored. */
    private void end(SiteJob job, SiteJobState finalState, int epoch) {
        if (running.get(job.id()) != job || job.runEpoch() != epoch) {
            return;
        }
        long now = now();
        if (job.plannedEndSeconds() > now) {
            profile.release(now, job.plannedEndSeconds(), job.processors());
            releasedEarly = true;
        }
        running.remove(job.id());
        job.markEnded(now, finalState);
        listener.jobEnded(site, job);
        schedulingCycle();
    }

    /**
     * Step 0 under {@link OverrunRule#EXTEND_ESTIMATE}: jobs that reached their planned end and are still
     * running get one more step. This runs before anything else at that instant, so their processors are
     * never handed out while they still hold them. Pivots give back their reservations first and are
     * re-planned afterwards, in arrival order, around the extensions.
     */
    private void extendOverrunning(long now) {
        if (overrunning.isEmpty() || overrunning.peek().plannedEndSeconds() > now) {
            return;
        }
        List<SiteJob> replanned = new ArrayList<>(pivots.values());
        for (SiteJob pivot : replanned) {
            profile.release(pivot.plannedStartSeconds(), pivot.plannedEndSeconds(), pivot.processors());
        }
        while (!overrunning.isEmpty() && overrunning.peek().plannedEndSeconds() <= now) {
            SiteJob job = overrunning.poll();
            if (running.get(job.id()) != job) {
                continue;
            }
            long newEnd = job.plannedEndSeconds() + settings.overrunStepSeconds();
            profile.reserve(job.plannedEndSeconds(), newEnd, job.processors());
            job.markExtended(newEnd);
            watchOverrun(job, now);
        }
        for (SiteJob pivot : replanned) {
            reserveEarliest(pivot, pinned.contains(pivot.id()) ? Math.max(now, pivot.plannedStartSeconds()) : now);
        }
    }

    /** Tracks a running job that will outlive its planned end, waking the site up at that end. */
    private void watchOverrun(SiteJob job, long now) {
        if (job.stopSeconds(job.runSinceSeconds(), settings.overrunRule()) > job.plannedEndSeconds()) {
            overrunning.add(job);
            wakeUpAt(job.plannedEndSeconds(), now);
        }
    }

    /** At most one wake-up per distinct future time: a pivot due then starts even if nothing else happens. */
    void wakeUpAt(long timeSeconds, long now) {
        if (timeSeconds > now && wakeUpSeconds.add(timeSeconds)) {
            timeline.schedule(timeSeconds, () -> {
                wakeUpSeconds.remove(timeSeconds);
                schedulingCycle();
            });
        }
    }

    private long now() {
        return timeline.clock().nowSeconds();
    }
}
