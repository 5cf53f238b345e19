package org.gridmarket.core.federation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.ledger.Account;
import org.gridmarket.core.ledger.ChainVerifier;
import org.gridmarket.core.lrms.BackfillingPolicy;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.OptimisationStrategy;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Seed 004 §3.3 on three sites, every job from A and 320,000 MI long (no communication):
 * <pre>
 *   site  procs  MIPS  quote   D for 4 procs   B for 4 procs
 *   A       8     400  1 G$    200 s           200 G$
 *   B       8     800  1.5 G$  100 s           150 G$
 *   C      16    1600  5 G$     50 s           250 G$
 * </pre>
 * Cheapest order (by quote): A, B, C. Fastest order: C, B, A.
 */
class ToyFederationTest {
    private static final double LENGTH_MI = 320_000;

    private EventLoop loop;
    private Federation federation;

    private void federation(Superscheduler superscheduler) {
        loop = new EventLoop(0);
        federation = new Federation(List.of(
                new Federation.Member(new Site("A", 8, 400, 1), 1_000_000),
                new Federation.Member(new Site("B", 8, 800, 1), 1_500_000),
                new Federation.Member(new Site("C", 16, 1600, 1), 5_000_000)),
                superscheduler, SchedulerSettings.of(BackfillingPolicy.parse("conservative")), loop);
    }

    private AgentPlacement submit(long id, OptimisationStrategy strategy, int processors, long budgetGd, long deadlineSeconds) {
        Job job = Job.builder(id).processors(processors).runtimeSeconds(1).originSite("A").strategy(strategy).build();
        return federation.submit(job, JobDemand.ofLength(LENGTH_MI, processors), budgetGd * 1_000_000, deadlineSeconds);
    }

