package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.util.List;

/**
 * Jobs against the Grid-Bank: every job in a final state has its hold resolved (no open hold for a final
 * job), every running, accepted or preempted job holds exactly its price less what it was charged already (a
 * lease migrated to another site, seed 001, paid its first site its part and holds the rest in a second hold,
 * {@code job-N:hold:2}; earlier holds are resolved), a queued one its budget, and Σ charges recorded on jobs
 * equals Σ posted to owners' revenue by the jobs' transfers (those whose job reference names a job).
 */
@ApplicationScoped
public class Reconciliation {
    private final EntityManager entities;

    public Reconciliation(EntityManager entities) {
        this.entities = entities;
    }

    public record Report(boolean ok, long finalJobsWithOpenHold, long activeJobsWithoutHold, long chargedOnJobsMicroGd,
                         long postedToOwnersMicroGd, List<Long> jobsWithOpenHold) {
    }

    @Transactional
    public Report check() {
        // One snapshot for every query below: a turn committing between them must not look like a mismatch.
        entities.createNativeQuery("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ").executeUpdate();
        List<Long> openForFinal = longs("SELECT j.id FROM jobs j JOIN transfers h ON h.id = j.hold_transfer_id "
                + "WHERE j.state IN ('COMPLETED','REJECTED','CANCELLED','FAILED') "
                + "AND NOT EXISTS (SELECT 1 FROM transfers r WHERE r.pending_id = h.id) ORDER BY j.id LIMIT 100");
        long activeWithoutHold = single("SELECT count(*) FROM jobs j WHERE j.kind = 'federation' "
                + "AND j.state IN ('ACCEPTED','RUNNING','PREEMPTED','QUEUED') AND (j.hold_transfer_id IS NULL OR NOT EXISTS "
                + "(SELECT 1 FROM transfers h WHERE h.id = j.hold_transfer_id AND h.amount = "
                + "CASE j.state WHEN 'QUEUED' THEN j.budget_micro_gd "
                + "ELSE j.price_micro_gd - coalesce(j.charged_micro_gd, 0) END) "
                + "OR EXISTS (SELECT 1 FROM transfers r WHERE r.pending_id = j.hold_transfer_id))");
        long charged = single("SELECT coalesce(sum(charged_micro_gd), 0) FROM jobs");
        long posted = single("SELECT coalesce(sum(t.amount), 0) FROM transfers t JOIN ledger_accounts a "
                + "ON a.id = t.credit_account_id JOIN jobs j ON t.job_ref = 'job-' || j.id "
                + "WHERE a.kind = 'owner_revenue' AND t.kind = 'post_pending'");
        boolean ok = openForFinal.isEmpty() && activeWithoutHold == 0 && charged == posted;
        return new Report(ok, openForFinal.size(), activeWithoutHold, charged, posted, openForFinal);
    }

    private long single(String sql) {
        return ((Number) entities.createNativeQuery(sql).getSingleResult()).longValue();
    }

    @SuppressWarnings("unchecked")
    private List<Long> longs(String sql) {
        return ((List<Number>) entities.createNativeQuery(sql).getResultList()).stream().map(Number::longValue).toList();
    }
}
