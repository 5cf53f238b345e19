package org.gridmarket.core.lrms;

/**
 * The one rejection an LRMS makes at submission, for {@link LocalScheduler} and {@link PartitionedScheduler}
 * alike: a job needing more processors than the whole site can never run there, so it is rejected at once
 * (its listener told why) instead of waiting forever at the head of the queue.
 */
final class OversizedJobRule {

    private OversizedJobRule() {
    }

    /** Rejects {@code entry}, just created in state WAITING, when it is wider than {@code site}; O(1). */
    static boolean rejects(Site site, SiteJob entry, SchedulerListener listener) {
        if (entry.processors() <= site.processors()) {
            return false;
        }
        entry.markRejected();
        listener.jobRejected(site, entry, "needs " + entry.processors() + " of " + site.processors() + " processors");
        return true;
    }
}
