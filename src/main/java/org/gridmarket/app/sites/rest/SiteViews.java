package org.gridmarket.app.sites.rest;

import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Min;
import java.time.Instant;
import java.util.Map;
import org.gridmarket.app.sites.persistence.PriceChangeEntity;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.app.sites.service.PriceCard;
import org.gridmarket.core.ledger.Money;

/** The sites API's request and response bodies (entities never cross HTTP). */
public final class SiteViews {
    /** Upper bound for any posted price: 10⁶ G$, far above any real quote, far below overflow. */
    static final long MAX_PRICE_MICRO_GD = 1_000_000_000_000L;
    /** Lower bound for any posted price: 1 µG$. A free site would fail every job placed there (issue 18, B3). */
    static final long MIN_PRICE_MICRO_GD = 1;

    private SiteViews() {
    }

    /** A price card as posted (see {@link PriceCard} for the meaning of each field). */
    public record PriceRequest(
            @NotNull @Min(MIN_PRICE_MICRO_GD) @Max(MAX_PRICE_MICRO_GD) Long priceMicroGdPerMi,
            @Min(MIN_PRICE_MICRO_GD) @Max(MAX_PRICE_MICRO_GD) Long fixedCostMicroGdPerCpuSecond,
            @Min(MIN_PRICE_MICRO_GD) @Max(MAX_PRICE_MICRO_GD) Long minMachinePriceMicroGdPerSecond,
            @Min(MIN_PRICE_MICRO_GD) @Max(MAX_PRICE_MICRO_GD) Long maxMachinePriceMicroGdPerSecond) {

        PriceCard toCard() {
            return new PriceCard(priceMicroGdPerMi, fixedCostMicroGdPerCpuSecond, minMachinePriceMicroGdPerSecond,
                    maxMachinePriceMicroGdPerSecond);
        }
    }

    public record PriceView(long priceMicroGdPerMi, String priceGdPerMi, Long fixedCostMicroGdPerCpuSecond,
                            Long minMachinePriceMicroGdPerSecond, Long maxMachinePriceMicroGdPerSecond) {
        static PriceView of(Long price, Long fixedCost, Long minPrice, Long maxPrice) {
            return price == null ? null : new PriceView(price, Money.formatGd(price), fixedCost, minPrice, maxPrice);
        }
    }

    public record SiteView(long id, String name, String owner, int processors, int mipsPerProcessor,
                           double bandwidthGbps, Integer memoryPerNodeMb, String gridName, PriceView price,
                           Instant createdAt, Instant withdrawnAt) {
    }

    public record PriceChangeView(long id, String changedBy, Instant changedAt, PriceView oldPrice,
                                  PriceView newPrice) {
    }

    static SiteView site(SiteEntity site, Map<Long, String> usernames) {
        return new SiteView(site.id, site.name, usernames.get(site.ownerId), site.processors, site.mipsPerProcessor,
                site.bandwidthGbps, site.memoryPerNodeMb, site.gridName,
                PriceView.of(site.priceMicroGdPerMi, site.fixedCostMicroGdPerCpuSecond,
                        site.minMachinePriceMicroGdPerSecond, site.maxMachinePriceMicroGdPerSecond),
                site.createdAt, site.withdrawnAt);
    }

    static PriceChangeView change(PriceChangeEntity change, Map<Long, String> usernames) {
        return new PriceChangeView(change.id, usernames.get(change.changedBy), change.changedAt,
                PriceView.of(change.oldPriceMicroGdPerMi, change.oldFixedCostMicroGdPerCpuSecond,
                        change.oldMinMachinePriceMicroGdPerSecond, change.oldMaxMachinePriceMicroGdPerSecond),
                PriceView.of(change.newPriceMicroGdPerMi, change.newFixedCostMicroGdPerCpuSecond,
                        change.newMinMachinePriceMicroGdPerSecond, change.newMaxMachinePriceMicroGdPerSecond));
    }
}
