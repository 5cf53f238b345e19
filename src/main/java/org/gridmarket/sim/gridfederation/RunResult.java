package org.gridmarket.sim.gridfederation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.core.federation.Federation;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobOutcome;
import org.gridmarket.core.federation.MessageCounter;

/**
 * The numbers of one federation run, in member order.
 *
 * @param sites one entry per GFA
 * @param periodSeconds the utilisation period: from time 0 (every window's start) to the run's last completion
 * @param messagesPerJob protocol messages per job over all jobs (Fig. 10)
 * @param messagesPerGfa local + remote messages per GFA (Fig. 11)
 * @param meanSpentAllGd mean B(J, R) over every job, rejected ones at B(J, origin) (§4.7.5's 8.874e5 / 9.359e5)
 * @param meanProcessorsTimesSpentAllGd the same with each job's cost multiplied by its processors p: what
 *     the paper's magnitudes suggest it charged (see docs/experiments/grid-federation.md)
 * @param meanResponseAllSeconds mean response over every job, rejected ones at D(J, origin)
 * @param processorsTimesIncentiveGd Σ p · B(J, R) over the accepted jobs: the owners' total incentive if jobs
 *     were charged per processor
 */
public record RunResult(List<SiteResult> sites, long periodSeconds, Spread messagesPerJob, Spread messagesPerGfa,
                        double meanSpentAllGd, double meanProcessorsTimesSpentAllGd,
                        double meanResponseAllSeconds, double processorsTimesIncentiveGd) {

    private static final double MICRO_PER_GD = 1e6;

    /** Collects the numbers of a federation whose event loop has run to the end. Cost O(jobs + GFAs). */
    public static RunResult of(Federation federation) {
        List<JobOutcome> outcomes = federation.outcomes();
        long period = Math.max(1, outcomes.stream().mapToLong(JobOutcome::endSeconds).max().orElse(1));
        Map<String, Tally> tallies = new HashMap<>();
        for (GridFederationAgent agent : federation.agents()) {
            tallies.put(agent.site().name(), new Tally());
        }
        double spent = 0;
        double processorsTimesSpent = 0;
        double response = 0;
        double processorsTimesIncentive = 0;
        for (JobOutcome outcome : outcomes) {
            tallies.get(outcome.originSite()).addOrigin(outcome);
            if (outcome.accepted()) {
                tallies.get(outcome.targetSite()).addTarget(outcome);
                processorsTimesIncentive += (double) outcome.costMicroGd() * outcome.processors();
            }
            spent += spentMicroGd(outcome);
            processorsTimesSpent += spentMicroGd(outcome) * outcome.processors();
            response += responseSeconds(outcome);
        }
        int jobs = Math.max(1, outcomes.size());
        MessageCounter messages = federation.view().messages();
        List<SiteResult> sites = new ArrayList<>();
        for (GridFederationAgent agent : federation.agents()) {
            sites.add(tallies.get(agent.site().name()).result(agent, federation, period));
        }
        return new RunResult(sites, period, Spread.of(outcomes.stream().mapToLong(JobOutcome::messages)),
                Spread.of(federation.agents().stream().mapToLong(agent -> messages.localMessages(agent.id())
                        + messages.remoteMessages(agent.id()))),
                spent / jobs / MICRO_PER_GD, processorsTimesSpent / jobs / MICRO_PER_GD, response / jobs,
                processorsTimesIncentive / MICRO_PER_GD);
    }

    /**
     * Acceptance per site: the mean over the resources of each resource's accepted % (every resource weighs the
     * same, whatever its number of jobs). Not the basis of the paper's 90.30 % → 98.61 %: see
     * {@link #perJobAcceptedPercent}.
     */
    public double meanAcceptedPercent() {
        return sites.stream().mapToDouble(SiteResult::acceptedPercent).average().orElse(0);
    }

    /**
     * Acceptance per job: accepted jobs / all jobs over the federation, in percent (100 without jobs). Seed 004
     * §4.7.1's 90.30 % → 98.61 % are on this basis (recomputed from Tables 3–4's job counts in
     * {@link PaperValues#table3PerJobAcceptedPercent}).
     */
    public double perJobAcceptedPercent() {
        long jobs = jobs();
        return jobs == 0 ? 100 : 100.0 * sites.stream().mapToLong(SiteResult::accepted).sum() / jobs;
    }

    public double totalIncentiveGd() {
        return sites.stream().mapToDouble(SiteResult::incentiveGd).sum();
    }

    public long totalMessages() {
        return sites.stream().mapToLong(SiteResult::totalMessages).sum() / 2;
    }

    public long jobs() {
        return sites.stream().mapToLong(SiteResult::jobs).sum();
    }

    /** What a job cost: B(J, R) if accepted, else what it would have cost at home (Fig. 8). */
    static double spentMicroGd(JobOutcome outcome) {
        return outcome.accepted() ? outcome.costMicroGd() : outcome.originCostMicroGd();
    }

    /** A job's response: end − submit if accepted, else D(J, origin) (Fig. 8). */
    static double responseSeconds(JobOutcome outcome) {
        return outcome.accepted() ? outcome.responseSeconds() : outcome.originExecutionSeconds();
    }

    /** Running sums for one site while the outcomes are read. */
    private static final class Tally {
        private long jobs;
        private long accepted;
        private long local;
        private long remoteServed;
        private double busyProcessorSeconds;
        private double responseAccepted;
        private double responseAll;
        private double spentAccepted;
        private double spentAll;
        private double processorsTimesIncentive;
        private double processorsTimesSpentAccepted;
        private double processorsTimesSpentAll;

        void addOrigin(JobOutcome outcome) {
            jobs++;
            responseAll += responseSeconds(outcome);
            spentAll += spentMicroGd(outcome);
            processorsTimesSpentAll += spentMicroGd(outcome) * outcome.processors();
            if (outcome.accepted()) {
                accepted++;
                local += outcome.migrated() ? 0 : 1;
                responseAccepted += outcome.responseSeconds();
                spentAccepted += outcome.costMicroGd();
                processorsTimesSpentAccepted += (double) outcome.costMicroGd() * outcome.processors();
            }
        }

        void addTarget(JobOutcome outcome) {
            remoteServed += outcome.migrated() ? 1 : 0;
            processorsTimesIncentive += (double) outcome.costMicroGd() * outcome.processors();
            busyProcessorSeconds += (double) outcome.processors() * (outcome.endSeconds() - outcome.startSeconds());
        }

        SiteResult result(GridFederationAgent agent, Federation federation, long periodSeconds) {
            int processors = agent.site().processors();
            MessageCounter messages = federation.view().messages();
            return new SiteResult(agent.site().name(), processors, jobs, accepted, local, accepted - local,
                    remoteServed, busyProcessorSeconds / ((double) processors * periodSeconds),
                    federation.incentiveMicroGd(agent.id()) / MICRO_PER_GD, messages.localMessages(agent.id()),
                    messages.remoteMessages(agent.id()), mean(responseAccepted, accepted), mean(responseAll, jobs),
                    mean(spentAccepted, accepted) / MICRO_PER_GD, mean(spentAll, jobs) / MICRO_PER_GD,
                    processorsTimesIncentive / MICRO_PER_GD, mean(processorsTimesSpentAccepted, accepted) / MICRO_PER_GD,
                    mean(processorsTimesSpentAll, jobs) / MICRO_PER_GD);
        }

        private static double mean(double sum, long count) {
            return count == 0 ? 0 : sum / count;
        }
    }
}
