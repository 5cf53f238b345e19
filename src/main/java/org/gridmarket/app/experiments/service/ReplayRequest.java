package org.gridmarket.app.experiments.service;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Pattern;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.Problem;

/**
 * What a replay upload asks for, checked: a policy {@code simulate --policy} takes (fcfs, easy, easy:K with
 * 1 ≤ K ≤ 100, conservative), the site's processors (1..1,000,000) and a name for the site and trace. It is kept
 * as the run's options, beside the stored trace's file name.
 */
public record ReplayRequest(String policy, int processors, String name, boolean gzip, long seed) {
    static final String POLICY = "policy";
    static final String PROCESSORS = "processors";
    static final String NAME = "name";
    static final String TRACE = "trace";
    private static final Pattern POLICIES = Pattern.compile("fcfs|easy|easy:([1-9][0-9]?|100)|conservative");
    private static final Pattern NAMES = Pattern.compile("[A-Za-z0-9][A-Za-z0-9_-]{0,63}");
    private static final int MAXIMUM_PROCESSORS = 1_000_000;

    /** Checks the query parameters; every bad one is a 422 naming it. */
    public static ReplayRequest of(String policy, String processors, String name, boolean gzip) {
        List<Problem.FieldError> errors = new ArrayList<>();
        String chosenPolicy = policy == null ? "easy" : policy.strip().toLowerCase(Locale.ROOT);
        if (!POLICIES.matcher(chosenPolicy).matches()) {
            errors.add(new Problem.FieldError(POLICY, "must be fcfs, easy, easy:K (K 1..100) or conservative"));
        }
        int count = 0;
        if (processors == null || !processors.strip().matches("[0-9]{1,7}")
                || (count = Integer.parseInt(processors.strip())) < 1 || count > MAXIMUM_PROCESSORS) {
            errors.add(new Problem.FieldError(PROCESSORS, "must be a whole number 1.." + MAXIMUM_PROCESSORS));
        }
        String chosenName = name == null ? "trace" : name.strip();
        if (!NAMES.matcher(chosenName).matches()) {
            errors.add(new Problem.FieldError(NAME, "must be 1-64 letters, digits, '-' or '_', starting with a "
                    + "letter or digit"));
        }
        if (!errors.isEmpty()) {
            throw ApiProblem.invalid(errors);
        }
        return new ReplayRequest(chosenPolicy, count, chosenName, gzip, 1);
    }

    String traceFileName() {
        return gzip ? "trace.swf.gz" : "trace.swf";
    }

    Map<String, String> options() {
        return Map.of(POLICY, policy, PROCESSORS, Integer.toString(processors), NAME, name, TRACE, traceFileName());
    }
}
