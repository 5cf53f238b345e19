package org.gridmarket.app.sites.service;

import org.gridmarket.core.market.LeaseFactors;

import org.gridmarket.app.platform.ApiProblem;

/**
 * What an owner posts for a site, in micro grid dollars.
 *
 * @param priceMicroGdPerProcessorHour what one processor costs for one hour, P: a job on p processors that
 *        runs D seconds on the site costs P · p · D / 3,600, exact and rounded once to the µG$
 *        ({@code ProcessorHourPricing}, the live market's rule)
 * @param fixedCostMicroGdPerCpuSecond optional: the fixed cost of one resource unit (one CPU for one
 *        second) in seed 000 Eq. (1), price = cost + cost · load
 * @param minMachinePriceMicroGdPerProcessorHour optional: p<sup>min</sup> of seed 003 §3, the cheapest
 *        processor's price per processor-hour; TENDER bids price each processor a job takes by how full the
 *        site is ({@code RigidBid}); without a band every processor costs the posted price
 * @param maxMachinePriceMicroGdPerProcessorHour optional: p<sup>max</sup> of seed 003 §3, the dearest
 *        processor's price per processor-hour (both or neither, min ≤ max)
 * @param leaseFactors optional: seed 001's lease discounts, permille of the price a job pays for each
 *        preemptable lease type (0 &lt; cancellable ≤ suspendable ≤ migratable ≤ 1,000); null: no discounts
 */
public record PriceCard(long priceMicroGdPerProcessorHour, Long fixedCostMicroGdPerCpuSecond,
                        Long minMachinePriceMicroGdPerProcessorHour, Long maxMachinePriceMicroGdPerProcessorHour,
                        LeaseFactors leaseFactors) {

    /** A card without lease discounts. */
    public PriceCard(long priceMicroGdPerProcessorHour, Long fixedCostMicroGdPerCpuSecond,
                     Long minMachinePriceMicroGdPerProcessorHour, Long maxMachinePriceMicroGdPerProcessorHour) {
        this(priceMicroGdPerProcessorHour, fixedCostMicroGdPerCpuSecond, minMachinePriceMicroGdPerProcessorHour,
                maxMachinePriceMicroGdPerProcessorHour, null);
    }

    public PriceCard {
        boolean hasMin = minMachinePriceMicroGdPerProcessorHour != null;
        boolean hasMax = maxMachinePriceMicroGdPerProcessorHour != null;
        if (hasMin != hasMax) {
            throw ApiProblem.invalid(hasMin ? "maxMachinePriceMicroGdPerProcessorHour" : "minMachinePriceMicroGdPerProcessorHour",
                    "the minimum and maximum machine prices come together");
        }
        if (hasMin && minMachinePriceMicroGdPerProcessorHour > maxMachinePriceMicroGdPerProcessorHour) {
            throw ApiProblem.invalid("minMachinePriceMicroGdPerProcessorHour", "must not exceed the maximum machine price");
        }
    }
}
