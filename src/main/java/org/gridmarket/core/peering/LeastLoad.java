package org.gridmarket.core.peering;

import java.math.BigInteger;
import java.util.List;
import java.util.Optional;

/**
 * Seed 000 §6.3's baseline gateway policy "least-load" (Eb + least-load, Fig. 5 bar 1): submit each request on
 * arrival to the provider with the least load, the load being its running plus waiting demand over its
 * capacity. Demand is in whatever unit the caller keeps for every site alike (processor-seconds still to run,
 * as Eq. 1's load uses, or processors); only providers with at least the processors the request needs are
 * candidates. Ties go to the lowest site id. Compared exactly (cross-multiplied), O(sites).
 */
public final class LeastLoad {

    private LeastLoad() {
    }

    /**
     * One provider's load.
     *
     * @param runningDemand demand of its running jobs (≥ 0)
     * @param waitingDemand demand of its waiting jobs (≥ 0)
     */
    public record SiteLoad(long siteId, long runningDemand, long waitingDemand, int capacityProcessors) {
        public SiteLoad {
            if (runningDemand < 0 || waitingDemand < 0 || capacityProcessors <= 0) {
                throw new IllegalArgumentException("demand must not be negative and capacity must be positive");
            }
            Math.addExact(runningDemand, waitingDemand);
        }

        public long demand() {
            return runningDemand + waitingDemand;
        }

        /** (running + waiting) ÷ capacity. */
        public double load() {
            return (double) demand() / capacityProcessors;
        }
    }

    /** The least-loaded site that has {@code processors} processors, or empty when none has. */
    public static Optional<SiteLoad> choose(List<SiteLoad> sites, int processors) {
        SiteLoad best = null;
        for (SiteLoad site : sites) {
            if (site.capacityProcessors() < processors) {
                continue;
            }
            if (best == null || lessLoaded(site, best)) {
                best = site;
            }
        }
        return Optional.ofNullable(best);
    }

    private static boolean lessLoaded(SiteLoad candidate, SiteLoad best) {
        BigInteger left = BigInteger.valueOf(candidate.demand()).multiply(BigInteger.valueOf(best.capacityProcessors()));
        BigInteger right = BigInteger.valueOf(best.demand()).multiply(BigInteger.valueOf(candidate.capacityProcessors()));
        int order = left.compareTo(right);
        return order < 0 || (order == 0 && candidate.siteId() < best.siteId());
    }
}
