package org.gridmarket.sim.gridfederation;

/**
 * One GFA's numbers in one run, as seed 004 §4.7 reports them. Jobs, acceptance, migrations, response time
 * and budget are counted at the job's origin; utilisation, remote jobs served and incentive at the site
 * that ran the job.
 *
 * @param name the site (LANL Origin* marks the Lublin99 substitute)
 * @param processors p_i
 * @param jobs jobs submitted by this site's users
 * @param accepted of those, accepted somewhere
 * @param local accepted and run here (Table 4, "processed locally")
 * @param migrated accepted and run elsewhere ("migrated to federation", Fig. 6(a))
 * @param remoteServed other sites' jobs run here ("remote jobs processed", Fig. 4(b))
 * @param utilisation Σ p · run time here / (p_i · the run's period), Table 3–4 and Fig. 5(a)
 * @param incentiveGd G$ this owner earned: Σ B(J, here) over the jobs run here (Fig. 4(a))
 * @param localMessages messages sent and received to schedule this site's own jobs (Fig. 9(b))
 * @param remoteMessages messages sent and received to schedule other sites' jobs (Fig. 9(a))
 * @param meanResponseAcceptedSeconds mean response of this site's accepted jobs (Fig. 7(a))
 * @param meanResponseAllSeconds the same with rejected jobs at D(J, origin) (Fig. 8(a))
 * @param meanSpentAcceptedGd mean B(J, R) paid by this site's accepted jobs (Fig. 7(b))
 * @param meanSpentAllGd the same with rejected jobs at B(J, origin) (Fig. 8(b))
 * @param processorsTimesIncentiveGd {@code incentiveGd} with each job's cost multiplied by its processors p: what
 *     the paper's magnitudes suggest it charged (seed 004 Eq. (4) as printed is per processor; see
 *     docs/experiments/grid-federation.md)
 * @param meanProcessorsTimesSpentAcceptedGd {@code meanSpentAcceptedGd} ×p
 * @param meanProcessorsTimesSpentAllGd {@code meanSpentAllGd} ×p
 */
public record SiteResult(String name, int processors, long jobs, long accepted, long local, long migrated,
                         long remoteServed, double utilisation, double incentiveGd, long localMessages,
                         long remoteMessages, double meanResponseAcceptedSeconds, double meanResponseAllSeconds,
                         double meanSpentAcceptedGd, double meanSpentAllGd, double processorsTimesIncentiveGd,
                         double meanProcessorsTimesSpentAcceptedGd, double meanProcessorsTimesSpentAllGd) {

    public long rejected() {
        return jobs - accepted;
    }

    /** Accepted jobs in percent of jobs (100 for a site without jobs). */
    public double acceptedPercent() {
        return jobs == 0 ? 100 : 100.0 * accepted / jobs;
    }

    public double rejectedPercent() {
        return 100 - acceptedPercent();
    }

    public long totalMessages() {
        return localMessages + remoteMessages;
    }
}
