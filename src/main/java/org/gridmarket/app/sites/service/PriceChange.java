package org.gridmarket.app.sites.service;

import java.time.Instant;
import org.gridmarket.app.sites.persistence.PriceChangeEntity;
import org.gridmarket.app.sites.persistence.PriceUnit;
import org.gridmarket.core.market.LeaseFactors;

/**
 * One change of a site's price card as the registry answers it.
 *
 * @param changedBy the owner who posted it; null for a change the system made, and then {@code reason} says why
 * @param oldPrice the card before, null for a site's first price
 */
public record PriceChange(long id, Long changedBy, String reason, Instant changedAt, Price oldPrice, Price newPrice) {

    /**
     * A card in the history, its price in the unit it was posted in: {@code PER_PROCESSOR_HOUR}, or {@code PER_MI}
     * for what was posted before prices were per processor-hour (migration V10). Price bands are per
     * processor-hour, older rows' per machine-second bands converted (migration V11).
     */
    public record Price(long priceMicroGd, PriceUnit unit, Long fixedCostMicroGdPerCpuSecond,
                        Long minMachinePriceMicroGdPerProcessorHour, Long maxMachinePriceMicroGdPerProcessorHour,
                        LeaseFactors leaseFactors) {
    }

    static PriceChange of(PriceChangeEntity change) {
        Price before = change.oldPriceMicroGd == null ? null : new Price(change.oldPriceMicroGd, change.oldPriceUnit,
                change.oldFixedCostMicroGdPerCpuSecond,
                PriceChangeEntity.perProcessorHour(change.oldMinMachinePriceMicroGdPerProcessorHour,
                        change.oldMinMachinePriceMicroGdPerSecond),
                PriceChangeEntity.perProcessorHour(change.oldMaxMachinePriceMicroGdPerProcessorHour,
                        change.oldMaxMachinePriceMicroGdPerSecond),
                factors(change.oldLeaseFactorCancellablePermille, change.oldLeaseFactorSuspendablePermille,
                        change.oldLeaseFactorMigratablePermille));
        Price after = new Price(change.newPriceMicroGd, change.newPriceUnit, change.newFixedCostMicroGdPerCpuSecond,
                PriceChangeEntity.perProcessorHour(change.newMinMachinePriceMicroGdPerProcessorHour,
                        change.newMinMachinePriceMicroGdPerSecond),
                PriceChangeEntity.perProcessorHour(change.newMaxMachinePriceMicroGdPerProcessorHour,
                        change.newMaxMachinePriceMicroGdPerSecond),
                factors(change.newLeaseFactorCancellablePermille, change.newLeaseFactorSuspendablePermille,
                        change.newLeaseFactorMigratablePermille));
        return new PriceChange(change.id, change.changedBy, change.reason, change.changedAt, before, after);
    }

    private static LeaseFactors factors(Integer cancellable, Integer suspendable, Integer migratable) {
        return cancellable == null ? null : new LeaseFactors(cancellable, suspendable, migratable);
    }
}
