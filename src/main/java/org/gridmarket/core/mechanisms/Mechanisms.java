package org.gridmarket.core.mechanisms;

import org.gridmarket.core.market.PricingRule;
import org.gridmarket.core.market.ProcessorHourPricing;

/**
 * The one place that names the live market's mechanisms: its pricing rule and the placement strategies a
 * job may ask for by name. A new mechanism is a core package plus one line here; {@code app/} names none.
 */
public final class Mechanisms {
    /** Live prices are posted per processor-hour. */
    public static final PricingRule LIVE_PRICING = ProcessorHourPricing.INSTANCE;

    private Mechanisms() {
    }
}
