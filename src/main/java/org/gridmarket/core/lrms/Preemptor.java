package org.gridmarket.core.lrms;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.PriorityQueue;
import java.util.Set;
import org.gridmarket.core.profile.AvailabilityProfile;
import org.gridmarket.core.workload.Job;

/**
 * {@link LocalScheduler}'s changes outside its scheduling cycle, kept apart so the scheduler stays small: an
 * agreed window, a withdrawal, and the preemption seam of seed 001 §2.1, §4.2. It works on the scheduler's own
 * profile and queues; {@link #place} runs in these steps:
 * <ol>
 *   <li>free each member: a running job gives back [now, planned end), a reserved one its reservation;</li>
 *   <li>place the priority job on [start, start + estimate), or undo everything if it still does not fit;</li>
 *   <li>re-plan each resuming member, in arrival order, at its earliest start from now for its remainder plus
 *       h(L) in whole seconds, around everything else; no other reservation moves. A member that would end
 *       after its deadline undoes everything (the caller tries its next set);</li>
 *   <li>commit: mark members preempted, cancel the cancellable ones, tell the listener.</li>
 * </ol>
 * Cost: O(m · (log n + k)) profile operations for m members.
 */
final class Preemptor {

    private static final Comparator<SiteJob> ARRIVAL = Comparator.comparingLong(SiteJob::arrivalSeconds)
            .thenComparingLong(SiteJob::id);

    private final LocalScheduler scheduler;
    private final AvailabilityProfile profile;
    private final Map<Long, SiteJob> running;
    private final Map<Long, SiteJob> pivots;
    private final Set<Long> pinned;
    private final PriorityQueue<SiteJob> overrunning;
    private final SchedulerListener listener;

    Preemptor(LocalScheduler scheduler, AvailabilityProfile profile, Map<Long, SiteJob> running,
              Map<Long, SiteJob> pivots, Set<Long> pinned, PriorityQueue<SiteJob> overrunning,
              SchedulerListener listener) {
        this.scheduler = scheduler;
        this.profile = profile;
        this.running = running;
        this.pivots = pivots;
        this.pinned = pinned;
        this.overrunning = overrunning;
        this.listener = listener;
    }

    /** The steps above; returns the placed job, or null with nothing changed. */
    SiteJob place(Job job, long runtimeSeconds, long estimateSeconds, long startSeconds,
                  List<Preemption> members, long now) {
        List<SiteJob> jobs = validate(job, estimateSeconds, startSeconds, members, now);
        List<long[]> held = new ArrayList<>();
        for (SiteJob member : jobs) {
            held.add(release(member, now));
        }
        if (!profile.canStartAt(startSeconds, job.processors(), estimateSeconds)) {
            undo(jobs, held);
            return null;
        }
        profile.reserve(startSeconds, startSeconds + estimateSeconds, job.processors());
        List<long[]> replanned = replan(jobs, members, now);
        if (replanned == null) {
            profile.release(startSeconds, startSeconds + estimateSeconds, job.processors());
            undo(jobs, held);
            return null;
        }
        SiteJob entry = new SiteJob(job, runtimeSeconds, estimateSeconds, now);
        commit(entry, jobs, members, replanned, now);
        placeAgreed(entry, startSeconds, now);
        return entry;
    }

    /** Step 3: {start, end} per member in {@code jobs} order (null for a cancelled one), or null on a miss. */
    private List<long[]> replan(List<SiteJob> jobs, List<Preemption> members, long now) {
        List<SiteJob> byArrival = new ArrayList<>(jobs);
        byArrival.sort(ARRIVAL);
        long[][] planOf = new long[jobs.size()][];
        for (SiteJob member : byArrival) {
            int index = jobs.indexOf(member);
            Preemption order = members.get(index);
            if (!order.resumes()) {
                continue;
            }
            long segment = member.segmentSecondsIfPreempted(now, order.overheadSeconds());
            long start = profile.earliestStart(member.processors(), segment, now);
            if (start + segment > order.deadlineSeconds()) {
                undoPlans(jobs, planOf);
                return null;
            }
            profile.reserve(start, start + segment, member.processors());
            planOf[index] = new long[] {start, start + segment};
        }
        return Arrays.asList(planOf);
    }

