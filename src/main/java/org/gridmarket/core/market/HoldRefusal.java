package org.gridmarket.core.market;

import java.math.BigDecimal;

/** Why a wallet could not hold a job's price, in the user's terms: amounts in G$, never an account id. */
public final class HoldRefusal {
    private HoldRefusal() {
    }

    /**
     * Both amounts in G$ with two decimals (six when two would make them look equal). E.g. "insufficient funds:
     * the price 2,051.43 G$ exceeds the 1,000.00 G$ available in your wallet".
     */
    public static String insufficientFunds(long priceMicroGd, long availableMicroGd) {
        int decimals = 2;
        if (formatGd(priceMicroGd, 2).equals(formatGd(availableMicroGd, 2))) {
            decimals = 6;
        }
        return "insufficient funds: the price " + formatGd(priceMicroGd, decimals) + " G$ exceeds the "
                + formatGd(availableMicroGd, decimals) + " G$ available in your wallet";
    }

    /** µG$ as G$ with thousands separators and {@code decimals} decimals (rounded half up), e.g. "2,051.43". */
    static String formatGd(long microGd, int decimals) {
        return String.format(java.util.Locale.ROOT, "%,." + decimals + "f", BigDecimal.valueOf(microGd, 6));
    }
}
