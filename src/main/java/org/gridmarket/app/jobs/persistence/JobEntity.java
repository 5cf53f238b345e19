package org.gridmarket.app.jobs.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.Formula;
import org.gridmarket.core.market.JobState;

/** A job bought in the marketplace, or a site's local job (table {@code jobs}). Times are model seconds. */
@Entity
@Table(name = "jobs")
public class JobEntity extends PanacheEntityBase {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "user_id", nullable = false)
    public Long userId;

    @Column(nullable = false)
    public String kind;

    @Column(name = "idempotency_key")
    public String idempotencyKey;

    @Column(name = "request_fingerprint", nullable = false)
    public String requestFingerprint;

    @Column(nullable = false)
    public int processors;

    @Column(name = "length_mi", nullable = false)
    public long lengthMi;

    @Column(name = "budget_micro_gd", nullable = false)
    public long budgetMicroGd;

    @Column(name = "deadline_seconds", nullable = false)
    public long deadlineSeconds;

    public String strategy;

    @Column(name = "tardiness_penalty_micro_gd_per_second")
    public Long tardinessPenaltyMicroGdPerSecond;

    @Column(name = "home_site_id", nullable = false)
    public Long homeSiteId;

    @Column(name = "site_id")
    public Long siteId;

    @Column(nullable = false)
    public String state;

    @Column(name = "price_micro_gd")
    public Long priceMicroGd;

    @Column(name = "charged_micro_gd")
    public Long chargedMicroGd;

    @Column(name = "runtime_seconds")
    public Long runtimeSeconds;

    @Column(name = "submitted_at_seconds", nullable = false)
    public long submittedAtSeconds;

    @Column(name = "planned_start_seconds")
    public Long plannedStartSeconds;

    @Column(name = "planned_end_seconds")
    public Long plannedEndSeconds;

    @Column(name = "started_at_seconds")
    public Long startedAtSeconds;

    @Column(name = "ended_at_seconds")
    public Long endedAtSeconds;

    public String rejection;

    @Column(name = "hold_transfer_id")
    public String holdTransferId;

    @Column(name = "lease_type", nullable = false)
    public String leaseType;

    @Column(name = "useful_seconds", nullable = false)
    public long usefulSeconds;

    @Column(name = "useful_seconds_elsewhere", nullable = false)
    public long usefulSecondsElsewhere;

    @Column(name = "charge_seconds", nullable = false)
    public long chargeSeconds;

    @Column(name = "overhead_millis", nullable = false)
    public long overheadMillis;

    @Column(name = "preemptions", nullable = false)
    public int preemptions;

    @Column(name = "preempted_by_job_id")
    public Long preemptedByJobId;

    @Column(name = "preempted_by_kind")
    public String preemptedByKind;

    @Column(name = "preempted_under_policy")
    public String preemptedUnderPolicy;

    @Column(name = "home_grid")
    public String homeGrid;

    @Column(name = "serving_grid")
    public String servingGrid;

    @Column(name = "contract_id")
    public Long contractId;

    @Column(name = "contract_price_micro_gd_per_processor_hour")
    public Long contractPriceMicroGdPerProcessorHour;

    @Column(name = "site_price_micro_gd")
    public Long sitePriceMicroGd;

    @Column(name = "quote_id")
    public String quoteId;

    @Column(name = "priced_at")
    public String pricedAt;

    /** Whether the job carries a script (issue 33: a row of {@code job_scripts}). */
    @Formula("(SELECT EXISTS (SELECT 1 FROM job_scripts s WHERE s.job_id = id))")
    public boolean hasScript;

    /** Whether its site's agent uploaded its output (a row of {@code job_outputs}). */
    @Formula("(SELECT EXISTS (SELECT 1 FROM job_outputs o WHERE o.job_id = id))")
    public boolean hasOutput;

    /** This row as the engine's record of a job (what the read APIs show). */
    public JobRecord toRecord() {
        return JobRecord.builder()
                .id(id)
                .userId(userId)
                .kind(kind)
                .idempotencyKey(idempotencyKey)
                .requestFingerprint(requestFingerprint)
                .processors(processors)
                .lengthMi(lengthMi)
                .budgetMicroGd(budgetMicroGd)
                .deadlineSeconds(deadlineSeconds)
                .strategy(strategy)
                .tardinessPenaltyMicroGdPerSecond(tardinessPenaltyMicroGdPerSecond)
                .homeSiteId(homeSiteId)
                .siteId(siteId)
                .priceMicroGd(priceMicroGd)
                .chargedMicroGd(chargedMicroGd)
                .runtimeSeconds(runtimeSeconds)
                .submittedAtSeconds(submittedAtSeconds)
                .plannedStartSeconds(plannedStartSeconds)
                .plannedEndSeconds(plannedEndSeconds)
                .startedAtSeconds(startedAtSeconds)
                .endedAtSeconds(endedAtSeconds)
                .rejection(rejection)
                .holdTransferId(holdTransferId)
                .leaseType(leaseType)
                .usefulSeconds(usefulSeconds)
                .usefulSecondsElsewhere(usefulSecondsElsewhere)
                .chargeSeconds(chargeSeconds)
                .overheadMillis(overheadMillis)
                .preemptions(preemptions)
                .preemptedByJobId(preemptedByJobId)
                .preemptedByKind(preemptedByKind)
                .preemptedUnderPolicy(preemptedUnderPolicy)
                .homeGrid(homeGrid)
                .servingGrid(servingGrid)
                .contractId(contractId)
                .contractPriceMicroGdPerProcessorHour(contractPriceMicroGdPerProcessorHour)
                .sitePriceMicroGd(sitePriceMicroGd)
                .quoteId(quoteId)
                .pricedAt(pricedAt)
                .work(new JobWork(null, hasScript, hasOutput))
                .state(JobState.valueOf(state))
                .build();
    }
}
