package org.gridmarket.core.federation;

/**
 * Where a superscheduler placed a job, or why it could not: the site, the agreed cost B(J, R) and how many
 * directory entries it walked (r at acceptance).
 */
public record Placement(GridFederationAgent target, long costMicroGd, int rank, String rejection) {

    public static Placement accepted(GridFederationAgent target, long costMicroGd, int rank) {
        return new Placement(target, costMicroGd, rank, null);
    }

    public static Placement rejected(String reason, int ranksWalked) {
        return new Placement(null, 0, ranksWalked, reason);
    }

    public boolean isAccepted() {
        return target != null;
    }
}
