package org.gridmarket.core.workload;

/**
 * How long a job runs on a site: seed 004 §3.2, Eq. (1)–(3), with trace runtimes rescaled by relative speed
 * as in seed 002 §5.1 (speed 1 reproduces the logged runtime).
 *
 * <p>Eq. (3): D(J, R_m) = l / (μ_m · p) + α · γ_k / γ_m, where l is the length in million instructions, μ_m
 * the target's MIPS per processor, p the processors, α the communication overhead measured on the origin k
 * and γ the interconnect bandwidths (Eq. (1): the data moved is Γ = α · γ_k).
 */
public final class ExecutionTime {

    private ExecutionTime() {
    }

    /** Eq. (3) in seconds (not rounded). */
    public static double seconds(double lengthMillionInstructions, int processors, double targetMipsPerProcessor,
            double communicationSeconds, double originBandwidth, double targetBandwidth) {
        return computationSeconds(lengthMillionInstructions, processors, targetMipsPerProcessor)
                + communicationSeconds * originBandwidth / targetBandwidth;
    }

    /** The first term of Eq. (2): l / (μ · p). */
    public static double computationSeconds(double lengthMillionInstructions, int processors,
            double mipsPerProcessor) {
        return lengthMillionInstructions / (mipsPerProcessor * processors);
    }

    /**
     * The length l a run of {@code originSeconds} represents on a site of {@code originMipsPerProcessor}:
     * Eq. (2) solved for l after removing the communication part α.
     */
    public static double lengthMillionInstructions(long originSeconds, long communicationSeconds, int processors,
            double originMipsPerProcessor) {
        return (originSeconds - communicationSeconds) * originMipsPerProcessor * processors;
    }

    /**
     * A duration measured on the origin (a runtime or an estimate) moved to a target site with Eq. (3),
     * rounded up to whole seconds and at least 1 s. Same speed and bandwidth give the duration back unchanged.
     */
    public static long onTargetSeconds(long originSeconds, long communicationSeconds, int processors,
            double originMipsPerProcessor, double originBandwidth, double targetMipsPerProcessor,
            double targetBandwidth) {
        double length = lengthMillionInstructions(originSeconds, communicationSeconds, processors,
                originMipsPerProcessor);
        double seconds = seconds(length, processors, targetMipsPerProcessor, communicationSeconds, originBandwidth,
                targetBandwidth);
        return Math.max(1, (long) Math.ceil(seconds - 1e-9));
    }
}
