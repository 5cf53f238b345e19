package org.gridmarket.app.platform;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a job is named: {@code job-80} in the ledger's job references, {@code 80} in job URLs. Admin look-ups
 * accept either form everywhere (issue 18, C5), so people can paste what they see.
 */
public final class JobReference {
    private static final String PREFIX = "job-";
    private static final Pattern FORM = Pattern.compile("(?:job-)?([0-9]{1,18})");

    private JobReference() {
    }

    /** The ledger's reference of job {@code jobId}, e.g. {@code job-80}. */
    public static String of(long jobId) {
        return PREFIX + jobId;
    }

    /** {@code "80"} or {@code "job-80"} → 80; anything else is a 422 naming {@code field}. */
    public static long parse(String field, String text) {
        Matcher matcher = text == null ? null : FORM.matcher(text.trim());
        if (matcher == null || !matcher.matches()) {
            throw ApiProblem.invalid(field, "a job id such as 80 or job-80");
        }
        return Long.parseLong(matcher.group(1));
    }
}
