package org.gridmarket.core.allocation;

import java.util.List;
import java.util.Locale;
import org.gridmarket.core.allocation.ThresholdAdaptiveIntelligent.Adaptive;

/**
 * The eight methods of seed 002 by their short names, with §5.2's chosen thresholds: TI (0.05, 2),
 * TAI (0.05, 1.5), TAI2 (0.05, 1). Every method is stateless, so one instance serves any number of replays
 * and threads.
 */
public final class AllocationMethods {

    /** Seed 002 §5.2, Table 10: the best (SHT, SLT) per threshold method. */
    public static final Thresholds TI_THRESHOLDS = new Thresholds(0.05, 2);
    public static final Thresholds TAI_THRESHOLDS = new Thresholds(0.05, 1.5);
    public static final Thresholds TAI2_THRESHOLDS = new Thresholds(0.05, 1);

    /** The names in the paper's order (Table 11). */
    public static final List<String> NAMES = List.of("BF", "FF", "SI", "TI", "AI", "AI2", "TAI", "TAI2");

    private AllocationMethods() {
    }

    /** BF, FF, SI, TI, AI, AI2, TAI, TAI2, the threshold methods with §5.2's thresholds. */
    public static List<AllocationMethod> all() {
        return NAMES.stream().map(AllocationMethods::byName).toList();
    }

    /** A method by its short name (case-insensitive); unknown names throw IllegalArgumentException. */
    public static AllocationMethod byName(String name) {
        return switch (normalise(name)) {
            case "BF" -> new BestFit();
            case "FF" -> new FastestFirst();
            case "SI" -> new StaticIntelligent();
            case "TI" -> new ThresholdIntelligent(TI_THRESHOLDS);
            case "AI" -> new AdaptiveIntelligent();
            case "AI2" -> new AdaptiveIntelligent2();
            case "TAI" -> new ThresholdAdaptiveIntelligent(Adaptive.AI, TAI_THRESHOLDS);
            case "TAI2" -> new ThresholdAdaptiveIntelligent(Adaptive.AI2, TAI2_THRESHOLDS);
            default -> throw new IllegalArgumentException("unknown allocation method " + name + "; known: " + NAMES);
        };
    }

    /** TI, TAI or TAI2 with the given (SHT, SLT), each &gt; 0; other names throw IllegalArgumentException. */
    public static AllocationMethod threshold(String name, double shThreshold, double slThreshold) {
        Thresholds thresholds = new Thresholds(shThreshold, slThreshold);
        return switch (normalise(name)) {
            case "TI" -> new ThresholdIntelligent(thresholds);
            case "TAI" -> new ThresholdAdaptiveIntelligent(Adaptive.AI, thresholds);
            case "TAI2" -> new ThresholdAdaptiveIntelligent(Adaptive.AI2, thresholds);
            default -> throw new IllegalArgumentException("not a threshold method: " + name + "; known: TI, TAI, TAI2");
        };
    }

    private static String normalise(String name) {
        if (name == null) {
            throw new IllegalArgumentException("no allocation method named");
        }
        return name.trim().toUpperCase(Locale.ROOT);
    }
}
