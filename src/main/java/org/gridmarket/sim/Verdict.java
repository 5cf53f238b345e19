package org.gridmarket.sim;

/**
 * How far one of our headline numbers reproduces the paper's: the rule every experiment's summary applies, written
 * once ({@link #of}). A headline is an effect: a signed change (after − before, or one series minus another) in the
 * unit the paper prints, compared with the paper's effect on the same basis.
 */
public enum Verdict {

    /** Same direction, and ours within {@link #RELATIVE_TOLERANCE} of the paper's magnitude. */
    REPRODUCED("reproduced"),
    /** Same direction, magnitude outside the tolerance. */
    DIRECTION_ONLY("direction-only"),
    /** Opposite direction, or a change where the paper has none (or none where it has one). */
    NOT_REPRODUCED("not-reproduced");

    /** Ours reproduces the paper's effect when |ours − paper| ≤ 25 % of |paper| (or ≤ the no-change band). */
    public static final double RELATIVE_TOLERANCE = 0.25;

    private final String label;

    Verdict(String label) {
        this.label = label;
    }

    /** The word summary.json and the CLI print. */
    public String label() {
        return label;
    }

    /**
     * The rule. An effect within {@code noChangeBand} of zero counts as "no change" (direction 0), so "no change"
     * matches only "no change", and always reproduces it; otherwise the directions are the signs. Same direction
     * and |ours − paper| ≤ max(noChangeBand, {@link #RELATIVE_TOLERANCE} · |paper|) → reproduced; same direction
     * only → direction only; anything else, or a value that is not a number → not reproduced.
     *
     * @param paperEffect  the paper's signed effect
     * @param oursEffect   ours, same unit and basis
     * @param noChangeBand ≥ 0: the largest |effect| read as "no change" (0: only exactly 0)
     */
    public static Verdict of(double paperEffect, double oursEffect, double noChangeBand) {
        if (!Double.isFinite(paperEffect) || !Double.isFinite(oursEffect) || !(noChangeBand >= 0)) {
            return NOT_REPRODUCED;
        }
        int direction = direction(paperEffect, noChangeBand);
        if (direction != direction(oursEffect, noChangeBand)) {
            return NOT_REPRODUCED;
        }
        if (direction == 0) {
            return REPRODUCED;
        }
        double tolerance = Math.max(noChangeBand, RELATIVE_TOLERANCE * Math.abs(paperEffect));
        return Math.abs(oursEffect - paperEffect) <= tolerance ? REPRODUCED : DIRECTION_ONLY;
    }

    /** −1, 0 or +1: 0 for an effect within the no-change band. */
    static int direction(double effect, double noChangeBand) {
        return Math.abs(effect) <= noChangeBand ? 0 : (int) Math.signum(effect);
    }
}
