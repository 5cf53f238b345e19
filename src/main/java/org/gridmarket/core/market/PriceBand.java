package org.gridmarket.core.market;

/**
 * Seed 003 §3's machine prices, per processor-hour like every live price: a site whose processors are indexed
 * by price, the cheapest at {@code minMicroGdPerProcessorHour} (p<sup>min</sup>) and the dearest at
 * {@code maxMicroGdPerProcessorHour} (p<sup>max</sup>), so a job costs more per processor the fuller the site
 * is while it runs. A site without a band charges its flat posted price for every processor.
 */
public record PriceBand(long minMicroGdPerProcessorHour, long maxMicroGdPerProcessorHour) {

    public PriceBand {
        if (minMicroGdPerProcessorHour < 0 || minMicroGdPerProcessorHour > maxMicroGdPerProcessorHour) {
            throw new IllegalArgumentException("a price band needs 0 ≤ min ≤ max: " + minMicroGdPerProcessorHour
                    + ".." + maxMicroGdPerProcessorHour);
        }
    }

    /** A flat price: every processor costs {@code microGdPerProcessorHour}. */
    public static PriceBand flat(long microGdPerProcessorHour) {
        return new PriceBand(microGdPerProcessorHour, microGdPerProcessorHour);
    }
}
