package org.gridmarket.core.allocation;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.Quote;

/**
 * The quote of a QUEUE job (seed 002 live): every priced site large enough, with its price and runtime for
 * the job, whether it could start it now, and best-fit's, fastest-first's and the method's choice among those
 * that can, as situation (a) would decide if WQ is empty. Behind a non-empty queue no site is chosen: the quote
 * gives the place the job would take (FCFS, seed 002 §4.1). O(m · (log n + k)) plus one decision.
 */
final class QueueQuote {

    private QueueQuote() {
    }

    static Quote of(MarketJob job, HeadJobSites sites, AllocationMethod method, int queueLength,
                    long queuedProcessors) {
        int chosen = -1;
        int bestFit = -1;
        int fastestFirst = -1;
        int processors = job.demand().processors();
        if (sites.accommodating > 0) {
            bestFit = BestFit.site(sites.free, processors);
            fastestFirst = FastestFirst.site(sites.speeds, sites.free, processors);
            if (queueLength == 0) {
                chosen = method.choose(new AllocationSnapshot(sites.speeds, sites.free, new int[] {processors},
                        Situation.SUBMISSION_TO_EMPTY_QUEUE));
            }
        }
        List<Quote.Candidate> candidates = new ArrayList<>();
        Long earliestFinish = null;
        Long cheapestInTime = null;
        for (int j = 0; j < sites.size(); j++) {
            if (!sites.fits[j]) {
                continue;
            }
            long start = Math.max(sites.earliestStartSeconds[j], sites.nowSeconds);
            long finish = start + sites.runtimeSeconds[j];
            candidates.add(new Quote.Candidate(sites.sites[j].id(), sites.sites[j].site().name(), candidates.size() + 1,
                    sites.priceMicroGd[j], start, finish, sites.withinBudget[j], sites.meetsDeadline[j], j == chosen,
                    why(sites, j, chosen, bestFit, fastestFirst, method, queueLength)));
            if (sites.withinBudget[j]) {
                earliestFinish = earliestFinish == null ? finish : Math.min(earliestFinish, finish);
            }
            if (sites.meetsDeadline[j]) {
                cheapestInTime = cheapestInTime == null ? sites.priceMicroGd[j]
                        : Math.min(cheapestInTime, sites.priceMicroGd[j]);
            }
        }
        String reason = reason(job, sites, chosen, method, queueLength, queuedProcessors);
        return new Quote("QUEUE", candidates, chosen < 0 ? null : sites.sites[chosen].id(), reason,
                chosen < 0 ? earliestFinish : null, chosen < 0 ? cheapestInTime : null);
    }

    private static String reason(MarketJob job, HeadJobSites sites, int chosen, AllocationMethod method,
                                 int queueLength, long queuedProcessors) {
        if (!sites.serviceable()) {
            return "rejected: " + sites.whyNever(job.demand().processors());
        }
        if (chosen >= 0) {
            return "the queue would start it now on " + sites.sites[chosen].site().name();
        }
        if (queueLength == 0) {
            return "no site can start it now within budget and deadline: it would wait at the head of the "
                    + "federation queue until processors free up";
        }
        return "it would wait in the federation queue at position " + (queueLength + 1) + ", behind " + queueLength
                + (queueLength == 1 ? " job" : " jobs") + " needing " + queuedProcessors
                + " processors (first come, first served)";
    }

    private static String why(HeadJobSites sites, int j, int chosen, int bestFit, int fastestFirst,
                              AllocationMethod method, int queueLength) {
        List<String> notes = new ArrayList<>(3);
        if (j == chosen) {
            notes.add("the queue's choice");
        }
        if (j == bestFit) {
            notes.add("best-fit's pick (fewest processors left idle)");
        }
        if (j == fastestFirst) {
            notes.add("fastest-first's pick");
        }
        String state;
        if (!sites.withinBudget[j]) {
            state = "over budget";
        } else if (!sites.meetsDeadline[j]) {
            state = "cannot finish by the deadline";
        } else if (sites.accommodates[j]) {
            state = queueLength == 0 ? "can start it now" : "could start it now, but jobs queued earlier go first";
        } else {
            state = "busy: cannot start it now without moving a reservation";
        }
        return notes.isEmpty() ? state : state + "; " + String.join(", ", notes);
    }

    /** Best-fit's and fastest-first's clusters for the snapshot's head job: "best fit: CTC SP2, fastest first: KTH SP2". */
    static String picks(HeadJobSites sites, AllocationSnapshot snapshot) {
        int bestFit = BestFit.site(snapshot.freeProcessors(), snapshot.headProcessors());
        int fastestFirst = FastestFirst.site(snapshot.speeds(), snapshot.freeProcessors(), snapshot.headProcessors());
        return "best fit: " + sites.sites[bestFit].site().name() + ", fastest first: "
                + sites.sites[fastestFirst].site().name();
    }
}
