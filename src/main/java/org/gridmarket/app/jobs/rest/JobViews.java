package org.gridmarket.app.jobs.rest;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Pattern;
import jakarta.validation.constraints.Size;
import jakarta.validation.constraints.Positive;
import java.time.Instant;
import java.util.List;
import org.gridmarket.app.jobs.persistence.JobEntity;
import org.gridmarket.app.jobs.persistence.JobEventRecord;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.jobs.service.JobLimits;
import org.gridmarket.app.jobs.service.JobQueries;
import org.gridmarket.app.jobs.service.JobRequest;
import org.gridmarket.app.ledger.rest.LedgerViews;
import org.gridmarket.app.platform.MaxUtf8Bytes;
import org.gridmarket.core.market.BidWorth;
import org.gridmarket.core.market.BoundOption;
import org.gridmarket.app.jobs.service.LeaseQuote;
import org.gridmarket.core.market.Quote;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.market.StrategyOption;
import org.gridmarket.core.mechanisms.Mechanisms;

/** The jobs API's bodies. Times are model time (see {@code GET /api/engine/clock}). */
public final class JobViews {
    private JobViews() {
    }

    /**
     * A job description for a quote or a submission: either {@code lengthMi} or {@code runtimeSeconds};
     * {@code tardinessPenaltyMicroGdPerSecond} (seed 003's w) only for a strategy that weighs lateness.
     * {@code quoteId}: a submission's quote to hold (issue 32; a quote's own id, never sent to POST /api/quotes).
     * {@code script} (issue 33): a shell script for a real cluster to run, 1 to 65,536 bytes of UTF-8; the job then
     * goes only to sites that run scripts.
     */
    public record JobBody(
            @NotNull @Min(1) @Max(JobLimits.MAX_PROCESSORS) Integer processors,
            @Positive @Max(JobLimits.MAX_LENGTH_MI) Long lengthMi,
            @Positive @Max(JobLimits.MAX_RUNTIME_SECONDS) Long runtimeSeconds,
            @NotNull @Positive @Max(JobLimits.MAX_BUDGET_MICRO_GD) Long budgetMicroGd,
            @NotNull @Positive @Max(JobLimits.MAX_DEADLINE_SECONDS) Long deadlineSeconds,
            @NotNull @Size(min = 1, max = 32) String strategy,
            @Positive @Max(JobLimits.MAX_BUDGET_MICRO_GD) Long tardinessPenaltyMicroGdPerSecond,
            @Size(max = 32) String leaseType,
            @Pattern(regexp = "[A-Za-z0-9_-]{22}", message = "must be a quoteId as POST /api/quotes gives it")
            String quoteId,
            @Size(min = 1) @MaxUtf8Bytes(JobLimits.MAX_SCRIPT_BYTES) String script) {

        public JobRequest toRequest() {
            return new JobRequest(processors, lengthMi, runtimeSeconds, budgetMicroGd, deadlineSeconds, strategy,
                    tardinessPenaltyMicroGdPerSecond, leaseType, script);
        }
    }

    /**
     * One site the strategy considered, with why it was or was not chosen. {@code costMicroGd} and
     * {@code costGd} are null for a cost beyond any budget (an unaffordable site). {@code bid} is the site's bid
     * when the strategy's sites bid (null otherwise).
     */
    public record CandidateView(int rank, long siteId, Long costMicroGd, String costGd, Instant estimatedStart,
                                Instant estimatedFinish, boolean withinBudget, boolean meetsDeadline, boolean chosen,
                                String why, BidView bid) {
    }

    /**
     * A bid as the user's broker weighs it: seconds late, the penalty for that, what it leaves of the budget
     * (budget − cost − penalty; negative: never awarded) and its place in the award order (null: never).
     */
    public record BidView(long tardinessSeconds, long penaltyMicroGd, String penaltyGd, long utilityMicroGd,
                          String utilityGd, Integer awardRank) {
        static BidView of(Quote.Bid bid) {
            return bid == null ? null : new BidView(bid.tardinessSeconds(), bid.penaltyMicroGd(),
                    Money.formatGd(bid.penaltyMicroGd()), bid.utilityMicroGd(), Money.formatGd(bid.utilityMicroGd()),
                    bid.awardRank());
        }
    }

