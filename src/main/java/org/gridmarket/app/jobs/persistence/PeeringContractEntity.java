package org.gridmarket.app.jobs.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/**
 * A contract between two grids (seed 000 §5.1; table {@code peering_contracts}): its terms never change, and it
 * is ended at most once, never deleted (the database refuses anything else). Times are model seconds. Its
 * prices are rows of {@code peering_contract_prices}, appended at each update.
 */
@Entity
@Table(name = "peering_contracts")
public class PeeringContractEntity extends PanacheEntityBase {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "buyer_grid", nullable = false, updatable = false)
    public String buyerGrid;

    @Column(name = "seller_grid", nullable = false, updatable = false)
    public String sellerGrid;

    /** FIXED or RANGE. */
    @Column(name = "type", nullable = false, updatable = false)
    public String type;

    @Column(name = "load_threshold_pct", nullable = false, updatable = false)
    public int loadThresholdPct;

    @Column(name = "k_pct", nullable = false, updatable = false)
    public int kPct;

    @Column(name = "update_interval_seconds", nullable = false, updatable = false)
    public long updateIntervalSeconds;

    @Column(name = "created_by", nullable = false, updatable = false)
    public long createdBy;

    @Column(name = "created_at_seconds", nullable = false, updatable = false)
    public long createdAtSeconds;

    @Column(name = "ended_at_seconds")
    public Long endedAtSeconds;
}
