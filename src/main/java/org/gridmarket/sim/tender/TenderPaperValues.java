package org.gridmarket.sim.tender;

import java.util.List;

/**
 * Seed 003 §5.3's numbers, as quoted in its text (the figures themselves are not in our copy of the paper), and
 * its comparisons between series. Each carries the sentence it comes from.
 */
final class TenderPaperValues {

    private TenderPaperValues() {
    }

    /**
     * A quoted value: {@code series} (ECO1, ECO2, RR, "ECO" for both scenarios, "all" for every series) has
     * {@code metric} {@code relation} {@code value} for every λ in [fromLambda, toLambda].
     *
     * @param relation "≈" (the number printed), "<", "≤", ">" or "≥" (a bound the text states)
     */
    record Value(TenderMeasure metric, int fromLambda, int toLambda, String series, String relation, double value,
                 String quote) {

        boolean covers(int lambda) {
            return lambda >= fromLambda && lambda <= toLambda;
        }

        /** Whether {@code ours} keeps the bound; null for "≈", which only sits beside ours. */
        Boolean holds(double ours) {
            return switch (relation) {
                case "<" -> ours < value;
                case "≤" -> ours <= value;
                case ">" -> ours > value;
                case "≥" -> ours >= value;
                default -> null;
            };
        }

        /** The series of ours this value is about. */
        List<Series> about() {
            return switch (series) {
                case "ECO" -> List.of(Series.ECO1, Series.ECO2);
                case "all" -> List.of(Series.ECO1, Series.ECO2, Series.RR);
                default -> List.of(Series.valueOf(series));
            };
        }
    }

    /** A comparison: for every λ in range, {@code left}'s metric is {@code relation} ("<", "≤", ">") {@code right}'s. */
    record Comparison(TenderMeasure metric, int fromLambda, int toLambda, Series left, String relation, Series right,
                      String quote) {

        boolean holds(double leftValue, double rightValue) {
            return switch (relation) {
                case "<" -> leftValue < rightValue;
                case "≤" -> leftValue <= rightValue;
                default -> leftValue > rightValue;
            };
        }
    }

    static final List<Value> VALUES = List.of(
            new Value(TenderMeasure.LOAD, 3, 3, "all", "≈", 70,
                    "the total average load reach 70% with λ = 3"),
            new Value(TenderMeasure.LOAD, 4, 10, "all", ">", 70,
                    "with λ ≥ 4, the overall load is greater than 70% in all the cases"),
            new Value(TenderMeasure.LOAD, 4, 10, "RR", "<", 90, "with RR it is always less than 90%"),
            new Value(TenderMeasure.LOAD, 7, 7, "ECO", "≈", 95.5,
                    "with ECO it reaches 95.5% for λ = 7 (both in ECO1 and ECO2)"),
            new Value(TenderMeasure.REJECTED, 4, 4, "RR", "≥", 32.4, "more than 32.4% with λ = 4"),
            new Value(TenderMeasure.REJECTED, 4, 4, "ECO", "≈", 6.7, "a very small fraction (6.7%) with ECO"),
            new Value(TenderMeasure.REJECTED, 7, 7, "RR", "≥", 88.5, "λ = 7, RR rejects more than 88.5% tasks"),
            new Value(TenderMeasure.REJECTED, 7, 7, "ECO", "≤", 66.3,
                    "with ECO the fraction of rejected tasks is no more than 66.3%"),
            new Value(TenderMeasure.REJECTED, 8, 10, "all", ">", 80,
                    "for λ ≥ 8 ... more than 80% of the incoming tasks has been rejected"),
            new Value(TenderMeasure.COST, 1, 10, "RR", "≈", 137,
                    "With RR protocol the task computational cost is almost independent from λ and on average "
                            + "equal to 137 G$"),
            new Value(TenderMeasure.COST, 1, 1, "ECO", "≈", 126, "increases with λ from 126 G$ (with λ = 1)"),
            new Value(TenderMeasure.COST, 10, 10, "ECO2", "≈", 138, "to 138 G$ (with λ = 10, and Scenario 2 (ECO2))"),
            new Value(TenderMeasure.PENALTY, 1, 3, "ECO", "≈", 0,
                    "for λ ≤ 3 all submitted tasks have been scheduled and finished within their due dates with "
                            + "ECO (i.e. task penalty equal to zero)"),
            new Value(TenderMeasure.PENALTY, 3, 3, "RR", "≈", 23.5,
                    "with RR we have an average task penalty equal to 23.5 G$ for λ = 3"),
            new Value(TenderMeasure.TARDINESS, 1, 3, "ECO", "≈", 0,
                    "For λ ≤ 3 task tardiness is always equal to zero with ECO, and almost equal to zero with RR"),
            new Value(TenderMeasure.TARDINESS, 1, 10, "all", "<", 1.5,
                    "in any case the average tardiness is very small (less than 1.5 time units)"));

    static final List<Comparison> COMPARISONS = List.of(
            new Comparison(TenderMeasure.REJECTED, 4, 10, Series.ECO1, "<", Series.RR,
                    "λ = 4 ... λ = 7 ... Also for very high congested cases (λ ≥ 8) there is a significant gap between the fraction of rejected tasks with RR protocol and ECO"),
            new Comparison(TenderMeasure.COST, 1, 10, Series.ECO1, "<", Series.RR, "it is always less than the value "
                    + "obtained with RR"),
            new Comparison(TenderMeasure.COST, 1, 10, Series.ECO2, "<", Series.RR, "it is always less than the value "
                    + "obtained with RR"),
            new Comparison(TenderMeasure.COST, 5, 10, Series.ECO2, ">", Series.ECO1, "a non-negligible difference "
                    + "... for λ ≥ 5, with a greater computational cost in Scenario 2"),
            new Comparison(TenderMeasure.UTILITY, 1, 10, Series.ECO1, ">", Series.RR, "with ECO the average task "
                    + "utility is always greater than that with RR protocol in both the two evaluated scenarios"),
            new Comparison(TenderMeasure.PENALTY, 1, 10, Series.ECO1, "≤", Series.RR, "with ECO we obtain better "
                    + "results compared to RR"),
            new Comparison(TenderMeasure.TARDINESS, 4, 10, Series.RR, "<", Series.ECO1, "For medium/high and very high "
                    + "congested case, we get a smaller tardiness with RR with respect to ECO"));

    /**
     * Ambiguity 3: background offers 0.45 λ · 10,000 MI per time unit = 11.25 λ % of the 40,000 MIPS of the
     * Grid, externals 13.75 λ %; background is never refused, so even a method that wasted no capacity must reject
     * at least 1 − (1 − 0.1125 λ) / (0.1375 λ) of the external work, as a fraction in [0, 1].
     */
    static double minimumRejectedFraction(int lambda) {
        double backgroundShare = 0.1125 * lambda;
        double externalShare = 0.1375 * lambda;
        return Math.max(0, Math.min(1, 1 - (1 - backgroundShare) / externalShare));
    }
}
