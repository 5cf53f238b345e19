package org.gridmarket.core.tender;

/**
 * Seed 003 Table 1: how one task ended. Placed: the accepted bid and the LS's allocation. Rejected (Table 1,
 * step 3.3: no bid with U* ≥ 0 among the GSPs still asked): both null. {@code refusals} counts the awards GSPs
 * refused first (§5.2, Scenario 2; always 0 in Scenario 1 and round robin).
 */
public record Award(TenderTask task, Bid bid, Allocation allocation, int refusals) {

    public boolean placed() {
        return bid != null;
    }

    static Award rejected(TenderTask task, int refusals) {
        return new Award(task, null, null, refusals);
    }
}
