package org.gridmarket.core.market;

import org.gridmarket.core.workload.LeaseType;

/**
 * A site's discounts per lease type (seed 001 §4.2), in permille of its price for the job: what a user saves
 * by letting the owner's local jobs preempt theirs. A lease that guarantees more never costs less:
 * 0 &lt; cancellable ≤ suspendable ≤ migratable ≤ 1,000, and a non-preemptable lease pays the whole price.
 */
public record LeaseFactors(int cancellablePermille, int suspendablePermille, int migratablePermille) {
    public static final int WHOLE = 1_000;
    /** No discounts: every lease type pays the site's price. */
    public static final LeaseFactors NONE = new LeaseFactors(WHOLE, WHOLE, WHOLE);

    public LeaseFactors {
        if (cancellablePermille <= 0 || cancellablePermille > WHOLE) {
            throw new IllegalArgumentException("cancellable: a factor must be in (0, 1000] permille");
        }
        if (suspendablePermille < cancellablePermille || suspendablePermille > WHOLE) {
            throw new IllegalArgumentException("suspendable: must be at least cancellable's factor and at most 1000");
        }
        if (migratablePermille < suspendablePermille || migratablePermille > WHOLE) {
            throw new IllegalArgumentException("migratable: must be at least suspendable's factor and at most 1000");
        }
    }

    /** The factor of {@code type}: the share of the site's price a lease of that type pays. */
    public int permille(LeaseType type) {
        return switch (type) {
            case BEST_EFFORT_CANCELLABLE -> cancellablePermille;
            case BEST_EFFORT_SUSPENDABLE -> suspendablePermille;
            case DEADLINE_CONSTRAINT_MIGRATABLE -> migratablePermille;
            case DEADLINE_CONSTRAINT_NON_PREEMPTABLE -> WHOLE;
        };
    }
}
