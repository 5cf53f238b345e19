package org.gridmarket.core.market;

/**
 * Why a site cannot take, now, a job whose quoted price it is held to ({@link BoundOption}), in the words a user
 * reads: it left the market, no longer runs the job's kind of work (a script, or none), has too few processors, or
 * cannot finish the job by its deadline now.
 */
public final class HeldRefusal {
    private HeldRefusal() {
    }

    /** Why {@code site} cannot take {@code job} by its deadline now, or null when it can (seed 004 §3.3 (3)–(4)). */
    public static String of(MarketJob job, MarketSite site) {
        if (site == null || !site.listed()) {
            return "the site has left the market";
        }
        if (!site.runsWorkOf(job)) {
            return job.carriesScript() ? "the site does not run scripts now"
                    : "the site runs only jobs that carry a script now";
        }
        if (site.site().processors() < job.demand().processors()) {
            return "the site has fewer processors than the job needs now";
        }
        if (!site.guarantees(job.demand(), job.deadlineAtSeconds())) {
            return "the site is full now: it cannot finish the job by its deadline";
        }
        return null;
    }
}
