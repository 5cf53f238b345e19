package org.gridmarket.core.workload;

/** A trace line that was skipped, with its 1-based line number and why. */
public record MalformedLine(long lineNumber, String reason, String text) {
}
