package org.gridmarket.app.jobs.service;

import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.function.LongFunction;
import java.util.stream.Collectors;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.core.lrms.Preemption;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.market.LocalAdmissions;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.preemption.LocalPreemption;

/**
 * Follows a local job's preemption (seed 001 §4.2) into the records of the leases it preempted: a cancellable
 * one ends CANCELLED, charged for the work it did; the others go PREEMPTED with their progress and new plan.
 * Each event names the local job, the policy, the set and the member's overhead h(L).
 */
final class LocalPreemptions {

    private LocalPreemptions() {
    }

    /**
     * A local job admitted: its plan from the LRMS, and each member of the set it preempted (if it did) updated;
     * {@code record} writes a member's state change and event.
     */
    static void follow(JobRecord local, LocalAdmissions.Admission admitted, LongFunction<JobRecord> active,
                       long nowSeconds, BiConsumer<JobRecord, String> record) {
        local.plannedStartSeconds = admitted.job().plannedStartSeconds();
        local.plannedEndSeconds = admitted.job().plannedEndSeconds();
        if (admitted.preempted()) {
            record(local, admitted, active, nowSeconds, record);
        }
    }

    private static void record(JobRecord local, LocalAdmissions.Admission admitted, LongFunction<JobRecord> active,
                       long nowSeconds, BiConsumer<JobRecord, String> record) {
        LocalPreemption.Decision decision = admitted.preemption();
        String set = decision.set().leaseIds().stream().map(String::valueOf)
                .collect(Collectors.joining(", ", "{", "}"));
        List<SiteJob> members = decision.members();
        for (int index = 0; index < members.size(); index++) {
            SiteJob member = members.get(index);
            Preemption order = decision.orders().get(index);
            JobRecord job = active.apply(member.id());
            if (job == null) {
                continue;
            }
            SiteJob.Progress progress = member.progress();
            String why = String.format(Locale.ROOT, "preempted by local job %d (policy %s, set %s, overhead %.3f s)",
                    local.id, admitted.policy(), set, order.overheadSeconds());
            if (!order.resumes()) {
                Marketplace.Settled settled = admitted.cancelled().get(member.id());
                long charge = settled == null ? 0 : settled.chargeMicroGd();
                job.markPreempted(local.id, progress.usefulSeconds(), progress.chargeSeconds(),
                        progress.overheadSeconds(), progress.preemptions());
                job.markCancelled(nowSeconds, settled == null ? null : charge);
                record.accept(job, why + ": cancelled after " + progress.usefulSeconds() + " s of work; charged "
                        + charge + " µG$");
            } else if (admitted.migrated().containsKey(member.id())) {
                migrated(job, local.id, admitted.migrated().get(member.id()), nowSeconds, why, record);
            } else {
                job.markPreempted(local.id, progress.usefulSeconds(), progress.chargeSeconds(),
                        progress.overheadSeconds(), progress.preemptions());
                job.plannedStartSeconds = member.plannedStartSeconds();
                job.plannedEndSeconds = member.plannedEndSeconds();
                // Every resumed lease keeps its deadline (the market's deadline rule); only a migratable one moves.
                boolean migratable = LeaseTypes.core(job.leaseType)
                        == org.gridmarket.core.workload.LeaseType.DEADLINE_CONSTRAINT_MIGRATABLE;
                record.accept(job, why + (migratable ? ": migrated on this site, still by its deadline"
                        : ": suspended") + "; resumes at its new plan");
            }
        }
    }

    /**
     * A lease moved to another site: the part done here was posted, the remainder's price is held there; the
     * record follows the job (site, hold, runtime and progress there; price = charged so far + the new hold).
     */
    private static void migrated(JobRecord job, long localId, LocalAdmissions.Migration move, long nowSeconds,
                                 String why, BiConsumer<JobRecord, String> record) {
        SiteJob there = move.job();
        SiteJob.Progress progress = there.progress();
        long chargedBefore = job.chargedMicroGd == null ? 0 : job.chargedMicroGd;
        job.markPreempted(localId, progress.usefulSeconds(), progress.chargeSeconds(), progress.overheadSeconds(),
                progress.preemptions());
        job.chargedMicroGd = Math.addExact(chargedBefore, move.postedMicroGd());
        job.priceMicroGd = Math.addExact(job.chargedMicroGd, move.priceMicroGd());
        job.siteId = move.toSiteId();
        job.holdTransferId = move.hold().id();
        job.runtimeSeconds = move.runtimeSeconds();
        job.plannedStartSeconds = there.plannedStartSeconds();
        job.plannedEndSeconds = there.plannedEndSeconds();
        String detail = why + ": migrated from site " + move.fromSiteId() + " to site " + move.toSiteId() + "; charged "
                + move.postedMicroGd() + " µG$ for its work on site " + move.fromSiteId() + ", holds "
                + move.priceMicroGd() + " µG$ for the rest";
        if (there.state() == org.gridmarket.core.lrms.JobState.RUNNING) {
            record.accept(job, detail);
            job.markRunning(nowSeconds);
            record.accept(job, "running on site " + move.toSiteId() + "; first pays " + progress.chargeSeconds()
                    + " s of overhead");
        } else {
            record.accept(job, detail + "; resumes at its new plan");
        }
    }
}