    /** The bid a placed job won (its cost is the job's price, its window the planned start and end). */
    public record WinningBidView(long tardinessSeconds, long penaltyMicroGd, String penaltyGd, long utilityMicroGd,
                                 String utilityGd) {
    }

    /**
     * The same shape for every strategy: its candidates in its order, its choice or why none; and what a
     * submission naming {@code quoteId} holds until {@code validUntil} (wall clock; null when nothing is chosen):
     * {@code binds} PRICE, exactly {@code priceMicroGd} at {@code siteId} (a redirected job's under
     * {@code contractId}), or BUDGET, the budget held while a queued job waits, priced when it starts.
     */
    public record QuoteView(String strategy, List<CandidateView> candidates, Long chosenSiteId, String reason,
                            Instant earliestFeasibleFinish, Long cheapestFeasibleCostMicroGd, String leaseType,
                            List<LeaseOptionView> leaseOptions, RedirectionViews.RedirectionView redirection,
                            String quoteId, Instant validUntil, String binds, Long priceMicroGd, String priceGd,
                            Long siteId, String siteName, Long contractId) {
    }

    /**
     * One lease type (seed 001 §4.2) beside the others: the site the strategy would choose for it, the site's
     * factor (permille of its price), the price and what the type guarantees, in plain words; for a job its home
     * grid cannot take, the peer grid's site and the contract's price (no factor); {@code why} no site takes it
     * (null when one does); the quote id that holds this option (submitted with this {@code leaseType}) and until
     * when.
     */
    public record LeaseOptionView(String leaseType, Integer factorPermille, Long chosenSiteId, Long priceMicroGd,
                                  String priceGd, String guarantee, String why, String quoteId, Instant validUntil) {
    }

    public record EventView(Instant at, String state, String detail) {
    }

    /**
     * A job. After a preemption (seed 001): {@code preemptedByJobId} is the local job that preempted it last,
     * {@code preemptedByKind} that job's kind ({@code local}: the owner's own; {@code background}: the cluster's
     * modelled load, which its owner never submitted) and {@code preemptedUnderPolicy} the site's policy that
     * chose it (§6: MOV, MLIP or MOML); null when never preempted. {@code hasScript}: it carries a script (issue 33,
     * {@code GET /api/jobs/{id}/script}); {@code hasOutput}: its site's agent uploaded its output.
     */
    public record JobView(long id, String kind, String state, String strategy, int processors, long lengthMi,
                          long budgetMicroGd, long deadlineSeconds, long homeSiteId, Long siteId, Long priceMicroGd,
                          String priceGd, Long chargedMicroGd, Long runtimeSeconds, Instant submittedAt,
                          Instant plannedStart, Instant plannedEnd, Instant startedAt, Instant endedAt,
                          String rejection, List<EventView> events, List<LedgerViews.TransferView> transfers,
                          Long tardinessPenaltyMicroGdPerSecond, WinningBidView bid, String leaseType,
                          long usefulSeconds, double overheadSeconds, int preemptions, Long preemptedByJobId,
                          String homeGrid, String servingGrid, Long contractId,
                          Long contractPriceMicroGdPerProcessorHour, Long sitePriceMicroGd, String preemptedByKind,
                          String preemptedUnderPolicy, String quoteId, String pricedAt, boolean hasScript,
                          boolean hasOutput) {
    }

