package org.gridmarket.core.advice;

import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.market.PricingRule;
import org.gridmarket.core.market.StrategyRegistry;

/**
 * The market's rules a replay runs under: how a posted price is read, the strategies jobs name, the sites' LRMS
 * and the federation queue's allocation method (seed 002; null: a market without a queue). The live market's are
 * {@code core/mechanisms/Mechanisms}'.
 */
public record ReplayRules(PricingRule pricing, StrategyRegistry strategies, SchedulerSettings settings,
                          String queueMethod) {
}
