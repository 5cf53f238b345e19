package org.gridmarket.app.sites.service;

import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.core.ledger.Money;

/**
 * What an owner posts for a site, in micro grid dollars.
 *
 * @param priceMicroGdPerMi the quote c of seed 004 Eq. (4)–(6): a job of length l MI on p processors of
 *        μ MIPS costs B = c · l / (μ · p)
 * @param fixedCostMicroGdPerCpuSecond optional: the fixed cost of one resource unit (one CPU for one
 *        second) in seed 000 Eq. (1), price = cost + cost · load
 * @param minMachinePriceMicroGdPerSecond optional: p<sup>min</sup> of seed 003 §3, the cheapest machine's
 *        price per second
 * @param maxMachinePriceMicroGdPerSecond optional: p<sup>max</sup> of seed 003 §3, the dearest machine's
 *        price per second (both or neither, min ≤ max)
 */
public record PriceCard(long priceMicroGdPerMi, Long fixedCostMicroGdPerCpuSecond,
                        Long minMachinePriceMicroGdPerSecond, Long maxMachinePriceMicroGdPerSecond) {

    public PriceCard {
        boolean hasMin = minMachinePriceMicroGdPerSecond != null;
        boolean hasMax = maxMachinePriceMicroGdPerSecond != null;
        if (hasMin != hasMax) {
            throw ApiProblem.invalid(hasMin ? "maxMachinePriceMicroGdPerSecond" : "minMachinePriceMicroGdPerSecond",
                    "the minimum and maximum machine prices come together");
        }
        if (hasMin && minMachinePriceMicroGdPerSecond > maxMachinePriceMicroGdPerSecond) {
            throw ApiProblem.invalid("minMachinePriceMicroGdPerSecond", "must not exceed the maximum machine price");
        }
    }

    /** The quote as G$ text, e.g. {@code "4.840000"}. */
    public String priceGdPerMi() {
        return Money.formatGd(priceMicroGdPerMi);
    }
}
