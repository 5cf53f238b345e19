package org.gridmarket.core.allocation;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Seed 002 §5.2–5.3: normalised performance improvement ratios, as fractions (the paper prints them ×100 %).
 * NPIR &gt; 0 means a shorter ART than the reference. TNPIR sums NPIR over the settings. Each O(entries).
 */
public final class Npir {

    private Npir() {
    }

    /** (reference − ART) / reference. */
    public static double ratio(double referenceArt, double art) {
        if (!(referenceArt > 0) || !(art >= 0) || Double.isInfinite(referenceArt) || Double.isInfinite(art)) {
            throw new IllegalArgumentException("ARTs must be finite, the reference positive");
        }
        return (referenceArt - art) / referenceArt;
    }

    /**
     * Seed 002 §5.2, Eq. (21)–(22): each entry's NPIR against the mean ART of all entries at one setting (the
     * 20 threshold pairs there; any set of methods here). Keeps the map's order.
     */
    public static Map<String, Double> againstMean(Map<String, Double> artByName) {
        if (artByName.isEmpty()) {
            throw new IllegalArgumentException("no ARTs");
        }
        double mean = artByName.values().stream().mapToDouble(Double::doubleValue).average().orElseThrow();
        Map<String, Double> npir = new LinkedHashMap<>();
        artByName.forEach((name, art) -> npir.put(name, ratio(mean, art)));
        return npir;
    }

    /**
     * Seed 002 §5.3, Eq. (23): each method's NPIR against min(ART_BF, ART_FF) at one setting; the map must
     * hold BF and FF. Keeps the map's order.
     */
    public static Map<String, Double> againstBetterOfBestFitAndFastestFirst(Map<String, Double> artByMethod) {
        Double bestFit = artByMethod.get("BF");
        Double fastestFirst = artByMethod.get("FF");
        if (bestFit == null || fastestFirst == null) {
            throw new IllegalArgumentException("Eq. (23) needs the ARTs of BF and FF");
        }
        double reference = Math.min(bestFit, fastestFirst);
        Map<String, Double> npir = new LinkedHashMap<>();
        artByMethod.forEach((name, art) -> npir.put(name, ratio(reference, art)));
        return npir;
    }

    /** TNPIR: per name, the sum of its NPIR over the settings given (names missing from a setting add 0). */
    public static Map<String, Double> total(Iterable<Map<String, Double>> npirBySetting) {
        Map<String, Double> total = new LinkedHashMap<>();
        for (Map<String, Double> setting : npirBySetting) {
            setting.forEach((name, npir) -> total.merge(name, npir, Double::sum));
        }
        return total;
    }
}
