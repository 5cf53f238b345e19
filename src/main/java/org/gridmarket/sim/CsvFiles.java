package org.gridmarket.sim;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/** Writes a CSV file (Commons CSV, '\n' line ends, UTF-8): the one place every report's CSV goes through. */
public final class CsvFiles {

    private CsvFiles() {
    }

    /** Writes {@code header} then each row, in order. Cost O(cells). */
    public static void write(Path file, List<String> header, Iterable<? extends List<?>> rows) {
        CSVFormat format = CSVFormat.DEFAULT.builder().setHeader(header.toArray(String[]::new))
                .setRecordSeparator('\n').get();
        try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
                CSVPrinter printer = new CSVPrinter(writer, format)) {
            for (List<?> row : rows) {
                printer.printRecord(row);
            }
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot write " + file, failure);
        }
    }
}
