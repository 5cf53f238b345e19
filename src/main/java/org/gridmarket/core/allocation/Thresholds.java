package org.gridmarket.core.allocation;

/**
 * The threshold pair (SHT, SLT) of TI, TAI and TAI2 (seed 002 §4.2, §4.4); "high" means strictly above the
 * threshold, as in Eq. (5)–(6).
 *
 * @param speedHeterogeneity SHT, &gt; 0
 * @param systemLoading SLT, &gt; 0
 */
public record Thresholds(double speedHeterogeneity, double systemLoading) {

    public Thresholds {
        if (!(speedHeterogeneity > 0) || !(systemLoading > 0)
                || Double.isInfinite(speedHeterogeneity) || Double.isInfinite(systemLoading)) {
            throw new IllegalArgumentException("thresholds must be positive and finite");
        }
    }

    /** SH (Eq. 3) of the snapshot's speeds above SHT. */
    boolean highHeterogeneity(AllocationSnapshot snapshot) {
        return Indicators.speedHeterogeneity(snapshot.speeds()) > speedHeterogeneity;
    }

    /** SL (Eq. 4) of the snapshot above SLT. */
    boolean highLoading(AllocationSnapshot snapshot) {
        return Indicators.systemLoading(snapshot) > systemLoading;
    }

    @Override
    public String toString() {
        return "(" + speedHeterogeneity + ", " + systemLoading + ")";
    }
}
