package org.gridmarket.app.sites.service;

import org.gridmarket.app.platform.ApiProblem;

/**
 * What an owner posts for a site, in micro grid dollars.
 *
 * @param priceMicroGdPerProcessorHour what one processor costs for one hour, P: a job on p processors that
 *        runs D seconds on the site costs P · p · D / 3,600, exact and rounded once to the µG$
 *        ({@code ProcessorHourPricing}, the live market's rule)
 * @param fixedCostMicroGdPerCpuSecond optional: the fixed cost of one resource unit (one CPU for one
 *        second) in seed 000 Eq. (1), price = cost + cost · load
 * @param minMachinePriceMicroGdPerSecond optional: p<sup>min</sup> of seed 003 §3, the cheapest machine's
 *        price per second
 * @param maxMachinePriceMicroGdPerSecond optional: p<sup>max</sup> of seed 003 §3, the dearest machine's
 *        price per second (both or neither, min ≤ max)
 */
public record PriceCard(long priceMicroGdPerProcessorHour, Long fixedCostMicroGdPerCpuSecond,
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
}
