package org.gridmarket.core.tender;

import java.math.BigInteger;
import org.gridmarket.core.engine.ModelHorizon;
import org.gridmarket.core.federation.CostModel;
import org.gridmarket.core.market.BidWorth;
import org.gridmarket.core.market.PriceBand;
import org.gridmarket.core.profile.FreeSteps;

/**
 * The live market's rigid analogue of seed 003 §3–4, a documented departure from the paper: live jobs are
 * rigid (p processors for D whole seconds on whole-processor reservations), not malleable, so a site does
 * not level its load but bids for a window [s, s + D) where its LRMS can place p × D.
 *
 * <ul>
 *   <li><b>Prices (§3).</b> The site's processors are indexed by price, p<sup>i</sup> = p<sup>max</sup> −
 *       (P − i)/(P − 1) · (p<sup>max</sup> − p<sup>min</sup>) per processor-hour (P = 1: p<sup>min</sup>), and
 *       filled cheapest first; while k processors are busy the job takes processors k + 1 … k + p and pays
 *       Σ<sub>i=k+1</sub><sup>k+p</sup> p<sup>i</sup> per hour. The window's cost is that rate integrated
 *       over [s, s + D), exact in integers and rounded once to the µG$ (halves up; at least 1 µG$).</li>
 *   <li><b>Utility (§4).</b> U(s) = B − w · max(0, s + D − d) − c(s); without w the deadline is hard
 *       (s + D ≤ d).</li>
 *   <li><b>Best bid (§4, C*).</b> c(s) is piecewise linear in s with breaks where s or s + D crosses a change
 *       point τ of the profile, the penalty breaks at s = d − D, and feasibility changes only at τ and
 *       τ − D; so the best start is among now, τ, τ − D and d − D. Ties go to the earliest start.</li>
 * </ul>
 * Cost of {@link #best}: O(H²) for H change points after now (each of the O(H) starts walks its window).
 */
public final class RigidBid {

    /** One window's terms: its start and finish (C), cost c, and the bid's worth to the user. */
    public record Terms(long startSeconds, long finishSeconds, long costMicroGd, long tardinessSeconds,
                        long penaltyMicroGd, long utilityMicroGd) {
    }

    /**
     * What the user's broker asks for: p processors for D seconds from now on, the deadline d (absolute),
     * the budget B and w per second late (null: a hard deadline).
     */
    public record Request(int processors, long runtimeSeconds, long nowSeconds, long deadlineAtSeconds,
                          long budgetMicroGd, Long penaltyMicroGdPerSecond) {
        public Request {
            if (processors <= 0 || runtimeSeconds <= 0 || budgetMicroGd < 0
                    || (penaltyMicroGdPerSecond != null && penaltyMicroGdPerSecond <= 0)) {
                throw new IllegalArgumentException("a bid request needs p > 0, D > 0, B ≥ 0 and w > 0 when given");
            }
        }
    }

    private static final long SECONDS_PER_HOUR = 3600;

    private RigidBid() {
    }

    /** The best bid the site can make for the request, or null when no window is feasible. */
    public static Terms best(FreeSteps steps, PriceBand band, Request request) {
        Terms best = consider(null, steps, band, request, request.nowSeconds());
        if (request.deadlineAtSeconds() != Long.MAX_VALUE) {
            best = consider(best, steps, band, request, request.deadlineAtSeconds() - request.runtimeSeconds());
        }
        for (int index = 1; index < steps.size(); index++) {
            long changePoint = steps.startSeconds()[index];
            best = consider(best, steps, band, request, changePoint - request.runtimeSeconds());
            best = consider(best, steps, band, request, changePoint);
        }
        return best;
    }

    /**
     * The earliest window the site can give, whatever the deadline (what a site that cannot meet a hard
     * deadline could do instead), priced and weighed as if its lateness were free; null when every window
     * ends past the {@link ModelHorizon}.
     */
    public static Terms earliest(FreeSteps steps, PriceBand band, Request request) {
        Request anyLateness = new Request(request.processors(), request.runtimeSeconds(), request.nowSeconds(),
                Long.MAX_VALUE, request.budgetMicroGd(), null);
        Terms first = null;
        for (int index = 0; index < steps.size() && first == null; index++) {
            first = at(steps, band, anyLateness, Math.max(request.nowSeconds(), steps.startSeconds()[index]));
        }
        if (first == null) {
            return null;
        }
        long lateness = Math.max(0, first.finishSeconds() - request.deadlineAtSeconds());
        return new Terms(first.startSeconds(), first.finishSeconds(), first.costMicroGd(), lateness, 0,
                first.utilityMicroGd());
    }

    /**
     * The terms of the window starting at {@code startSeconds}, or null when it is not feasible: before now,
     * too wide, late under a hard deadline, short of processors, or ending past the {@link ModelHorizon} (no
     * time the market writes may lie beyond it).
     */
    public static Terms at(FreeSteps steps, PriceBand band, Request request, long startSeconds) {
        if (startSeconds < request.nowSeconds() || request.processors() > steps.capacityProcessors()
                || startSeconds > ModelHorizon.LATEST_SECONDS - request.runtimeSeconds()) {
            return null;
        }
        long finish = startSeconds + request.runtimeSeconds();
        long lateness = Math.max(0, finish - request.deadlineAtSeconds());
        if (lateness > 0 && request.penaltyMicroGdPerSecond() == null) {
            return null;
        }
        long cost = costMicroGd(steps, band, request.processors(), startSeconds, request.runtimeSeconds());
        if (cost < 0) {
            return null;
        }
        BidWorth worth = BidWorth.of(finish, request.deadlineAtSeconds(), request.penaltyMicroGdPerSecond(),
                request.budgetMicroGd(), cost);
        return new Terms(startSeconds, finish, cost, worth.tardinessSeconds(), worth.penaltyMicroGd(),
                worth.utilityMicroGd());
    }

