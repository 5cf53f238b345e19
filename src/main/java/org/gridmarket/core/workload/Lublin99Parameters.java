package org.gridmarket.core.workload;

import org.apache.commons.rng.UniformRandomProvider;

/**
 * Parameters of one job class of the Lublin–Feitelson model (../shared/models/lublin99.md, the "Lublin99"
 * model of seeds 000, 001 and 002). Gamma(α, β) has shape α and scale β. Sizes are in log2(processors).
 *
 * @param className "typeless", "batch" or "interactive"
 * @param serialProbability probability of a one-processor job
 * @param powerOfTwoProbability probability of a power-of-two parallel job
 * @param sizeLow uLow
 * @param sizeMedium uMed
 * @param sizeHigh uHi, log2 of the machine size
 * @param sizeLowProbability uProb: probability of drawing from [uLow, uMed] rather than [uMed, uHi]
 * @param runtimeShapeFirst a1 of the log-runtime hyper-gamma
 * @param runtimeScaleFirst b1
 * @param runtimeShapeSecond a2
 * @param runtimeScaleSecond b2
 * @param runtimeMixSlope pa, in p = pa · nodes + pb
 * @param runtimeMixIntercept pb
 * @param arrivalShape aarr of the rush-hour gamma
 * @param arrivalScale barr
 * @param arrivalShapeFactor arar (effective shape aarr · arar)
 * @param cycleShape anum of the daily-cycle gamma over half-hour buckets
 * @param cycleScale bnum
 */
public record Lublin99Parameters(
        String className,
        double serialProbability,
        double powerOfTwoProbability,
        double sizeLow,
        double sizeMedium,
        double sizeHigh,
        double sizeLowProbability,
        double runtimeShapeFirst,
        double runtimeScaleFirst,
        double runtimeShapeSecond,
        double runtimeScaleSecond,
        double runtimeMixSlope,
        double runtimeMixIntercept,
        double arrivalShape,
        double arrivalScale,
        double arrivalShapeFactor,
        double cycleShape,
        double cycleScale) {

    /** One class for all jobs (the variant seed 000 §6.1 uses). */
    public static final Lublin99Parameters TYPELESS = new Lublin99Parameters("typeless", 0.244, 0.576, 0.8, 4.5,
            7.0, 0.86, 4.2, 0.94, 312, 0.03, -0.0054, 0.78, 10.2303, 0.4871, 1.0225, 8.1737, 3.9631);

    public static final Lublin99Parameters BATCH = new Lublin99Parameters("batch", 0.2927, 0.6686, 1.2, 5.0, 7.0,
            0.875, 6.57, 0.823, 639.1, 0.0156, -0.003, 0.6986, 6.0415, 0.8531, 1.0519, 6.1271, 5.2740);

    public static final Lublin99Parameters INTERACTIVE = new Lublin99Parameters("interactive", 0.1541, 0.625, 1.0,
            3.0, 5.5, 0.705, 3.8351, 0.6605, 7.073, 0.6856, -0.0118, 0.9156, 6.5510, 0.6621, 0.9797, 8.9186,
            3.6680);

    /** Caps job sizes at {@code processors} (uHi = log2 m), keeping uLow ≤ uMed ≤ uHi. */
    public Lublin99Parameters withMaximumProcessors(int processors) {
        double high = log2(processors);
        return withSizes(Math.min(sizeLow, high), Math.min(sizeMedium, high), high);
    }

    /**
     * Seed 000 §6.1's per-cluster adaptation of the typeless model for a cluster of m processors: uHi =
     * log2 m, uMed = log2 m − θ with θ ~ U(1.5, 3.5), and barr ~ U(0.4871, 0.55). Departure: uMed is clamped
     * to [uLow, uHi] so that tiny clusters (m &lt; 8) still give a valid two-stage uniform.
     */
    public Lublin99Parameters adaptedToCluster(int processors, UniformRandomProvider random) {
        double high = log2(processors);
        double theta = random.nextDouble(1.5, 3.5);
        double arrivalScaleDrawn = random.nextDouble(0.4871, 0.55);
        double low = Math.min(sizeLow, high);
        double medium = Math.max(low, Math.min(high, high - theta));
        return withSizes(low, medium, high).withArrivalScale(arrivalScaleDrawn);
    }

    /**
     * The same model with uMed = {@code medium} (seed 001 §7.2 lowers it until the mean size is 4 VMs); uMed must
     * lie in [uLow, uHi].
     */
    public Lublin99Parameters withSizeMedium(double medium) {
        if (!(medium >= sizeLow && medium <= sizeHigh)) {
            throw new IllegalArgumentException("uMed must lie in [uLow, uHi] = [" + sizeLow + ", " + sizeHigh
                    + "], got " + medium);
        }
        return withSizes(sizeLow, medium, sizeHigh);
    }

    /** Scales inter-arrival times through the rush-hour gamma's scale (seed 002 §5.1 tunes aarr instead). */
    public Lublin99Parameters withArrivalScale(double scale) {
        return new Lublin99Parameters(className, serialProbability, powerOfTwoProbability, sizeLow, sizeMedium,
                sizeHigh, sizeLowProbability, runtimeShapeFirst, runtimeScaleFirst, runtimeShapeSecond,
                runtimeScaleSecond, runtimeMixSlope, runtimeMixIntercept, arrivalShape, scale,
                arrivalShapeFactor, cycleShape, cycleScale);
    }

    /**
     * The same model with aarr = {@code shape} (the effective shape stays aarr · arar): seed 002 §5.1 sets the
     * Lublin99 source's AARR to 10.5, 10, 9.5, 9 and 8.5 as its system loading.
     */
    public Lublin99Parameters withArrivalShape(double shape) {
        if (!(shape > 0 && Double.isFinite(shape))) {
            throw new IllegalArgumentException("aarr must be a positive number, got " + shape);
        }
        return new Lublin99Parameters(className, serialProbability, powerOfTwoProbability, sizeLow, sizeMedium,
                sizeHigh, sizeLowProbability, runtimeShapeFirst, runtimeScaleFirst, runtimeShapeSecond,
                runtimeScaleSecond, runtimeMixSlope, runtimeMixIntercept, shape, arrivalScale, arrivalShapeFactor,
                cycleShape, cycleScale);
    }

    private Lublin99Parameters withSizes(double low, double medium, double high) {
        return new Lublin99Parameters(className, serialProbability, powerOfTwoProbability, low, medium, high,
                sizeLowProbability, runtimeShapeFirst, runtimeScaleFirst, runtimeShapeSecond, runtimeScaleSecond,
                runtimeMixSlope, runtimeMixIntercept, arrivalShape, arrivalScale, arrivalShapeFactor, cycleShape,
                cycleScale);
    }

    private static double log2(int processors) {
        if (processors < 2) {
            throw new IllegalArgumentException("the model needs at least 2 processors: " + processors);
        }
        return Math.log(processors) / Math.log(2);
    }
}
