package org.gridmarket.app.sites.persistence;

/**
 * The unit of a price in a site's history ({@code site_price_changes.old_price_unit}, {@code new_price_unit}).
 * The current price of a site is always per processor-hour; the history keeps what was posted before
 * migration V10 in the unit it was posted in, since its rows never change.
 */
public enum PriceUnit {
    /** Seed 004's quote c, charged c × l / (μ · p): per second of run time, whatever the processors (before V10). */
    PER_MI,
    /** A price per processor-hour: a job pays it × processors × runtime / 3,600 (ProcessorHourPricing). */
    PER_PROCESSOR_HOUR
}
