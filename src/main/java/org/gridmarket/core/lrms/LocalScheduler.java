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
import org.gridmarket.core.profile.FreeSteps;
import org.gridmarket.core.profile.FreeTimeSlot;
import org.gridmarket.core.workload.Job;

/**
 * One site's LRMS: plans jobs on the site's {@link AvailabilityProfile} under a {@link BackfillingPolicy}.
 *
 * <p>The profile holds every running job until its planned end (start + estimate) and every pivot's
 * reservation (seed 000 §4). A scheduling cycle runs whenever something changes and has these steps:
 * <ol start="0">
 *   <li>extend: under {@link OverrunRule#EXTEND_ESTIMATE}, jobs still running at their planned end get a
 *       longer reservation before anything else happens at that instant;</li>
 *   <li>compress: after a job released processors early, each pivot in arrival order gives back its own
 *       reservation and takes the earliest start in the profile, which can only be the same or earlier
 *       (its old slot is still free); pivots due now start;</li>
 *   <li>fill: waiting jobs without a reservation, in arrival order, start now if they fit around the
 *       pivots, or become pivots while the policy allows more; FCFS stops at the first that cannot start.</li>
 * </ol>
 * Pivots are always the oldest waiting jobs, so under EASY the head of the queue is never delayed by a
 * backfilled job, and under conservative backfilling no job starts later than promised at arrival, as long
 * as jobs end by their estimates (see {@link OverrunRule}).
 *
 * <p>Arrival order is the order of {@link #submit} calls. Costs per cycle, with P pivots, W waiting jobs and n
 * profile entries ({@link PivotPlanner} decides which pivots need work, with exactly the outcome of re-planning
 * them all):
 * <ul>
 *   <li>no early release and no pivot due: O(1) for the pivots;</li>
 *   <li>after an early release: every unpinned pivot is re-planned, O(log n) per blocked stretch before its
 *       start; one that cannot move leaves the profile untouched (see {@link AvailabilityProfile});</li>
 *   <li>an overrun step: O(P) integer work; re-planned are the pivots overlapping an extension, those the
 *       step left more room before (while the list schedule holds), and the later pivots in their way;</li>
 *   <li>fill: O(W) integer checks, a profile walk only for a job that fits the processors free now.</li>
 * </ul>
 */
public final class LocalScheduler {

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
    private final Preemptor preemptor;
    private final PivotPlanner planner;
    private boolean releasedEarly;

    public LocalScheduler(Site site, SchedulerSettings settings, Timeline timeline, SchedulerListener listener) {
        this.site = site;
        this.settings = settings;
        this.timeline = timeline;
        this.listener = listener;
        this.profile = new AvailabilityProfile(site.processors(), timeline.clock().nowSeconds());
        this.preemptor = new Preemptor(this, profile, running, pivots, pinned, overrunning, listener);
        this.planner = new PivotPlanner(this, profile, pivots, pinned, listener);
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
        if (OversizedJobRule.rejects(site, entry, listener)) {
            return entry;
        }
        waiting.put(job.id(), entry);
        schedulingCycle();
        return entry;
    }

    /**
     * When a job of {@code processors} × {@code estimateSeconds} submitted now would finish, without
     * submitting it: the earliest fitting window in the profile. Exact under conservative backfilling,
     * where every waiting job holds its reservation (so it is a guarantee an admission control can give,
     * seed 004 §3); under EASY and FCFS, queued jobs without reservations make it a lower bound.
     * O(log n + k), like {@link AvailabilityProfile#earliestStart}.
     */
    public long earliestCompletionSeconds(int processors, long estimateSeconds) {
        if (processors > site.processors()) {
            return Long.MAX_VALUE;
        }
        long now = now();
        return profile.earliestStart(processors, estimateSeconds, now) + estimateSeconds;
    }

