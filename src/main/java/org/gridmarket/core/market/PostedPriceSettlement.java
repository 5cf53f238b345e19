package org.gridmarket.core.market;

import java.math.BigDecimal;
import java.math.MathContext;
import org.gridmarket.core.ledger.Money;

/**
 * Settles a {@link PostedPrice}: a job that ran t of its planned T seconds pays price · min(t, T) / T,
 * rounded once to the µG$, halves away from zero. So a completed job pays its price, a job cancelled while
 * running (or reported finished early by its site's agent) pays for the time used, one cancelled before it
 * started or failed by its site pays nothing.
 */
public final class PostedPriceSettlement implements SettlementRule<PostedPrice> {
    public static final PostedPriceSettlement INSTANCE = new PostedPriceSettlement();

    private PostedPriceSettlement() {
    }

    @Override
    public long chargeMicroGd(PostedPrice agreement, RunOutcome outcome) {
        if (outcome instanceof RunOutcome.Completed completed) {
            return proRata(agreement.priceMicroGd(), completed.ranSeconds(), agreement.plannedRuntimeSeconds());
        }
        if (outcome instanceof RunOutcome.Cancelled cancelled) {
            return proRata(agreement.priceMicroGd(), cancelled.ranSeconds(), agreement.plannedRuntimeSeconds());
        }
        return 0;
    }

    /** price · min(ran, planned) / planned, rounded once (a negative run counts as none). */
    public static long proRata(long priceMicroGd, long ranSeconds, long plannedSeconds) {
        if (ranSeconds >= plannedSeconds) {
            return priceMicroGd;
        }
        long used = Math.max(0, ranSeconds);
        return Money.roundMicro(BigDecimal.valueOf(priceMicroGd).multiply(BigDecimal.valueOf(used))
                .divide(BigDecimal.valueOf(plannedSeconds), MathContext.DECIMAL128));
    }
}
