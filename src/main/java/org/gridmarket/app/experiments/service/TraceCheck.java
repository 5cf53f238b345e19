package org.gridmarket.app.experiments.service;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.List;
import java.util.zip.GZIPInputStream;
import org.gridmarket.core.workload.MalformedLine;
import org.gridmarket.core.workload.SwfReader;
import org.gridmarket.core.workload.SwfRecord;

/**
 * Checks an uploaded SWF trace with the project's own reader ({@link SwfReader}) before anything of it is stored:
 * every malformed line is a problem with its 1-based number (the first {@value #LISTED_LINES} are listed), a trace
 * with no job is one too. A gzip upload (its first bytes are gzip's magic number) is read through gunzip, at most
 * {@value #INFLATION_LIMIT} times its compressed size, so a small bomb cannot keep a worker busy.
 */
public final class TraceCheck {
    public static final int LISTED_LINES = 20;
    static final int INFLATION_LIMIT = 64;

    private TraceCheck() {
    }

    /** One bad line of a trace (line 0: the trace as a whole). */
    public record LineProblem(long line, String problem) {
    }

    /** Thrown for a trace that cannot be replayed; the API answers 422 {@code bad-trace}. */
    public static final class BadTrace extends RuntimeException {
        private final transient List<LineProblem> lines;

        BadTrace(String detail, List<LineProblem> lines) {
            super(detail);
            this.lines = List.copyOf(lines);
        }

        public List<LineProblem> lines() {
            return lines;
        }
    }

    public static boolean isGzip(byte[] body) {
        return body.length >= 2 && (body[0] & 0xff) == 0x1f && (body[1] & 0xff) == 0x8b;
    }

    /** Returns the number of jobs in {@code body}, or throws {@link BadTrace} naming the first bad lines. */
    public static long check(byte[] body) {
        if (body.length == 0) {
            throw new BadTrace("the trace is empty", List.of(new LineProblem(0, "no lines")));
        }
        long jobs = 0;
        try (SwfReader.Cursor cursor = new SwfReader.Cursor(open(body), comment -> { })) {
            for (SwfRecord record = cursor.next(); record != null; record = cursor.next()) {
                jobs++;
                if (cursor.malformedLines().size() >= LISTED_LINES) {
                    break;
                }
            }
            List<MalformedLine> malformed = cursor.malformedLines();
            if (!malformed.isEmpty()) {
                List<LineProblem> lines = malformed.stream().limit(LISTED_LINES)
                        .map(line -> new LineProblem(line.lineNumber(), line.reason())).toList();
                throw new BadTrace(String.join("; ", lines.stream().limit(3)
                        .map(line -> "line " + line.line() + ": " + line.problem()).toList())
                        + (malformed.size() > 3 ? "; …" : ""), lines);
            }
        } catch (IOException unreadable) {
            throw new BadTrace("the trace cannot be read: " + unreadable.getMessage(),
                    List.of(new LineProblem(0, "unreadable: " + unreadable.getMessage())));
        }
        if (jobs == 0) {
            throw new BadTrace("the trace holds no job (only comments or blank lines)",
                    List.of(new LineProblem(0, "no job lines")));
        }
        return jobs;
    }

    private static InputStream open(byte[] body) throws IOException {
        InputStream raw = new ByteArrayInputStream(body);
        if (!isGzip(body)) {
            return raw;
        }
        return new Limited(new GZIPInputStream(raw), (long) body.length * INFLATION_LIMIT);
    }

    /** Fails a read past {@code limit} bytes. */
    private static final class Limited extends FilterInputStream {
        private long left;

        Limited(InputStream in, long limit) {
            super(in);
            this.left = limit;
        }

        @Override
        public int read() throws IOException {
            int value = super.read();
            if (value >= 0 && --left < 0) {
                throw new IOException("it unpacks to more than " + INFLATION_LIMIT + " times its size");
            }
            return value;
        }

        @Override
        public int read(byte[] buffer, int offset, int length) throws IOException {
            int read = super.read(buffer, offset, length);
            if (read > 0 && (left -= read) < 0) {
                throw new IOException("it unpacks to more than " + INFLATION_LIMIT + " times its size");
            }
            return read;
        }
    }
}
