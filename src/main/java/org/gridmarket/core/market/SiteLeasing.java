package org.gridmarket.core.market;

import org.gridmarket.core.preemption.PreemptionOverhead;
import org.gridmarket.core.preemption.PreemptionPolicies;
import org.gridmarket.core.preemption.PreemptionPolicy;

/**
 * How a site leases its processors (seed 001): its discounts per lease type, the policy that picks which
 * leases its owner's local jobs preempt (§6), and the memory of one VM (one VM per processor, §7.2), which
 * sizes the overheads of §5.
 */
public record SiteLeasing(LeaseFactors factors, PreemptionPolicy policy, long memoryMbPerVm) {
    /** §7.2's VM when a site states no memory per node. */
    public static final long DEFAULT_MEMORY_MB_PER_VM = 1_024;
    /** The live default: no discounts, MOML (Algorithm 1), §7.2's VM. */
    public static final SiteLeasing DEFAULT = new SiteLeasing(LeaseFactors.NONE,
            PreemptionPolicies.byName("MOML"), DEFAULT_MEMORY_MB_PER_VM);
    /** §7.2's measured rates, for every live site. */
    public static final PreemptionOverhead OVERHEAD = PreemptionOverhead.paperDefaults();

    public SiteLeasing {
        if (factors == null || policy == null || memoryMbPerVm <= 0) {
            throw new IllegalArgumentException("a site's leasing needs factors, a policy and VM memory > 0");
        }
    }

    /**
     * A site's leasing as its record keeps it: the three factors (all or none; none: no discounts), the policy
     * by name (NOP, MOV, MLIP, MOML) and the memory per node (one VM per processor; null: §7.2's 1,024 MB).
     */
    public static SiteLeasing of(Integer cancellablePermille, Integer suspendablePermille, Integer migratablePermille,
                                 String policy, Integer memoryPerNodeMb) {
        LeaseFactors factors = cancellablePermille == null ? LeaseFactors.NONE
                : new LeaseFactors(cancellablePermille, suspendablePermille, migratablePermille);
        return new SiteLeasing(factors, PreemptionPolicies.byName(policy),
                memoryPerNodeMb == null ? DEFAULT_MEMORY_MB_PER_VM : memoryPerNodeMb);
    }
}
