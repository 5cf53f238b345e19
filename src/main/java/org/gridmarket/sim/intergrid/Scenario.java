package org.gridmarket.sim.intergrid;

import java.util.List;
import java.util.stream.Collectors;
import org.gridmarket.core.peering.ContractPricing;
import org.gridmarket.core.peering.ProviderPolicy;

/**
 * One simulated set-up of seed 000 §6.4: which grids peer, the providers' policy, the gateway policy (least-load
 * for the Eb baseline, earliest start over the published slots otherwise, §6.3), the contracts and the
 * publication interval. A scenario and a round fix a run completely.
 *
 * @param rangeRule how a price-range contract's p_min is read (Eq. 4 as printed, or §6.1's 85 %)
 */
public record Scenario(List<IntergridGrid> grids, ProviderPolicy policy, ContractKind contract, long intervalSeconds,
                       ContractPricing.RangeRule rangeRule) {

    public Scenario {
        grids = List.copyOf(grids);
        if (grids.isEmpty() || policy == null || contract == null || intervalSeconds <= 0 || rangeRule == null) {
            throw new IllegalArgumentException("incomplete scenario");
        }
        if (policy == ProviderPolicy.EB && contract != ContractKind.NONE) {
            throw new IllegalArgumentException("Eb + least-load is the paper's baseline without contracts");
        }
    }

    public static Scenario of(List<IntergridGrid> grids, ProviderPolicy policy, ContractKind contract,
            long intervalHours) {
        return new Scenario(grids, policy, contract, intervalHours * 3_600, ContractPricing.RangeRule.EQ_4_AS_PRINTED);
    }

    /** Whether the gateways submit on arrival to the least-loaded provider (the Eb baseline). */
    public boolean leastLoad() {
        return policy == ProviderPolicy.EB;
    }

    /** §6.3's name: provider policy + gateway policy. */
    public String policyName() {
        return policy.acronym() + (leastLoad() ? "+least-load" : "");
    }

    public long intervalHours() {
        return intervalSeconds / 3_600;
    }

    public ContractPricing pricing() {
        return new ContractPricing(ContractPricing.PAPER.loadThreshold(), ContractPricing.PAPER.k(),
                ContractPricing.PAPER.unitsPerRequest(), rangeRule);
    }

    @Override
    public String toString() {
        return grids.stream().map(IntergridGrid::name).collect(Collectors.joining("+")) + " " + policyName() + " "
                + contract.key() + " " + intervalHours() + "h" + (rangeRule == ContractPricing.RangeRule
                .SECTION_6_1_PROSE ? " (p_min at 85%)" : "");
    }
}
