package org.gridmarket.app.jobs.service;

import java.util.List;
import java.util.Locale;
import java.util.function.BiConsumer;
import java.util.function.LongFunction;
import java.util.stream.Collectors;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.core.lrms.Preemption;
import org.gridmarket.core.lrms.SiteJob;
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

    /** Updates each member of {@code admitted}'s set; {@code record} writes a member's state change and event. */
    static void record(JobRecord local, Marketplace.LocalAdmission admitted, LongFunction<JobRecord> active,
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
            } else {
                job.markPreempted(local.id, progress.usefulSeconds(), progress.chargeSeconds(),
                        progress.overheadSeconds(), progress.preemptions());
                job.plannedStartSeconds = member.plannedStartSeconds();
                job.plannedEndSeconds = member.plannedEndSeconds();
                boolean keepsDeadline = order.deadlineSeconds() != Long.MAX_VALUE;
                record.accept(job, why + (keepsDeadline ? ": migrated on this site, still by its deadline"
                        : ": suspended") + "; resumes at its new plan");
            }
        }
    }
}