    static QuoteView quote(LeaseQuote leaseQuote) {
        Quote quote = leaseQuote.quote();
        List<CandidateView> candidates = quote.candidates().stream().map(c -> new CandidateView(c.rank(), c.siteId(),
                c.affordable() ? c.priceMicroGd() : null, c.affordable() ? Money.formatGd(c.priceMicroGd()) : null,
                at(c.startSeconds()), at(c.finishSeconds()), c.withinBudget(), c.meetsDeadline(), c.chosen(), c.why(),
                BidView.of(c.bid())))
                .toList();
        LeaseQuote.Bindable bound = leaseQuote.bound();
        BoundOption held = bound.option();
        return new QuoteView(quote.strategy(), candidates, quote.chosenSiteId(), quote.reason(),
                at(quote.earliestFinishSeconds()), quote.cheapestPriceMeetingDeadlineMicroGd(), leaseQuote.leaseType(),
                leaseQuote.options().stream().map(o -> new LeaseOptionView(o.leaseType(), o.factorPermille(),
                        o.chosenSiteId(), o.priceMicroGd(), o.priceMicroGd() == null ? null : Money.formatGd(o.priceMicroGd()),
                        o.guarantee(), o.why(), o.bound().quoteId(), o.bound().validUntil())).toList(),
                RedirectionViews.of(quote.redirection()), bound.quoteId(), bound.validUntil(),
                held == null ? null : held.binds().name(), held == null ? null : held.priceMicroGd(),
                held == null ? null : Money.formatGd(held.priceMicroGd()), held == null ? null : held.siteId(),
                bound.siteName(), held == null || held.redirected() == null ? null : held.redirected().contractId());
    }

    static JobView job(JobEntity job) {
        return job(job.toRecord(), null, null);
    }

    static JobView job(JobQueries.JobDetail detail) {
        return job(detail.job(), detail.events().stream().map(JobViews::event).toList(),
                detail.transfers().stream().map(LedgerViews::transfer).toList());
    }

    private static JobView job(JobRecord job, List<EventView> events, List<LedgerViews.TransferView> transfers) {
        return new JobView(job.id(), job.kind(), job.state().name(), job.strategy(), job.processors(), job.lengthMi(), job.budgetMicroGd(),
                job.deadlineSeconds(), job.homeSiteId(), job.siteId(), job.priceMicroGd(),
                job.priceMicroGd() == null ? null : Money.formatGd(job.priceMicroGd()), job.chargedMicroGd(),
                job.runtimeSeconds(), at(job.submittedAtSeconds()), at(job.plannedStartSeconds()), at(job.plannedEndSeconds()),
                at(job.startedAtSeconds()), at(job.endedAtSeconds()), job.rejection(), events, transfers,
                job.tardinessPenaltyMicroGdPerSecond(), winningBid(job), job.leaseType(), job.workDoneSeconds(),
                job.overheadMillis() / 1000.0, job.preemptions(), job.preemptedByJobId(), job.homeGrid(), job.servingGrid(),
                job.contractId(), job.contractPriceMicroGdPerProcessorHour(), job.sitePriceMicroGd(),
                job.preemptedByKind(), job.preemptedUnderPolicy(), job.quoteId(), job.pricedAt(),
                job.work().hasScript(), job.work().hasOutput());
    }

    /**
     * The winning bid of a job placed by a strategy whose sites bid: how late its agreed window ends, what the
     * penalty (w per second late) takes and what the bid left of the budget.
     */
    private static WinningBidView winningBid(JobRecord job) {
        if (job.priceMicroGd() == null || job.plannedEndSeconds() == null || !"federation".equals(job.kind())
                || !Mechanisms.strategies().takes(job.strategy(), StrategyOption.TARDINESS_PENALTY)) {
            return null;
        }
        BidWorth worth = BidWorth.of(job.plannedEndSeconds(), job.submittedAtSeconds() + job.deadlineSeconds(),
                job.tardinessPenaltyMicroGdPerSecond(), job.budgetMicroGd(), job.priceMicroGd());
        return new WinningBidView(worth.tardinessSeconds(), worth.penaltyMicroGd(),
                Money.formatGd(worth.penaltyMicroGd()), worth.utilityMicroGd(), Money.formatGd(worth.utilityMicroGd()));
    }

    private static EventView event(JobEventRecord event) {
        return new EventView(at(event.atSeconds()), event.state(), event.detail());
    }

    static Instant at(Long modelSeconds) {
        return modelSeconds == null ? null : Instant.ofEpochSecond(modelSeconds);
    }
}