    private void commit(SiteJob entry, List<SiteJob> jobs, List<Preemption> members, List<long[]> plans,
                        long now) {
        for (int index = 0; index < jobs.size(); index++) {
            SiteJob member = jobs.get(index);
            running.remove(member.id());
            pivots.remove(member.id());
            pinned.remove(member.id());
            overrunning.remove(member);
            member.markPreempted(now, members.get(index).overheadSeconds());
            listener.jobPreempted(scheduler.site(), member, entry);
            if (plans.get(index) == null) {
                member.markCancelled(now);
                listener.jobEnded(scheduler.site(), member);
            } else {
                member.markReserved(plans.get(index)[0]);
                pivots.put(member.id(), member);
                listener.jobReserved(scheduler.site(), member, member.plannedStartSeconds());
                scheduler.wakeUpAt(member.plannedStartSeconds(), now);
            }
        }
    }

    private List<SiteJob> validate(Job job, long estimateSeconds, long startSeconds, List<Preemption> members,
                                   long now) {
        if (job.processors() > profile.capacityProcessors() || estimateSeconds <= 0 || startSeconds < now) {
            throw new IllegalArgumentException("job " + job.id() + " cannot take " + job.processors()
                    + " processors over [" + startSeconds + ", +" + estimateSeconds + ") at " + now);
        }
        List<SiteJob> jobs = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (Preemption member : members) {
            SiteJob held = running.containsKey(member.jobId()) ? running.get(member.jobId())
                    : pivots.get(member.jobId());
            if (held == null || !seen.add(member.jobId()) || member.jobId() == job.id()) {
                throw new IllegalArgumentException("job " + member.jobId() + " holds nothing to preempt here");
            }
            jobs.add(held);
        }
        return jobs;
    }

    /** Holds [start, start + estimate) already: starts the job now or pins its reservation (seed 003 §4). */
    void placeAgreed(SiteJob entry, long startSeconds, long now) {
        if (startSeconds == now) {
            scheduler.start(entry, now);
        } else {
            entry.markReserved(startSeconds);
            pivots.put(entry.id(), entry);
            pinned.add(entry.id());
            listener.jobReserved(scheduler.site(), entry, startSeconds);
            scheduler.wakeUpAt(startSeconds, now);
        }
    }

    /**
     * Takes a reserved or running job off the site ({@link LocalScheduler#cancel}): a reservation is given
     * back whole, a running job's processors from now on. Null when it holds nothing here.
     */
    SiteJob withdraw(long jobId, long now) {
        SiteJob job = pivots.remove(jobId);
        pinned.remove(jobId);
        if (job == null) {
            job = running.remove(jobId);
        }
        if (job != null) {
            release(job, now);
        }
        return job;
    }

    /** Gives back what the job holds from now on and returns it as {start, end} (empty when start = end). */
    private long[] release(SiteJob job, long now) {
        long start = job.state() == SiteJobState.RUNNING ? now : job.plannedStartSeconds();
        if (job.plannedEndSeconds() > start) {
            profile.release(start, job.plannedEndSeconds(), job.processors());
        }
        return new long[] {start, job.plannedEndSeconds()};
    }

    private void undoPlans(List<SiteJob> jobs, long[][] planOf) {
        for (int index = 0; index < jobs.size(); index++) {
            if (planOf[index] != null) {
                profile.release(planOf[index][0], planOf[index][1], jobs.get(index).processors());
            }
        }
    }

    private void undo(List<SiteJob> jobs, List<long[]> held) {
        for (int index = 0; index < jobs.size(); index++) {
            if (held.get(index)[1] > held.get(index)[0]) {
                profile.reserve(held.get(index)[0], held.get(index)[1], jobs.get(index).processors());
            }
        }
    }
}
