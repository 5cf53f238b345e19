package org.gridmarket.app.sites.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.EnumType;
import jakarta.persistence.Enumerated;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/**
 * One change of a site's price card: who, when, old and new (append-only, table {@code site_price_changes}).
 * Each price carries its unit: rows from before migration V10 are per MI, later ones per processor-hour, and
 * V10's own rows (one per site, no author, a {@link #reason}) convert one into the other.
 */
@Entity
@Table(name = "site_price_changes")
public class PriceChangeEntity extends PanacheEntityBase {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(name = "site_id", nullable = false, updatable = false)
    public Long siteId;

    /** The owner who posted the card; null only for a change the system made (then {@link #reason} says why). */
    @Column(name = "changed_by", updatable = false)
    public Long changedBy;

    @Column(name = "changed_at", nullable = false, updatable = false)
    public Instant changedAt;

    @Column(name = "reason", updatable = false)
    public String reason;

    @Column(name = "old_price_micro_gd", updatable = false)
    public Long oldPriceMicroGd;

    @Enumerated(EnumType.STRING)
    @Column(name = "old_price_unit", updatable = false)
    public PriceUnit oldPriceUnit;

    @Column(name = "new_price_micro_gd", nullable = false, updatable = false)
    public Long newPriceMicroGd;

    @Enumerated(EnumType.STRING)
    @Column(name = "new_price_unit", nullable = false, updatable = false)
    public PriceUnit newPriceUnit;

    @Column(name = "old_fixed_cost_micro_gd_per_cpu_second", updatable = false)
    public Long oldFixedCostMicroGdPerCpuSecond;

    @Column(name = "new_fixed_cost_micro_gd_per_cpu_second", updatable = false)
    public Long newFixedCostMicroGdPerCpuSecond;

    @Column(name = "old_min_machine_price_micro_gd_per_processor_hour", updatable = false)
    public Long oldMinMachinePriceMicroGdPerProcessorHour;

    @Column(name = "new_min_machine_price_micro_gd_per_processor_hour", updatable = false)
    public Long newMinMachinePriceMicroGdPerProcessorHour;

    @Column(name = "old_max_machine_price_micro_gd_per_processor_hour", updatable = false)
    public Long oldMaxMachinePriceMicroGdPerProcessorHour;

    @Column(name = "new_max_machine_price_micro_gd_per_processor_hour", updatable = false)
    public Long newMaxMachinePriceMicroGdPerProcessorHour;

    /** Bands written before they were per processor-hour (migration V11): per machine-second, read-only. */
    @Column(name = "old_min_machine_price_micro_gd_per_second", insertable = false, updatable = false)
    public Long oldMinMachinePriceMicroGdPerSecond;

    @Column(name = "new_min_machine_price_micro_gd_per_second", insertable = false, updatable = false)
    public Long newMinMachinePriceMicroGdPerSecond;

    @Column(name = "old_max_machine_price_micro_gd_per_second", insertable = false, updatable = false)
    public Long oldMaxMachinePriceMicroGdPerSecond;

    @Column(name = "new_max_machine_price_micro_gd_per_second", insertable = false, updatable = false)
    public Long newMaxMachinePriceMicroGdPerSecond;

    /** A band value per processor-hour: as written, or an older row's per machine-second value × 3,600. */
    public static Long perProcessorHour(Long perProcessorHour, Long perSecond) {
        return perProcessorHour != null ? perProcessorHour : perSecond == null ? null : Math.multiplyExact(perSecond, 3600);
    }

    @Column(name = "old_lease_factor_cancellable_permille", updatable = false)
    public Integer oldLeaseFactorCancellablePermille;

    @Column(name = "old_lease_factor_suspendable_permille", updatable = false)
    public Integer oldLeaseFactorSuspendablePermille;

    @Column(name = "old_lease_factor_migratable_permille", updatable = false)
    public Integer oldLeaseFactorMigratablePermille;

    @Column(name = "new_lease_factor_cancellable_permille", updatable = false)
    public Integer newLeaseFactorCancellablePermille;

    @Column(name = "new_lease_factor_suspendable_permille", updatable = false)
    public Integer newLeaseFactorSuspendablePermille;

    @Column(name = "new_lease_factor_migratable_permille", updatable = false)
    public Integer newLeaseFactorMigratablePermille;
}
