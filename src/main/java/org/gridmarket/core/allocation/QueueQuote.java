package org.gridmarket.core.allocation;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.Quote;

/**
 * The quote of a QUEUE job (seed 002 live): every priced site large enough, with its price and runtime for
 * the job, whether it could start it now, and best-fit's, fastest-first's and the method's choice among those
 * that can, as situation (a) would decide if WQ is empty. Behind a non-empty queue no site is chosen: the quote
 * gives the place the job would take (FCFS, seed 002 §4.1). The sites are listed as the method considers them
 * ({@link #order}), never by price: the method picks by turnaround time. O(m · (log n + k)) plus m decisions.
 */
final class QueueQuote {

    private QueueQuote() {
    }

    static Quote of(MarketJob job, HeadJobSites sites, AllocationMethod method, int queueLength,
                    long queuedProcessors) {
        int bestFit = -1;
        int fastestFirst = -1;
        int processors = job.demand().processors();
        if (sites.accommodating > 0) {
            bestFit = BestFit.site(sites.free, processors);
            fastestFirst = FastestFirst.site(sites.speeds, sites.free, processors);
        }
        int[] order = order(sites, method, processors);
        int chosen = queueLength == 0 && sites.accommodating > 0 ? order[0] : -1;
        List<Quote.Candidate> candidates = new ArrayList<>();
        Long earliestFinish = null;
        Long cheapestInTime = null;
        for (int j : order) {
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

    /**
     * The site indexes in the order the method considers them for the job, were it first in an empty queue now
     * (situation (a) of Table 2): its choice among the sites that can start the job now, then its choice among
     * the rest of those, and so on (a site already listed shows the method NRP − 1 free processors, as one that
     * cannot take the job does); then every other site by earliest start, fastest first, then index. m decisions
     * of the method: O(m²) for BF, FF, SI and TI, O(m² · k) for the adaptive ones.
     */
    static int[] order(HeadJobSites sites, AllocationMethod method, int processors) {
        int m = sites.size();
        int[] free = sites.free.clone();
        boolean[] listed = new boolean[m];
        int[] order = new int[m];
        int n = 0;
        for (int k = 0; k < sites.accommodating; k++) {
            int j = method.choose(new AllocationSnapshot(sites.speeds, free, new int[] {processors},
                    Situation.SUBMISSION_TO_EMPTY_QUEUE));
            if (j < 0 || listed[j]) {
                throw new IllegalStateException(method.name() + " chose site index " + j + " again or none");
            }
            listed[j] = true;
            order[n++] = j;
            free[j] = Math.min(free[j], processors - 1);
        }
        List<Integer> rest = new ArrayList<>(m - n);
        for (int j = 0; j < m; j++) {
            if (!listed[j]) {
                rest.add(j);
            }
        }
        rest.sort(java.util.Comparator.<Integer>comparingLong(j -> sites.earliestStartSeconds[j])
                .thenComparing(j -> -sites.speeds[j]).thenComparingInt(j -> j));
        for (int j : rest) {
            order[n++] = j;
        }
        return order;
    }

    private static String reason(MarketJob job, HeadJobSites sites, int chosen, AllocationMethod method,
                                 int queueLength, long queuedProcessors) {
        if (!sites.serviceable()) {
            return "rejected: " + sites.whyNever(job.demand().processors());
        }
        if (chosen >= 0) {
            return "the queue would start it now on " + sites.sites[chosen].site().name() + ": of the "
                    + "clusters that can start it now, it picks " + withoutCitation(method.objective())
                    + ". The queue places jobs by turnaround time, not by price";
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

    /**
     * A method's objective without its citation ("… (TAI2, seed 002 §4.4, Table 3 …)"): users read the words, and
     * the paper's names stay in the strategy's basis, shown on request (issue 32 E).
     */
    static String withoutCitation(String objective) {
        return objective.replaceAll("\\s*\\([^()]*seed \\d{3}[^()]*\\)", "");
    }

    /**
     * Best-fit's and fastest-first's clusters for the snapshot's head job: "best fit: CTC SP2, fastest first:
     * KTH SP2".
     */
    static String picks(HeadJobSites sites, AllocationSnapshot snapshot) {
        int bestFit = BestFit.site(snapshot.freeProcessors(), snapshot.headProcessors());
        int fastestFirst = FastestFirst.site(snapshot.speeds(), snapshot.freeProcessors(), snapshot.headProcessors());
        return "best fit: " + sites.sites[bestFit].site().name() + ", fastest first: "
                + sites.sites[fastestFirst].site().name();
    }
}
