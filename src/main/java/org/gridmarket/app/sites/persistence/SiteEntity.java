package org.gridmarket.app.sites.persistence;

import io.quarkus.hibernate.orm.panache.PanacheEntityBase;
import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.GeneratedValue;
import jakarta.persistence.GenerationType;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.time.Instant;

/** A registered cluster and its current posted price card (table {@code sites}). */
@Entity
@Table(name = "sites")
public class SiteEntity extends PanacheEntityBase {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    public Long id;

    @Column(nullable = false, unique = true)
    public String name;

    @Column(name = "owner_id", nullable = false)
    public Long ownerId;

    @Column(nullable = false)
    public int processors;

    @Column(name = "mips_per_processor", nullable = false)
    public int mipsPerProcessor;

    @Column(name = "bandwidth_gbps", nullable = false)
    public double bandwidthGbps;

    @Column(name = "memory_per_node_mb")
    public Integer memoryPerNodeMb;

    @Column(name = "grid_name", nullable = false)
    public String gridName;

    /** What one processor costs for one hour here (µG$); null while the site has no price. */
    @Column(name = "price_micro_gd_per_processor_hour")
    public Long priceMicroGdPerProcessorHour;

    @Column(name = "fixed_cost_micro_gd_per_cpu_second")
    public Long fixedCostMicroGdPerCpuSecond;

    @Column(name = "min_machine_price_micro_gd_per_processor_hour")
    public Long minMachinePriceMicroGdPerProcessorHour;

    @Column(name = "max_machine_price_micro_gd_per_processor_hour")
    public Long maxMachinePriceMicroGdPerProcessorHour;

    /** A real cluster reports its jobs' starts and ends through the agent API instead of being modelled. */
    /** Seed 001 lease discounts, permille of the price (all three or none). */
    @Column(name = "lease_factor_cancellable_permille")
    public Integer leaseFactorCancellablePermille;

    @Column(name = "lease_factor_suspendable_permille")
    public Integer leaseFactorSuspendablePermille;

    @Column(name = "lease_factor_migratable_permille")
    public Integer leaseFactorMigratablePermille;

    /** Which leases the owner's local jobs preempt (seed 001 §6): NOP, MOV, MLIP or MOML. */
    @Column(name = "preemption_policy", nullable = false)
    public String preemptionPolicy = "MOML";

    @Column(name = "agent_mode", nullable = false)
    public boolean agentMode;

    /** Whether the site runs jobs' scripts (only in agent mode: a modelled site never pretends to run one). */
    @Column(name = "accepts_scripts", nullable = false)
    public boolean acceptsScripts;

    /** When the site's agent was last heard from (wall clock); null if never. */
    @Column(name = "agent_heard_at")
    public Instant agentHeardAt;

    @Column(name = "created_at", nullable = false, insertable = false, updatable = false)
    public Instant createdAt;

    /** When the owner withdrew the site from the federation (seed 004's unsubscribe); null while it takes jobs. */
    @Column(name = "withdrawn_at")
    public Instant withdrawnAt;
}
