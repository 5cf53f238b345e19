package org.gridmarket.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Issue 24: the reader's in-place integer parser must read every line exactly as the split-and-parse path
 * it short-cuts (kept here as the reference): same records, same malformed lines with the same reasons.
 */
class SwfReaderFastPathProperties {

    @Property(tries = 1000)
    void readsEveryLineLikeSplitAndParse(@ForAll("lines") List<String> lines) throws IOException {
        String text = String.join("\n", lines);
        SwfTrace trace = SwfReader.read(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));

        List<String> dataLines = lines.stream().map(String::strip)
                .filter(line -> !line.isEmpty() && !line.startsWith(";")).toList();
        List<Object> expected = dataLines.stream().map(SwfReaderFastPathProperties::reference).toList();
        List<Object> expectedRecords = expected.stream().filter(SwfRecord.class::isInstance).toList();
        List<Object> expectedReasons = expected.stream().filter(String.class::isInstance).toList();
        assertEquals(expectedRecords, trace.records());
        assertEquals(expectedReasons, trace.malformedLines().stream().map(MalformedLine::reason).toList());
    }

    /** The pre-issue-24 reading of one stripped data line: a record, or the malformed-line reason. */
    private static Object reference(String line) {
        String[] field = line.split("\\s+");
        if (field.length != SwfRecord.FIELD_COUNT) {
            return "expected " + SwfRecord.FIELD_COUNT + " fields, found " + field.length;
        }
        try {
            return new SwfRecord(
                    Long.parseLong(field[0]), Long.parseLong(field[1]), Long.parseLong(field[2]),
                    Long.parseLong(field[3]), Integer.parseInt(field[4]), Double.parseDouble(field[5]),
                    Double.parseDouble(field[6]), Integer.parseInt(field[7]), Long.parseLong(field[8]),
                    Double.parseDouble(field[9]), Integer.parseInt(field[10]), Integer.parseInt(field[11]),
                    Integer.parseInt(field[12]), Integer.parseInt(field[13]), Integer.parseInt(field[14]),
                    Integer.parseInt(field[15]), Long.parseLong(field[16]), Long.parseLong(field[17]));
        } catch (NumberFormatException notNumeric) {
            return "non-numeric field: " + notNumeric.getMessage();
        }
    }

    @Provide
    Arbitrary<List<String>> lines() {
        // Mostly plain integers, so that many lines take the in-place path and some leave it at one token.
        Arbitrary<String> token = Arbitraries.frequencyOf(
                net.jqwik.api.Tuple.of(60, Arbitraries.longs().between(-5, 100_000).map(String::valueOf)),
                net.jqwik.api.Tuple.of(1, Arbitraries.of("-1", "0", "-0", "+7", "1.5", "-2.25", "1e3", "abc", "-", "3000000000",
                        "99999999999999999999", "123456789012345678", "9223372036854775807", "\u00a0")));
        Arbitrary<String> separator = Arbitraries.of(" ", "  ", "\t", " \t ", "\u000B", "\f");
        Arbitrary<String> line = token.list().ofMinSize(16).ofMaxSize(19)
                .flatMap(tokens -> separator.list().ofSize(tokens.size()).map(separators -> {
                    StringBuilder text = new StringBuilder();
                    for (int index = 0; index < tokens.size(); index++) {
                        text.append(separators.get(index)).append(tokens.get(index));
                    }
                    return text.toString();
                }));
        return Arbitraries.oneOf(line, line, line, Arbitraries.of("; MaxProcs: 128", "")).list().ofMaxSize(8);
    }
}