    private static Terms consider(Terms best, FreeSteps steps, PriceBand band, Request request, long start) {
        Terms terms = at(steps, band, request, start);
        if (terms == null) {
            return best;
        }
        if (best == null || terms.utilityMicroGd() > best.utilityMicroGd()
                || (terms.utilityMicroGd() == best.utilityMicroGd() && start < best.startSeconds())) {
            return terms;
        }
        return best;
    }

    /**
     * The cost of p processors over [start, start + D): −1 when fewer than p are free somewhere in the
     * window, {@link CostModel#UNAFFORDABLE_MICRO_GD} beyond any amount.
     */
    static long costMicroGd(FreeSteps steps, PriceBand band, int processors, long startSeconds, long runtimeSeconds) {
        long end = startSeconds + runtimeSeconds;
        int index = stepAt(steps, startSeconds);
        try {
            long numerator = 0;
            for (long from = startSeconds; from < end; index++) {
                long to = Math.min(end, steps.endSeconds(index));
                int free = steps.freeProcessors()[index];
                if (free < processors) {
                    return -1;
                }
                int busy = steps.capacityProcessors() - free;
                numerator = Math.addExact(numerator, Math.multiplyExact(to - from, rate(band, steps, busy, processors)));
                from = to;
            }
            long denominator = denominator(steps);
            long quotient = numerator / denominator;
            long remainder = numerator % denominator;
            return Math.max(1, remainder >= denominator - remainder ? quotient + 1 : quotient);
        } catch (ArithmeticException tooLarge) {
            return exactCost(steps, band, processors, startSeconds, runtimeSeconds);
        }
    }

    /** {@link #costMicroGd} in {@link BigInteger}, for products beyond a {@code long}. */
    private static long exactCost(FreeSteps steps, PriceBand band, int processors, long startSeconds,
                                  long runtimeSeconds) {
        long end = startSeconds + runtimeSeconds;
        BigInteger numerator = BigInteger.ZERO;
        int index = stepAt(steps, startSeconds);
        for (long from = startSeconds; from < end; index++) {
            long to = Math.min(end, steps.endSeconds(index));
            int busy = steps.capacityProcessors() - steps.freeProcessors()[index];
            numerator = numerator.add(BigInteger.valueOf(to - from).multiply(exactRate(band, steps, busy, processors)));
            from = to;
        }
        return rounded(numerator, denominator(steps));
    }

    /**
     * 2(P − 1) · Σ<sub>i=k+1</sub><sup>k+p</sup> p<sup>i</sup> = 2p · p<sup>max</sup> · (P − 1) − Δ · p ·
     * (2P − 2k − p − 1), Δ = p<sup>max</sup> − p<sup>min</sup>; for P = 1, p · p<sup>min</sup>.
     */
    private static long rate(PriceBand band, FreeSteps steps, int busy, int processors) {
        long machines = steps.capacityProcessors();
        if (machines == 1) {
            return Math.multiplyExact(processors, band.minMicroGdPerProcessorHour());
        }
        long spread = band.maxMicroGdPerProcessorHour() - band.minMicroGdPerProcessorHour();
        long top = Math.multiplyExact(Math.multiplyExact(2L * processors, band.maxMicroGdPerProcessorHour()),
                machines - 1);
        long lower = Math.multiplyExact(Math.multiplyExact(spread, processors),
                2 * machines - 2L * busy - processors - 1);
        return Math.subtractExact(top, lower);
    }

    private static BigInteger exactRate(PriceBand band, FreeSteps steps, int busy, int processors) {
        BigInteger p = BigInteger.valueOf(processors);
        long machines = steps.capacityProcessors();
        if (machines == 1) {
            return p.multiply(BigInteger.valueOf(band.minMicroGdPerProcessorHour()));
        }
        BigInteger spread = BigInteger.valueOf(band.maxMicroGdPerProcessorHour() - band.minMicroGdPerProcessorHour());
        BigInteger top = p.shiftLeft(1).multiply(BigInteger.valueOf(band.maxMicroGdPerProcessorHour()))
                .multiply(BigInteger.valueOf(machines - 1));
        return top.subtract(spread.multiply(p).multiply(BigInteger.valueOf(2 * machines - 2L * busy - processors - 1)));
    }

    private static long denominator(FreeSteps steps) {
        long machines = steps.capacityProcessors();
        return machines == 1 ? SECONDS_PER_HOUR : 2 * (machines - 1) * SECONDS_PER_HOUR;
    }

    /** numerator / denominator rounded half up, at least 1 µG$; unaffordable past {@code Long.MAX_VALUE − 1}. */
    private static long rounded(BigInteger numerator, long denominator) {
        BigInteger[] division = numerator.divideAndRemainder(BigInteger.valueOf(denominator));
        BigInteger quotient = division[0];
        if (division[1].shiftLeft(1).compareTo(BigInteger.valueOf(denominator)) >= 0) {
            quotient = quotient.add(BigInteger.ONE);
        }
        if (quotient.compareTo(BigInteger.valueOf(Long.MAX_VALUE - 1)) > 0) {
            return CostModel.UNAFFORDABLE_MICRO_GD;
        }
        return Math.max(1, quotient.longValue());
    }

    /** The index of the step holding {@code timeSeconds} (binary search; the first step starts at now). */
    private static int stepAt(FreeSteps steps, long timeSeconds) {
        int low = 0;
        int high = steps.size() - 1;
        while (low < high) {
            int middle = (low + high + 1) >>> 1;
            if (steps.startSeconds()[middle] <= timeSeconds) {
                low = middle;
            } else {
                high = middle - 1;
            }
        }
        return low;
    }
}