    /**
     * Seed 003 §4, a provider accepting an award: takes exactly [start, start + estimate) for the job if those
     * processors are all free then (the job starts now when {@code startSeconds} is now), else refuses with
     * null and changes nothing. The window was agreed with its price, so the reservation is pinned: compression
     * after an early release never moves it; only a job ahead of it that overruns its estimate can push it
     * later ({@link OverrunRule#EXTEND_ESTIMATE}). O(log n + k) like {@link AvailabilityProfile#canStartAt}.
     */
    public SiteJob submitAt(Job job, long runtimeSeconds, long estimateSeconds, long startSeconds) {
        long now = now();
        if (job.processors() > site.processors() || startSeconds < now
                || !profile.canStartAt(startSeconds, job.processors(), estimateSeconds)) {
            return null;
        }
        SiteJob entry = new SiteJob(job, runtimeSeconds, estimateSeconds, now);
        profile.reserve(startSeconds, startSeconds + estimateSeconds, job.processors());
        planner.forget();
        preemptor.placeAgreed(entry, startSeconds, now);
        return entry;
    }

    /**
     * Seed 001 §2.1, §4.2: places a priority job on [start, start + estimate), pinned like {@link #submitAt},
     * after preempting a chosen candidate set's members and re-planning them (see {@link Preemptor}). Returns
     * null with nothing changed when it still does not fit or a member would miss its deadline.
     */
    public SiteJob submitPreempting(Job job, long runtimeSeconds, long estimateSeconds, long startSeconds,
                                    List<Preemption> members) {
        planner.forget();
        SiteJob entry = preemptor.place(job, runtimeSeconds, estimateSeconds, startSeconds, members, now());
        if (entry != null) {
            schedulingCycle();
        }
        return entry;
    }

    /**
     * The free processors from now on, read-only: where a job of p processors could start and how busy the
     * site is around it. O(log n + k), k = change points from now on.
     */
    public FreeSteps freeSteps() {
        return profile.freeSteps(now());
    }

