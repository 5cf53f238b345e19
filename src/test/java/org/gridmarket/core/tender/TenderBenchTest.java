package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** The benchmark runs (with a tiny time budget) and prints one row per case; the figures are not asserted. */
class TenderBenchTest {

    @Test
    void printsOneRowPerCase() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TenderBench.run(new PrintStream(bytes, true, StandardCharsets.UTF_8), 1_000_000L);
        String[] lines = bytes.toString(StandardCharsets.UTF_8).split("\n");
        assertThat(lines).hasSize(6);
        assertThat(lines[5]).contains("1152").contains("1000");
    }
}
