package org.gridmarket.app.platform;

import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a job is named: {@code job-80} in the ledger's job references, {@code 80} in job URLs. Admin look-ups
 * accept either form everywhere (issue 18, C5), so people can paste what they see.
 */
public final class JobReference {
    /** A job id in canonical decimal (no leading zero, issue 30 D2), with or without {@code job-}. */
    private static final Pattern FORM = Pattern.compile("(?:job-)?(0|[1-9][0-9]{0,17})");

    private JobReference() {
    }

    /** The ledger's reference of job {@code jobId}, e.g. {@code job-80}. */
    public static String of(long jobId) {
        return org.gridmarket.core.market.Marketplace.jobReference(jobId);
    }

    /**
     * A ledger job reference from what a person typed: {@code "80"} → {@code job-80}; any other reference of
     * 1 to 64 characters as it is ({@code job-80} stays {@code job-80}); otherwise a 422 naming {@code field}.
     */
    public static String normalise(String field, String text) {
        String trimmed = text == null ? "" : text.trim();
        if (trimmed.isEmpty() || trimmed.length() > 64) {
            throw ApiProblem.invalid(field, "a job reference such as 80 or job-80 is required");
        }
        Matcher matcher = FORM.matcher(trimmed);
        return matcher.matches() ? of(Long.parseLong(matcher.group(1))) : trimmed;
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