    /**
     * Withdraws a job: a waiting one gives back its reservation, a running one its processors from now on.
     * Either way later reservations may move earlier (never later). Returns the job, or null when it is not
     * (or no longer) on this site.
     */
    public SiteJob cancel(long jobId) {
        long now = now();
        SiteJob job = waiting.remove(jobId);
        if (job == null) {
            job = preemptor.withdraw(jobId, now);
            planner.forget();
            releasedEarly |= job != null && job.plannedEndSeconds() > now;
        }
        if (job == null) {
            return null;
        }
        job.markCancelled(now);
        listener.jobEnded(site, job);
        schedulingCycle();
        return job;
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

    /**
     * A real cluster started a job this site planned for later (issue 33: the model follows the cluster): it runs
     * from now, its reservation given back, if its processors are free from now for its estimate; later
     * reservations may then move earlier. Otherwise it keeps its plan and the answer is null: the model still
     * holds processors the cluster has freed, for jobs whose end is not reported yet. A running job is returned
     * as it is. O(log n + k) like {@link AvailabilityProfile#canStartAt}.
     */
    public SiteJob startNow(long jobId) {
        if (running.containsKey(jobId)) {
            return running.get(jobId);
        }
        SiteJob job = pivots.containsKey(jobId) ? pivots.get(jobId) : waiting.get(jobId);
        if (job == null) {
            return null;
        }
        long now = now();
        boolean reserved = pivots.containsKey(jobId);
        if (reserved) {
            profile.release(job.plannedStartSeconds(), job.plannedEndSeconds(), job.processors());
        }
        if (!profile.canStartAt(now, job.processors(), job.estimateSeconds())) {
            if (reserved) {
                profile.reserve(job.plannedStartSeconds(), job.plannedEndSeconds(), job.processors());
            }
            return null;
        }
        pivots.remove(jobId);
        pinned.remove(jobId);
        waiting.remove(jobId);
        planner.forget();
        releasedEarly |= reserved;
        profile.reserve(now, now + job.estimateSeconds(), job.processors());
        start(job, now);
        schedulingCycle();
        return job;
    }

    /**
     * Puts back a job planned before a restart at its planned start (seed 004 admission gave it a
     * guarantee; the plan is kept). A job whose start has passed is running since then. Restore jobs in
     * their original arrival order, before any new submission. Returns the restored job; a job whose planned
     * end has passed is not restored (the caller completes it). A job whose runtime is not known in advance
     * (a real cluster's, {@code runtimeSeconds} far beyond {@code estimateSeconds}) keeps running once
     * started, its reservation extended under {@link OverrunRule#EXTEND_ESTIMATE}, until {@link #finishNow}
     * or {@link #cancel}. {@code pinnedStart} pins a future start as {@link #submitAt} does; a preempted job
     * (seed 001) comes back with its {@code progress}, {@code plannedStartSeconds} being its current segment's.
     */
    public SiteJob restore(Job job, long runtimeSeconds, long estimateSeconds, long plannedStartSeconds,
                           boolean pinnedStart, SiteJob.Progress progress) {
        long now = now();
        boolean open = runtimeSeconds > estimateSeconds && progress.preemptions() == 0;
        long estimate = open ? Math.max(estimateSeconds, now + 1 - plannedStartSeconds) : estimateSeconds;
        SiteJob entry = new SiteJob(job, runtimeSeconds, estimate, Math.min(now, plannedStartSeconds));
        entry.restoreProgress(progress);
        if (entry.stopSeconds(plannedStartSeconds, OverrunRule.EXTEND_ESTIMATE) <= now) {
            return null;
        }
        long plannedEnd = plannedStartSeconds + entry.segmentSeconds();
        planner.forget();
        if (plannedStartSeconds <= now) {
            profile.reserve(now, plannedEnd, job.processors());
            entry.markRunningSince(plannedStartSeconds);
            running.put(job.id(), entry);
            timeline.schedule(entry.stopSeconds(plannedStartSeconds, settings.overrunRule()),
                    () -> end(entry, SiteJobState.COMPLETED, entry.runEpoch()));
            watchOverrun(entry, now);
        } else {
            profile.reserve(plannedStartSeconds, plannedEnd, job.processors());
            entry.markReserved(plannedStartSeconds);
            pivots.put(job.id(), entry);
            if (pinnedStart) {
                pinned.add(job.id());
            }
            wakeUpAt(plannedStartSeconds, now);
        }
        return entry;
    }

    /** Jobs waiting here and running here, in arrival order (for an owner's queue view). */
    public List<SiteJob> jobs() {
        List<SiteJob> jobs = new ArrayList<>(running.values());
        jobs.addAll(pivots.values());
        jobs.addAll(waiting.values());
        return jobs;
    }

    /** Free time slots up to a horizon, as disclosed to a gateway (seed 000 §4.1). */
    public List<FreeTimeSlot> freeTimeSlots(long horizonSeconds) {
        return profile.freeTimeSlots(now(), horizonSeconds);
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
        boolean compress = releasedEarly;
        releasedEarly = false;
        planner.compress(now, compress);
        fillFromWaiting(now);
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
                planner.reserveEarliest(job, now, now);
                pivots.put(job.id(), job);
            } else if (!settings.policy().allowsBackfilling() || freeNow == 0) {
                return;
            }
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
            planner.forget();
        }
        running.remove(job.id());
        job.markEnded(now, finalState);
        listener.jobEnded(site, job);
        schedulingCycle();
    }

    /**
     * Step 0 under {@link OverrunRule#EXTEND_ESTIMATE}: jobs that reached their planned end and are still
     * running get one more step. This runs before anything else at that instant, so their processors are
     * never handed out while they still hold them. The pivots are then planned again, in arrival order,
     * around the extensions, as if each gave back its reservation first; {@link PivotPlanner#replanAround}
     * says which ones actually need it.
     */
    private void extendOverrunning(long now) {
        if (overrunning.isEmpty() || overrunning.peek().plannedEndSeconds() > now) {
            return;
        }
        List<long[]> extensions = new ArrayList<>();
        while (!overrunning.isEmpty() && overrunning.peek().plannedEndSeconds() <= now) {
            SiteJob job = overrunning.poll();
            if (running.get(job.id()) != job) {
                continue;
            }
            long newEnd = job.plannedEndSeconds() + settings.overrunStepSeconds();
            extensions.add(new long[] {job.plannedEndSeconds(), newEnd, job.processors()});
            job.markExtended(newEnd);
            watchOverrun(job, now);
        }
        planner.replanAround(now, extensions);
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
