package org.gridmarket.core.market;

import org.gridmarket.core.peering.GatewaySettlement;

/**
 * Seed 000 §5.2: a job its home grid could not take, redirected by its grid's gateway to a site of a peer grid
 * under a contract. The user pays P = the agreed price per processor-hour for the job's processor-seconds at
 * that site (exact, rounded once, like any posted price) to the home gateway; the home gateway pays P to the
 * serving grid's gateway, and that gateway pays the site's owner the site's own posted price S for the job
 * ({@link GatewaySettlement}: three legs, one linked group at the end).
 *
 * @param priceMicroGd                    P, held from the user's wallet towards {@code gateway:<homeGrid>}
 * @param sitePriceMicroGd                S, what the serving site's owner receives for the whole job
 * @param plannedRuntimeSeconds           the job's runtime at the serving site (pro rata base on a cancel)
 * @param contractId                      the contract it was redirected under
 * @param pricePerProcessorHourMicroGd    price_final per processor-hour, in µG$
 */
public record RedirectedAgreement(long siteId, long priceMicroGd, long sitePriceMicroGd, long plannedRuntimeSeconds,
                                  long contractId, String homeGrid, String servingGrid,
                                  long pricePerProcessorHourMicroGd) implements Agreement {

    public RedirectedAgreement {
        if (priceMicroGd < 0 || sitePriceMicroGd < 0 || plannedRuntimeSeconds <= 0
                || pricePerProcessorHourMicroGd < 0) {
            throw new IllegalArgumentException("a redirected job needs prices ≥ 0 and a runtime > 0");
        }
        if (homeGrid == null || servingGrid == null || homeGrid.equals(servingGrid)) {
            throw new IllegalArgumentException("a redirected job serves in a grid other than its home grid");
        }
    }

    /** The ledger's {@code contractRef} of its transfers: {@code contract-<id>}. */
    public String contractRef() {
        return PeeringContract.reference(contractId);
    }

    /** The three legs for {@code outcome}: in full when it ran its planned time, each pro rata otherwise. */
    public GatewaySettlement settlement(RunOutcome outcome) {
        GatewaySettlement whole = new GatewaySettlement(priceMicroGd, sitePriceMicroGd);
        long ran = outcome instanceof RunOutcome.Completed completed ? completed.ranSeconds()
                : outcome instanceof RunOutcome.Cancelled cancelled ? cancelled.ranSeconds() : 0;
        return whole.proRata(ran, plannedRuntimeSeconds);
    }
}
