package org.gridmarket.sim.intergrid;

/**
 * What every run checks about redirection (issue 23: "each redirected request runs once and is paid once"):
 * grid jobs submitted and ended (each exactly once), redirected requests, settlements (one per redirected
 * request) and the money of seed 000 §5 as three legs per redirected request, in µG$: the user pays P to its
 * home gateway, the home gateway pays P to the peer, the peer pays the serving site its own price S.
 *
 * @param endedTwice        grid jobs that ended more than once (must be 0)
 * @param placedWithoutSlot grid jobs no published slot fitted, placed by least load instead (not an error)
 */
public record Conservation(long gridJobsSubmitted, long gridJobsEnded, long endedTwice, long redirected,
                           long settlements, long usersPaidMicroGd, long interGatewayMicroGd,
                           long sitesPaidMicroGd, long gatewayNetMicroGd, long placedWithoutSlot) {

    public static final Conservation EMPTY = new Conservation(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

    /** Every job ended once, one settlement per redirected request, and the legs balance. */
    public boolean holds() {
        return gridJobsSubmitted == gridJobsEnded && endedTwice == 0 && redirected == settlements
                && usersPaidMicroGd == interGatewayMicroGd
                && usersPaidMicroGd == Math.addExact(sitesPaidMicroGd, gatewayNetMicroGd);
    }

    public Conservation plus(Conservation other) {
        return new Conservation(gridJobsSubmitted + other.gridJobsSubmitted, gridJobsEnded + other.gridJobsEnded,
                endedTwice + other.endedTwice, redirected + other.redirected, settlements + other.settlements,
                Math.addExact(usersPaidMicroGd, other.usersPaidMicroGd),
                Math.addExact(interGatewayMicroGd, other.interGatewayMicroGd),
                Math.addExact(sitesPaidMicroGd, other.sitesPaidMicroGd),
                Math.addExact(gatewayNetMicroGd, other.gatewayNetMicroGd), placedWithoutSlot + other.placedWithoutSlot);
    }
}