    @ParameterizedTest(name = "{0}: {1}, {2} procs, budget {3} G$, deadline {4} s → {5}, {6} messages")
    @CsvSource({
        "OFC runs on the cheapest site that meets the deadline, COST, 4, 1000, 300, A, 0",
        "OFC passes over a cheap site too slow for the deadline, COST, 4, 1000, 150, B, 4",
        "OFT runs on the fastest site within budget, TIME, 4, 1000, 300, C, 4",
        "OFT passes over the fastest site when it is over budget, TIME, 4, 200, 300, B, 4",
        "OFC takes the only site with enough processors, COST, 12, 1000, 1000, C, 4",
        "a deadline no site can meet drops the job, COST, 4, 1000, 40, -, 4",
        "a budget no site can meet drops the job, TIME, 4, 100, 1000, -, 0",
        "a job larger than every site is dropped, COST, 32, 1000, 1000, -, 0",
    })
    void dbcPlacesEachJobAsSeed004Section33Says(String situation, OptimisationStrategy strategy, int processors,
                                                long budgetGd, long deadlineSeconds, String expectedSite, long messages) {
        federation(new DeadlineBudgetConstrained());
        loop.schedule(0, () -> submit(1, strategy, processors, budgetGd, deadlineSeconds));
        loop.run();

        JobOutcome outcome = federation.outcomes().get(0);
        assertThat(outcome.targetSite()).isEqualTo("-".equals(expectedSite) ? null : expectedSite);
        assertThat(outcome.messages()).isEqualTo(messages);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({
        "independent resources keep the job home even if slow, INDEPENDENT, 300, A",
        "independent resources drop what home cannot finish in time, INDEPENDENT, 150, -",
        "without economy a job stays home when home meets the deadline, WITHOUT_ECONOMY, 300, A",
        "without economy a job goes to the fastest site otherwise, WITHOUT_ECONOMY, 150, C",
    })
    void baselinesPlaceAsExperiments1And2Say(String situation, String policy, long deadlineSeconds, String expected) {
        federation("INDEPENDENT".equals(policy) ? new IndependentResources() : new FederationWithoutEconomy());
        loop.schedule(0, () -> submit(1, OptimisationStrategy.NONE, 4, 1000, deadlineSeconds));
        loop.run();
        assertThat(federation.outcomes().get(0).targetSite()).isEqualTo("-".equals(expected) ? null : expected);
    }

    @org.junit.jupiter.api.Test
    void admissionControlAnswersFromTheRemoteQueue() {
        federation(new DeadlineBudgetConstrained());
        loop.schedule(0, () -> {
            // Fills C (16 processors) for 320,000 / (1600 · 16) = 12.5 → 13 s.
            assertThat(submit(1, OptimisationStrategy.TIME, 16, 1000, 300).target().site().name()).isEqualTo("C");
            // Needs 20 s: C could finish at 13 + 50 = 63 s, B at 100 s, A at 200 s — all refuse.
            assertThat(submit(2, OptimisationStrategy.TIME, 4, 1000, 20).isAccepted()).isFalse();
            // With a 70 s deadline C's queue is fine.
            assertThat(submit(3, OptimisationStrategy.TIME, 4, 1000, 70).target().site().name()).isEqualTo("C");
        });
        loop.run();
        List<JobOutcome> outcomes = federation.outcomes();
        assertThat(outcomes.get(2).startSeconds()).isEqualTo(13);
        assertThat(outcomes.get(2).endSeconds()).isEqualTo(63);
    }

    @org.junit.jupiter.api.Test
    void messagesCountLocallyAtTheOriginAndRemotelyAtTheOthers() {
        federation(new DeadlineBudgetConstrained());
        // Drops after asking A (own site, free), B and C (a negotiate and a reply each).
        loop.schedule(0, () -> submit(1, OptimisationStrategy.COST, 4, 1000, 40));
        // Runs on B after A refuses: negotiate, reply, job submission, job completion.
        loop.schedule(0, () -> submit(2, OptimisationStrategy.COST, 4, 1000, 150));
        loop.run();
        MessageCounter messages = federation.view().messages();
        assertThat(messages.localMessages(1)).isEqualTo(8);
        assertThat(messages.remoteMessages(2)).isEqualTo(6);
        assertThat(messages.remoteMessages(3)).isEqualTo(2);
        assertThat(messages.messages(MessageCounter.Kind.NEGOTIATE)).isEqualTo(3);
        assertThat(messages.messages(MessageCounter.Kind.JOB_COMPLETION)).isEqualTo(1);
        assertThat(messages.totalMessages()).isEqualTo(8);
        assertThat(messages.jobMessages(1)).isEqualTo(4);
        assertThat(messages.jobMessages(2)).isEqualTo(4);

        messages.forgetJob(2);
        assertThat(messages.jobMessages(2)).isZero();
        assertThat(messages.jobMessages(1)).isEqualTo(4);
        assertThat(messages.totalMessages()).isEqualTo(8);
        assertThat(messages.localMessages(1)).isEqualTo(8);
    }

    @org.junit.jupiter.api.Test
    void ownersEarnTheCostOfEachJobTheyRunThroughTheGridBank() {
        federation(new DeadlineBudgetConstrained());
        loop.schedule(0, () -> {
            submit(1, OptimisationStrategy.COST, 4, 1000, 150);   // B: 150 G$
            submit(2, OptimisationStrategy.TIME, 4, 1000, 300);   // C: 250 G$
            submit(3, OptimisationStrategy.COST, 4, 1000, 40);    // dropped
        });
        loop.run();
        assertThat(federation.incentiveMicroGd(1)).isZero();
        assertThat(federation.incentiveMicroGd(2)).isEqualTo(150_000_000);
        assertThat(federation.incentiveMicroGd(3)).isEqualTo(250_000_000);
        ChainVerifier verifier = new ChainVerifier();
        federation.ledger().transfers().forEach(verifier::accept);
        assertThat(verifier.ok()).isTrue();
        assertThat(federation.ledger().accounts().stream().mapToLong(Account::balance).sum()).isZero();
        assertThat(federation.ledger().accounts().stream().mapToLong(Account::debitsPending).sum()).isZero();
    }

    @ParameterizedTest(name = "quote: {0}")
    @CsvSource({
        "OFC chooses what DBC would, COST, 1000, 150, B, ''",
        "OFT chooses what DBC would, TIME, 200, 300, B, ''",
        "an unreachable deadline names the earliest finish, COST, 1000, 40, -, deadline unreachable",
        "a small budget names the cheapest cost in time, TIME, 100, 300, -, budget too small",
    })
    void quotesWithoutCommittingAnything(String situation, OptimisationStrategy strategy, long budgetGd,
                                         long deadlineSeconds, String chosen, String reason) {
        federation(new DeadlineBudgetConstrained());
        DbcQuotation.Quote quote = DbcQuotation.quote(JobDemand.ofLength(LENGTH_MI, 4), strategy,
                budgetGd * 1_000_000, deadlineSeconds, federation.view());
        assertThat(quote.chosen() == null ? "-" : quote.chosen().siteName()).isEqualTo(chosen);
        assertThat(quote.reason() == null ? "" : quote.reason()).isEqualTo(reason);
        assertThat(quote.candidates()).hasSize(3);
        if ("deadline unreachable".equals(reason)) {
            assertThat(quote.earliestFinishSeconds()).isEqualTo(50);
        }
        if ("budget too small".equals(reason)) {
            assertThat(quote.cheapestCostMeetingDeadlineMicroGd()).isEqualTo(150_000_000);
        }
        assertThat(federation.view().messages().totalMessages()).isZero();
        assertThat(federation.outcomes()).isEmpty();
    }
}
