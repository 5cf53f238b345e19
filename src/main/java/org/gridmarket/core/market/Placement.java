package org.gridmarket.core.market;

/**
 * A strategy's decision for one job: the agreement with the site that takes it and how many directory
 * entries (or bids) it went through, or why no site takes it.
 */
public record Placement(Agreement agreement, int rank, String rejection) {

    public static Placement accepted(Agreement agreement, int rank) {
        return new Placement(agreement, rank, null);
    }

    public static Placement rejected(String reason, int ranksWalked) {
        return new Placement(null, ranksWalked, reason);
    }

    public boolean isAccepted() {
        return agreement != null;
    }
}
