package org.gridmarket.core.federation;

/**
 * Where a superscheduler placed a job, or why it could not: the Grid-Federation agent (site) that took it, the
 * agreed cost B(J, R) and how many directory entries it walked (r at acceptance). The market turns it into its
 * own {@link org.gridmarket.core.market.Placement} (an agreement and a rank) in {@code DbcStrategy}.
 */
public record AgentPlacement(GridFederationAgent target, long costMicroGd, int rank, String rejection) {

    public static AgentPlacement accepted(GridFederationAgent target, long costMicroGd, int rank) {
        return new AgentPlacement(target, costMicroGd, rank, null);
    }

    public static AgentPlacement rejected(String reason, int ranksWalked) {
        return new AgentPlacement(null, 0, ranksWalked, reason);
    }

    public boolean isAccepted() {
        return target != null;
    }
}
