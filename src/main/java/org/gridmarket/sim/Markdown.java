package org.gridmarket.sim;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;

/**
 * Builds a report.md: headings, paragraphs, pipe tables and "paper vs ours" lines; numbers in Locale.ROOT. Every
 * experiment's report uses it.
 */
public final class Markdown {
    private final StringBuilder text = new StringBuilder();

    public Markdown heading(int level, String title) {
        text.append("#".repeat(level)).append(' ').append(title).append("\n\n");
        return this;
    }

    public Markdown paragraph(String paragraph) {
        text.append(paragraph).append("\n\n");
        return this;
    }

    public Markdown table(List<String> header, List<List<String>> rows) {
        row(header);
        text.append('|').append("---|".repeat(header.size())).append('\n');
        rows.forEach(this::row);
        text.append('\n');
        return this;
    }

    /** A table of key values: what, the paper's number, ours. */
    public Markdown keyValues(List<List<String>> rows) {
        return table(List.of("key value", "paper", "ours"), rows);
    }

    public void write(Path file) {
        try {
            Files.writeString(file, text.toString());
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot write " + file, failure);
        }
    }

    private void row(List<String> cells) {
        text.append("| ").append(String.join(" | ", cells)).append(" |\n");
    }

    public static String fixed(double value, int decimals) {
        return String.format(Locale.ROOT, "%." + decimals + "f", value);
    }

    public static String scientific(double value) {
        return String.format(Locale.ROOT, "%.3e", value);
    }

    public static String percent(double fraction) {
        return fixed(100 * fraction, 2);
    }
}
