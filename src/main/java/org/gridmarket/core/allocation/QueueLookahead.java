package org.gridmarket.core.allocation;

/**
 * Seed 002 §4.3, Fig. 1: the decision AI and AI2 share; only the score for situation (b) differs.
 *
 * <p>Fig. 1's ifs must return (as printed, the first two fall through to the score). So: S_bf = S_ff →
 * that site (also when it is -1); situation (a) → best-fit iff CS_bf ≥ CS_ff (Eq. 7); situation (b) → the
 * score. The look-ahead of Eq. (8)–(10) and (13)–(15) stops at the first queued job that fits nowhere, since
 * NoA(i) and CC(i) are 0 for every job after one that is 0: O(m·k) for the k jobs that fit, not O(m·q).
 */
final class QueueLookahead {

    /** The score of situation (b): true chooses fastest-first for FJ. */
    interface Score {
        boolean prefersFastestFirst(AllocationSnapshot snapshot, int bestFitSite, int fastestFirstSite);
    }

    private QueueLookahead() {
    }

    static int choose(AllocationSnapshot snapshot, Score score) {
        int processors = snapshot.headProcessors();
        int bestFit = BestFit.site(snapshot.freeProcessors(), processors);
        int fastestFirst = FastestFirst.site(snapshot.speeds(), snapshot.freeProcessors(), processors);
        if (bestFit == fastestFirst) {
            return bestFit;
        }
        if (snapshot.situation() == Situation.SUBMISSION_TO_EMPTY_QUEUE) {
            double[] speeds = snapshot.speeds();
            return speeds[bestFit] >= speeds[fastestFirst] ? bestFit : fastestFirst;
        }
        return score.prefersFastestFirst(snapshot, bestFit, fastestFirst) ? fastestFirst : bestFit;
    }

    /**
     * On a copy of NP: FJ on {@code firstSite}, then the following jobs in order by best-fit until one fits
     * nowhere. Returns TNoA (Eq. 9–10) when {@code capacity} is false, else TCC = Σ CS_j × NRP_i (Eq. 14–15).
     */
    static double walk(AllocationSnapshot snapshot, int firstSite, boolean capacity) {
        double[] speeds = snapshot.speeds();
        int[] free = snapshot.freeProcessors().clone();
        int site = firstSite;
        double total = 0;
        for (int k = 0; k < snapshot.queueLength() && site >= 0; k++) {
            int processors = snapshot.queued(k);
            if (k > 0) {
                site = BestFit.site(free, processors);
                if (site < 0) {
                    break;
                }
            }
            free[site] -= processors;
            total += capacity ? speeds[site] * processors : 1;
        }
        return total;
    }
}
