package org.gridmarket.core.ledger;

import java.math.BigDecimal;
import java.math.RoundingMode;

/**
 * Grid dollars (G$) as exact integers. The minor unit is the micro grid dollar: 1 G$ = 1,000,000 µG$,
 * held in a {@code long} (so at most about 9.2 × 10<sup>12</sup> G$ in one amount).
 *
 * <p>Rounding rule at the edges: text input must be exact (at most six decimals, otherwise refused);
 * amounts computed from formulas (prices × lengths ÷ speeds) are rounded once, to the nearest micro
 * grid dollar, halves away from zero ({@link RoundingMode#HALF_UP}). Nothing inside the ledger rounds.
 */
public final class Money {
    /** Micro grid dollars per grid dollar. */
    public static final long MICRO_PER_GD = 1_000_000L;
    private static final int SCALE = 6;

    private Money() {
    }

    /** Parses a decimal G$ amount such as {@code "12.5"} exactly; more than six decimals is refused. */
    public static long parseGd(String text) {
        BigDecimal value;
        try {
            value = new BigDecimal(text.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("not a decimal amount: " + text);
        }
        if (value.stripTrailingZeros().scale() > SCALE) {
            throw new IllegalArgumentException("more than six decimals: " + text);
        }
        return value.movePointRight(SCALE).longValueExact();
    }

    /** Formats micro grid dollars as G$ with six decimals, e.g. {@code 1500000 → "1.500000"}. */
    public static String formatGd(long microGd) {
        return BigDecimal.valueOf(microGd, SCALE).toPlainString();
    }

    /**
     * Formats micro grid dollars for people as G$ with two decimals and thousands separators, cut towards
     * zero ({@code 1234567891 → "1,234.56"}): an overview never shows more money than there is.
     */
    public static String formatGdTwoDecimals(long microGd) {
        return String.format(java.util.Locale.ROOT, "%,.2f",
                BigDecimal.valueOf(microGd, SCALE).setScale(2, RoundingMode.DOWN));
    }

    /** Rounds an exact computed amount (in micro grid dollars) once, half away from zero. */
    public static long roundMicro(BigDecimal microGd) {
        return microGd.setScale(0, RoundingMode.HALF_UP).longValueExact();
    }
}
