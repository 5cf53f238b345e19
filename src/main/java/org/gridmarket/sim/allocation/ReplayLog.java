package org.gridmarket.sim.allocation;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code OUT/replays.csv}: one row per finished replay, appended and flushed as each ends, so an interrupted sweep
 * resumes where it stopped. The first line names the inputs ({@link AllocationSettings#fingerprint}); a file
 * written for other inputs or another seed is refused rather than mixed in. A torn last row (the process killed
 * mid-write) is dropped and its replay runs again.
 */
final class ReplayLog implements AutoCloseable {

    private static final String FINGERPRINT_PREFIX = "# gridmarket experiment allocation: ";
    private static final int COLUMNS = 9;

    private final Map<ReplayKey, ReplayOutcome> done;
    private final BufferedWriter writer;

    private ReplayLog(Map<ReplayKey, ReplayOutcome> done, BufferedWriter writer) {
        this.done = done;
        this.writer = writer;
    }

    /** Opens (or starts) the file; throws {@link IllegalArgumentException} for a file with other inputs. */
    static ReplayLog open(Path file, String fingerprint) {
        String expected = FINGERPRINT_PREFIX + fingerprint;
        try {
            Map<ReplayKey, ReplayOutcome> done = new HashMap<>();
            if (Files.exists(file)) {
                String text = Files.readString(file, StandardCharsets.UTF_8);
                List<String> lines = new ArrayList<>(text.lines().toList());
                if (!text.endsWith("\n") && !lines.isEmpty()) {
                    lines.set(lines.size() - 1, "torn");
                }
                if (lines.isEmpty() || !lines.get(0).equals(expected)) {
                    throw new IllegalArgumentException(file + " was written for other inputs (its first line is '"
                            + (lines.isEmpty() ? "" : lines.get(0)) + "', this run is '" + expected
                            + "'): remove it or choose another --out");
                }
                lines.stream().skip(2).forEach(line -> read(line, done));
                rewrite(file, expected, lines, done.size());
            } else {
                Files.createDirectories(file.toAbsolutePath().getParent());
                Files.writeString(file, expected + "\n" + ReplayKey.CSV_HEADER + "\n", StandardCharsets.UTF_8);
            }
            BufferedWriter writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8, StandardOpenOption.APPEND);
            return new ReplayLog(done, writer);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot use " + file, failure);
        }
    }

    /** Replays already in the file. */
    Map<ReplayKey, ReplayOutcome> done() {
        return Map.copyOf(done);
    }

    synchronized void append(ReplayKey key, ReplayOutcome outcome) {
        try {
            writer.write(key.csv() + "," + outcome.artSeconds() + "," + outcome.meanQueueLength() + ","
                    + outcome.jobs() + "\n");
            writer.flush();
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot append to replays.csv", failure);
        }
    }

    @Override
    public synchronized void close() {
        try {
            writer.close();
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot close replays.csv", failure);
        }
    }

    private static void read(String line, Map<ReplayKey, ReplayOutcome> done) {
        List<String> cells = Arrays.asList(line.split(",", -1));
        if (cells.size() != COLUMNS) {
            return;
        }
        try {
            done.put(ReplayKey.parse(cells), new ReplayOutcome(Double.parseDouble(cells.get(6)),
                    Double.parseDouble(cells.get(7)), Integer.parseInt(cells.get(8))));
        } catch (IllegalArgumentException torn) {
            // a row cut short by a kill: its replay simply runs again
        }
    }

    /** Drops torn rows so that appending continues on a clean line. */
    private static void rewrite(Path file, String fingerprint, List<String> lines, int kept) throws IOException {
        if (lines.size() - 2 == kept && (lines.size() < 2 || lines.get(1).equals(ReplayKey.CSV_HEADER))) {
            return;
        }
        StringBuilder text = new StringBuilder(fingerprint).append('\n').append(ReplayKey.CSV_HEADER).append('\n');
        Map<ReplayKey, ReplayOutcome> seen = new HashMap<>();
        lines.stream().skip(2).forEach(line -> {
            int before = seen.size();
            read(line, seen);
            if (seen.size() > before) {
                text.append(line).append('\n');
            }
        });
        Files.writeString(file, text.toString(), StandardCharsets.UTF_8);
    }
}
