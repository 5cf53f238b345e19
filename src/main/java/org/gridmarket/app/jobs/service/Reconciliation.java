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
 * equals Σ posted by the jobs' transfers to owners' revenue or, for jobs redirected to a peer grid (seed 000), to
 * their home grid's gateway (those whose job reference names a job). Each redirected job that paid anything
 * has its three legs in one linked group: its charge posted to {@code gateway:<home>}, the same amount from
 * there to {@code gateway:<serving>} under its contract, and from there the site's price (in full when it
 * completed, no more when cancelled) to the site owner's revenue.
 *
 * <p>The money check in words ({@link Report#chargeEquation}): charged on jobs = paid to owners (posted to their
 * revenue) + settled through gateways (posted to a redirected job's home gateway, which pays the serving grid's
 * gateway and the site's owner from there: seed 000's settlement accounts, {@code GATEWAY_SETTLEMENT}).
 */
@ApplicationScoped
public class Reconciliation {
    private final EntityManager entities;

    public Reconciliation(EntityManager entities) {
        this.entities = entities;
    }

    /**
     * What the check found; {@code ok} only when every part holds. {@code chargesBalanced}: charged on jobs =
     * posted to owners + posted to gateways, exactly; {@code chargeEquation} says it with every term, e.g.
     * "charged on jobs 5,008.75 G$ = paid to owners 68.63 G$ + settled through gateways 4,940.12 G$".
     */
    public record Report(boolean ok, long finalJobsWithOpenHold, long activeJobsWithoutHold, long chargedOnJobsMicroGd,
                         long postedToOwnersMicroGd, long postedToGatewaysMicroGd, long redirectedJobsWithBadLegs,
                         List<Long> jobsWithOpenHold, boolean chargesBalanced, String chargeEquation) {
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
        String postedTo = "SELECT coalesce(sum(t.amount), 0) FROM transfers t JOIN ledger_accounts a "
                + "ON a.id = t.credit_account_id JOIN jobs j ON t.job_ref = 'job-' || j.id "
                + "WHERE a.kind = '%s' AND t.kind = 'post_pending'";
        long posted = single(postedTo.formatted("owner_revenue"));
        long postedToGateways = single(postedTo.formatted("gateway_settlement"));
        long badLegs = single("SELECT count(*) FROM jobs j WHERE j.contract_id IS NOT NULL "
                + "AND coalesce(j.charged_micro_gd, 0) > 0 AND NOT EXISTS (SELECT 1 FROM transfers c "
                + "JOIN transfers g ON g.id = 'job-' || j.id || ':peering' AND g.linked_group = c.linked_group "
                + "AND g.amount = c.amount AND g.contract_ref = 'contract-' || j.contract_id "
                + "JOIN ledger_accounts home ON home.id = g.debit_account_id AND home.name = 'gateway:' || j.home_grid "
                + "JOIN ledger_accounts peer ON peer.id = g.credit_account_id AND peer.name = 'gateway:' || j.serving_grid "
                + "JOIN transfers s ON s.id = 'job-' || j.id || ':site' AND s.linked_group = c.linked_group "
                + "AND s.debit_account_id = peer.id AND (s.amount = j.site_price_micro_gd "
                + "OR (j.state <> 'COMPLETED' AND s.amount < j.site_price_micro_gd)) "
                + "JOIN ledger_accounts owner ON owner.id = s.credit_account_id AND owner.kind = 'owner_revenue' "
                + "WHERE c.id = 'job-' || j.id || ':charge' AND c.credit_account_id = home.id "
                + "AND c.amount = j.charged_micro_gd)");
        boolean balanced = charged == Math.addExact(posted, postedToGateways);
        boolean ok = openForFinal.isEmpty() && activeWithoutHold == 0 && balanced && badLegs == 0;
        return new Report(ok, openForFinal.size(), activeWithoutHold, charged, posted, postedToGateways, badLegs,
                openForFinal, balanced, chargeEquation(charged, posted, postedToGateways));
    }

    /** The money check with every term, "=" when it holds, else "≠" and the difference. */
    static String chargeEquation(long charged, long toOwners, long toGateways) {
        long difference = Math.subtractExact(charged, Math.addExact(toOwners, toGateways));
        String terms = " paid to owners " + gd(toOwners) + " + settled through gateways " + gd(toGateways);
        return difference == 0 ? "charged on jobs " + gd(charged) + " =" + terms
                : "charged on jobs " + gd(charged) + " ≠" + terms + " (" + gd(Math.abs(difference))
                        + (difference > 0 ? " charged but never paid on)" : " paid on but never charged)");
    }

    private static String gd(long microGd) {
        return org.gridmarket.core.ledger.Money.formatGdTwoDecimals(microGd) + " G$";
    }

    private long single(String sql) {
        return ((Number) entities.createNativeQuery(sql).getSingleResult()).longValue();
    }

    @SuppressWarnings("unchecked")
    private List<Long> longs(String sql) {
        return ((List<Number>) entities.createNativeQuery(sql).getResultList()).stream().map(Number::longValue).toList();
    }
}
