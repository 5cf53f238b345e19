package org.gridmarket.sim.allocation;

import java.util.List;
import java.util.Map;

/** Seed 002 §5's printed numbers, as the report and summary.json set ours beside them. */
public final class AllocationPaperValues {

    private AllocationPaperValues() {
    }

    /** Table 5: jobs per queue 1..5 (total 54,041). */
    public static final List<Integer> TABLE_5_JOBS = List.of(5038, 8838, 27075, 12859, 231);
    public static final int TABLE_5_TOTAL = 54_041;
    /** Table 8: jobs and mean request at RC 100, 75, 50, 25 %. */
    public static final Map<Integer, Integer> TABLE_8_JOBS = Map.of(100, 54_041, 75, 54_305, 50, 54_534, 25, 58_890);
    public static final Map<Integer, Double> TABLE_8_MEAN_PROCESSORS = Map.of(100, 12.29, 75, 12.23, 50, 12.18, 25,
            11.28);

    /** Table 11: TNPIR (%) per RC (100, 75, 50, 25), then the total, in {@link AllocationSettings#METHODS} order. */
    public static final Map<String, List<Integer>> TABLE_11 = Map.of(
            "BF", List.of(-473, -522, -600, -594, -2189),
            "FF", List.of(-93, -60, -25, -29, -208),
            "SI", List.of(-69, -53, -75, -4, -202),
            "TI", List.of(-44, -21, -45, -7, -117),
            "AI", List.of(-86, -36, -41, -24, -186),
            "AI2", List.of(-17, 17, 19, 2, 22),
            "TAI", List.of(4, -10, -13, -22, -40),
            "TAI2", List.of(14, 7, 1, 7, 29));

    /** Table 12: TNPIR (%) over 25 settings, methods in Table 11's order. */
    public static final List<Integer> TABLE_12_LUBLIN99 = List.of(-274, -122, -97, -36, -79, 15, -77, -10);
    public static final List<Integer> TABLE_12_FEITELSON96 = List.of(-127, -469, -121, -56, -396, -67, -236, -43);

    /** Table 10: TNPIR (%) of the 20 pairs, SHT-major as {@link AllocationSettings#pairLabels} lists them. */
    public static final Map<String, List<Integer>> TABLE_10 = Map.of(
            "TI", List.of(102, 85, 110, 92, 96, 98, 58, 80, 39, 66, 39, -15, 34, -57, 22, -80, -159, -112, -200, -102),
            "TAI", List.of(7, 85, 41, 27, 51, -7, 24, 9, -8, 39, -54, 16, -1, -35, 24, -83, -17, -26, -53, -6),
            "TAI2", List.of(125, 91, 82, 115, 120, 83, 56, 74, 70, 64, 44, -32, -25, -18, 1, -106, -147, -185, -156,
                    -160));

    /** Table 13: σ of NPIR at RC 100, 75, 50, 25 %, Feitelson96, Lublin99. */
    public static final Map<String, List<Double>> TABLE_13 = Map.of(
            "AI2", List.of(0.024, 0.031, 0.019, 0.010, 0.079, 0.022),
            "TAI2", List.of(0.022, 0.026, 0.012, 0.011, 0.049, 0.023));

    /** Table 14: per RC (100, 75, 50, 25), then the total; methods BF, FF, SI, TI*, AI, AI2, TAI*, TAI2*. */
    public static final Map<String, List<Integer>> TABLE_14 = Map.of(
            "BF", List.of(-627, -605, -657, -615, -2504),
            "FF", List.of(-127, -61, -25, -22, -235),
            "SI", List.of(-126, -135, -133, -37, -431),
            "TI*", List.of(58, 56, -6, 32, 140),
            "AI", List.of(-78, -64, -62, -19, -223),
            "AI2", List.of(1, 22, -20, 7, 10),
            "TAI*", List.of(132, 76, 41, 37, 286),
            "TAI2*", List.of(123, 103, 46, 40, 313));

    /** Table 15: Lublin99 and Feitelson96 rows, Table 14's column order. */
    public static final List<Integer> TABLE_15_LUBLIN99 = List.of(-371, -120, -146, 45, -75, -13, 27, 54);
    public static final List<Integer> TABLE_15_FEITELSON96 = List.of(-439, -350, -73, 78, -233, 79, 25, 139);

    /** §5.1: mean |WQ| for BF at SH 0, SL 1…4 (log) and aarr 10.5…8.5 (Lublin99). */
    public static final List<Double> QUEUE_LENGTH_LOG = List.of(0.9, 3.4, 7.8, 19.8, 98.0, 1126.0, 2618.0);
    public static final List<Double> QUEUE_LENGTH_LUBLIN99 = List.of(0.9, 3.2, 9.3, 24.2, 377.3);
    /** §5.1: fastest/slowest speed at SH 0.06, 0.12, 0.18, 0.24. */
    public static final List<Double> SPEED_RATIO = List.of(1.9, 2.7, 4.3, 5.6);
}
