package org.gridmarket.core.workload;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPInputStream;

/**
 * Reads Standard Workload Format files ({@code .swf}, or gzip-compressed {@code .swf.gz}).
 *
 * <p>Bad input is answered, not absorbed: a data line with the wrong number of fields or a non-numeric
 * field is skipped and reported as a {@link MalformedLine} with its 1-based line number; reading never
 * fails on content. Blank lines are ignored. Cost: O(lines).
 */
public final class SwfReader {

    private SwfReader() {
    }

    /** Reads a file; gzip is detected by the {@code .gz} suffix. */
    public static SwfTrace read(Path path) {
        try (InputStream input = open(path)) {
            return read(input);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot read " + path, failure);
        }
    }

    /** Reads an uncompressed SWF stream (the caller closes it). */
    public static SwfTrace read(InputStream input) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8), 1 << 16);
        Map<String, String> headerFields = new LinkedHashMap<>();
        List<String> headerLines = new ArrayList<>();
        List<SwfRecord> records = new ArrayList<>();
        List<MalformedLine> malformed = new ArrayList<>();
        long lineNumber = 0;
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
            lineNumber++;
            String trimmed = line.strip();
            if (trimmed.startsWith(";")) {
                readHeader(trimmed.substring(1), headerFields, headerLines);
            } else if (!trimmed.isEmpty()) {
                readRecord(trimmed, lineNumber, records, malformed);
            }
        }
        return new SwfTrace(headerFields, headerLines, records, malformed, lineNumber);
    }

    private static InputStream open(Path path) throws IOException {
        InputStream raw = Files.newInputStream(path);
        return path.getFileName().toString().endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw;
    }

    private static void readHeader(String comment, Map<String, String> headerFields, List<String> headerLines) {
        headerLines.add(comment);
        int colon = comment.indexOf(':');
        if (colon > 0) {
            String key = comment.substring(0, colon).strip();
            if (!key.isEmpty() && key.indexOf(' ') < 0) {
                headerFields.putIfAbsent(key, comment.substring(colon + 1).strip());
            }
        }
    }

    private static void readRecord(String line, long lineNumber, List<SwfRecord> records,
            List<MalformedLine> malformed) {
        String[] fields = line.split("\\s+");
        if (fields.length != SwfRecord.FIELD_COUNT) {
            malformed.add(new MalformedLine(lineNumber,
                    "expected " + SwfRecord.FIELD_COUNT + " fields, found " + fields.length, line));
            return;
        }
        try {
            records.add(parse(fields));
        } catch (NumberFormatException notNumeric) {
            malformed.add(new MalformedLine(lineNumber, "non-numeric field: " + notNumeric.getMessage(), line));
        }
    }

    private static SwfRecord parse(String[] field) {
        return new SwfRecord(
                Long.parseLong(field[0]), Long.parseLong(field[1]), Long.parseLong(field[2]),
                Long.parseLong(field[3]), Integer.parseInt(field[4]), Double.parseDouble(field[5]),
                Double.parseDouble(field[6]), Integer.parseInt(field[7]), Long.parseLong(field[8]),
                Double.parseDouble(field[9]), Integer.parseInt(field[10]), Integer.parseInt(field[11]),
                Integer.parseInt(field[12]), Integer.parseInt(field[13]), Integer.parseInt(field[14]),
                Integer.parseInt(field[15]), Long.parseLong(field[16]), Long.parseLong(field[17]));
    }
}
