package org.gridmarket.core.workload;

import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/**
 * A parsed SWF file: header fields from {@code ;}-comments (e.g. MaxProcs, UnixStartTime), the records in
 * file order, and the lines that were skipped as malformed.
 *
 * @param headerFields "Key: value" pairs from header comments, in file order, first occurrence wins
 * @param headerLines every comment line verbatim (without the leading ';'), for round-tripping
 * @param records well-formed data lines
 * @param malformedLines skipped lines with line numbers and reasons
 * @param linesRead total physical lines read, comments included
 */
public record SwfTrace(
        Map<String, String> headerFields,
        List<String> headerLines,
        List<SwfRecord> records,
        List<MalformedLine> malformedLines,
        long linesRead) {

    public SwfTrace {
        headerFields = Map.copyOf(headerFields);
        headerLines = List.copyOf(headerLines);
        records = List.copyOf(records);
        malformedLines = List.copyOf(malformedLines);
    }

    /** The MaxProcs header (falling back to MaxNodes), when present and numeric. */
    public OptionalLong maximumProcessors() {
        OptionalLong processors = numericHeader("MaxProcs");
        return processors.isPresent() ? processors : numericHeader("MaxNodes");
    }

    /** The UnixStartTime header, when present and numeric. */
    public OptionalLong unixStartTimeSeconds() {
        return numericHeader("UnixStartTime");
    }

    /** A header value's leading integer, e.g. "338" from "338 (batch partition; 512 total)". */
    public OptionalLong numericHeader(String key) {
        String value = headerFields.get(key);
        if (value == null) {
            return OptionalLong.empty();
        }
        String leading = value.trim().split("\\s+", 2)[0];
        try {
            return OptionalLong.of(Long.parseLong(leading));
        } catch (NumberFormatException notNumeric) {
            return OptionalLong.empty();
        }
    }
}
