package org.gridmarket.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** The output's tail: within the limit, a suffix of the output, cut only at a character boundary. */
class OutputTailProperties {

    /** Code points of 1 to 4 UTF-8 bytes (up to U+1F9FF), without the surrogate range. */
    @Property
    void theTailFitsIsASuffixAndLosesNoMoreThanOneCharacter(
            @ForAll @Size(max = 200) List<@IntRange(min = 0x20, max = 0x1F9FF) Integer> codePoints,
            @ForAll @IntRange(min = 4, max = 300) int maxBytes) {
        String text = text(codePoints);
        String tail = OutputTail.of(text, maxBytes);
        byte[] tailBytes = tail.getBytes(StandardCharsets.UTF_8);
        assertThat(tailBytes.length).isLessThanOrEqualTo(maxBytes);
        assertThat(text).endsWith(tail);
        if (text.getBytes(StandardCharsets.UTF_8).length <= maxBytes) {
            assertThat(tail).isEqualTo(text);
        } else {
            // A UTF-8 character is at most 4 bytes: at most 3 bytes of a cut character are dropped.
            assertThat(tailBytes.length).isGreaterThan(maxBytes - 4);
        }
    }

    @Example
    void aLargeOutputFileIsReadAsItsLast64KiBFromACharacterBoundary() throws IOException {
        Path file = Files.createTempFile("output", ".txt");
        try {
            // 30,000 × "é€" = 150,000 bytes; 65,536 is not a multiple of 5, so the cut falls inside a character.
            Files.writeString(file, "start\n" + "é€".repeat(30_000) + "\nend\n", StandardCharsets.UTF_8);
            String tail = OutputTail.read(file);
            int bytes = tail.getBytes(StandardCharsets.UTF_8).length;
            assertThat(bytes).isLessThanOrEqualTo(OutputTail.MAX_BYTES).isGreaterThan(OutputTail.MAX_BYTES - 4);
            assertThat(tail).endsWith("€\nend\n").doesNotContain("start").doesNotContain("\uFFFD");
        } finally {
            Files.delete(file);
        }
    }

    @Example
    void aJobThatWroteNothingHasAnEmptyOutput() throws IOException {
        assertThat(OutputTail.read(Path.of("/nonexistent/output.txt"))).isEmpty();
    }

    @Example
    void bytesThatAreNotUtf8StillFitAfterDecoding() throws IOException {
        Path file = Files.createTempFile("output", ".bin");
        try {
            byte[] invalid = new byte[70_000];
            java.util.Arrays.fill(invalid, (byte) 0xFF);
            Files.write(file, invalid);
            assertThat(OutputTail.read(file).getBytes(StandardCharsets.UTF_8).length)
                    .isLessThanOrEqualTo(OutputTail.MAX_BYTES);
        } finally {
            Files.delete(file);
        }
    }

    private static String text(List<Integer> codePoints) {
        StringBuilder text = new StringBuilder();
        codePoints.stream().filter(c -> c < 0xD800 || c > 0xDFFF).forEach(text::appendCodePoint);
        return text.toString();
    }
}
