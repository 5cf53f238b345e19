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
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;

/**
 * Reads Standard Workload Format files ({@code .swf}, or gzip-compressed {@code .swf.gz}).
 *
 * <p>Bad input is answered, not absorbed: a data line with the wrong number of fields or a non-numeric
 * field is skipped and reported as a {@link MalformedLine} with its 1-based line number; reading never
 * fails on content. Blank lines are ignored. Cost: O(characters), in one pass: a data line made of plain
 * integers (every line of the archive's cleaned traces) is cut and parsed in place, without a regular
 * expression or a string per field; any other line goes through {@link String#split} and the JDK's number
 * parsers, which also word the malformed-line reasons.
 */
public final class SwfReader {

    /** Fields (0-based) the record holds as int: processors, status, user, group, executable, queue, partition. */
    private static final int[] INTEGER_FIELDS = {4, 7, 10, 11, 12, 13, 14, 15};

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
        Map<String, String> headerFields = new LinkedHashMap<>();
        List<String> headerLines = new ArrayList<>();
        List<SwfRecord> records = new ArrayList<>();
        Cursor cursor = new Cursor(input, comment -> readHeader(comment, headerFields, headerLines));
        for (SwfRecord record = cursor.next(); record != null; record = cursor.next()) {
            records.add(record);
        }
        return new SwfTrace(headerFields, headerLines, records, cursor.malformedLines(), cursor.linesRead());
    }

    /** Opens a file for reading one record at a time; gzip is detected by the {@code .gz} suffix. */
    public static Cursor open(Path path, Consumer<String> headerComments) {
        try {
            return new Cursor(open(path), headerComments);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot read " + path, failure);
        }
    }

    /**
     * Reads a stream one data record at a time, in file order, holding one line: the streaming form of
     * {@link #read(InputStream)}, with the same records and the same malformed lines. Closing it closes the
     * stream.
     */
    public static final class Cursor implements AutoCloseable {

        private final BufferedReader reader;
        private final Consumer<String> headerComments;
        private final List<MalformedLine> malformed = new ArrayList<>();
        private final List<SwfRecord> parsed = new ArrayList<>(1);
        private long lineNumber;

        /** {@code headerComments} receives each comment line without its leading ';'. */
        public Cursor(InputStream input, Consumer<String> headerComments) {
            this.reader = new BufferedReader(new InputStreamReader(input, StandardCharsets.UTF_8), 1 << 16);
            this.headerComments = headerComments;
        }

        /** The next well-formed record, or null at the end. Cost O(characters up to it). */
        public SwfRecord next() throws IOException {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lineNumber++;
                String trimmed = line.strip();
                if (trimmed.startsWith(";")) {
                    headerComments.accept(trimmed.substring(1));
                } else if (!trimmed.isEmpty()) {
                    readRecord(trimmed, lineNumber, parsed, malformed);
                    if (!parsed.isEmpty()) {
                        return parsed.remove(0);
                    }
                }
            }
            return null;
        }

        /** Lines skipped so far, in file order. */
        public List<MalformedLine> malformedLines() {
            return malformed;
        }

        /** Physical lines read so far, comments included. */
        public long linesRead() {
            return lineNumber;
        }

        @Override
        public void close() throws IOException {
            reader.close();
        }
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
        long[] values = new long[SwfRecord.FIELD_COUNT];
        if (parsePlainIntegers(line, values)) {
            records.add(record(values));
            return;
        }
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

    /**
     * Reads exactly 18 whitespace-separated plain integers (an optional '-', then at most 18 digits) into
     * {@code values}; false for anything else, including "-0" in a real-valued field (-0.0 as a double).
     */
    private static boolean parsePlainIntegers(String line, long[] values) {
        int length = line.length();
        int field = 0;
        int index = 0;
        while (index < length) {
            char character = line.charAt(index);
            if (isSeparator(character)) {
                index++;
                continue;
            }
            if (field == SwfRecord.FIELD_COUNT) {
                return false;
            }
            boolean negative = character == '-';
            int digitsStart = negative ? index + 1 : index;
            long value = 0;
            index = digitsStart;
            while (index < length && !isSeparator(line.charAt(index))) {
                int digit = line.charAt(index) - '0';
                if (digit < 0 || digit > 9 || index - digitsStart >= 18) {
                    return false;
                }
                value = value * 10 + digit;
                index++;
            }
            if (index == digitsStart || (negative && value == 0 && isRealValued(field))) {
                return false;
            }
            values[field++] = negative ? -value : value;
        }
        return field == SwfRecord.FIELD_COUNT && fitsIntegers(values);
    }

    /** The characters {@code \\s} matches, the separators of {@link String#split} on the other path. */
    private static boolean isSeparator(char character) {
        return character == ' ' || character == '\t' || character == '\n' || character == '\u000B'
                || character == '\f' || character == '\r';
    }

    /** Fields 6, 7 and 10 (1-based) are real numbers. */
    private static boolean isRealValued(int field) {
        return field == 5 || field == 6 || field == 9;
    }

    private static boolean fitsIntegers(long[] values) {
        for (int field : INTEGER_FIELDS) {
            if (values[field] != (int) values[field]) {
                return false;
            }
        }
        return true;
    }

    private static SwfRecord record(long[] value) {
        return new SwfRecord(value[0], value[1], value[2], value[3], (int) value[4], value[5], value[6],
                (int) value[7], value[8], value[9], (int) value[10], (int) value[11], (int) value[12],
                (int) value[13], (int) value[14], (int) value[15], value[16], value[17]);
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
