package org.gridmarket.core.workload;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.PriorityQueue;

/**
 * The jobs of a trace in arrival order, read one record at a time: what {@link TraceJobs#from} yields, without
 * holding the trace. Records out of submission order are put back in order through a window of
 * {@link #REORDER_WINDOW} kept jobs (a heap, O(log window) a job); a job that would have to go before one
 * already handed out, or that ties with it in (submit time, id), cannot be ordered so and makes
 * {@link #next()} throw {@link OutOfOrderException} (the caller then reads the trace whole). Only a filter
 * without a window can stream ({@link TraceFilter#hasWindow()}): a window is anchored at the first submission
 * over all records. Memory: the window plus the malformed lines.
 */
public final class TraceJobStream implements Iterator<Job>, AutoCloseable {

    /** Kept jobs held back to restore submission order. */
    public static final int REORDER_WINDOW = 4096;

    private final SwfReader.Cursor cursor;
    private final TraceFilter filter;
    private final EstimateSource estimateSource;
    private final String originSite;
    private final PriorityQueue<Job> window = new PriorityQueue<>(TraceJobs.ARRIVAL_ORDER);
    private final Map<DropReason, Long> dropped = new EnumMap<>(DropReason.class);
    private long recordsRead;
    private boolean endOfFile;
    private Job lastHandedOut;

    public TraceJobStream(Path path, TraceFilter filter, EstimateSource estimateSource, String originSite) {
        if (filter.hasWindow()) {
            throw new IllegalArgumentException("a windowed filter needs the whole trace: use TraceJobs.from");
        }
        this.cursor = SwfReader.open(path, comment -> { });
        this.filter = filter;
        this.estimateSource = estimateSource;
        this.originSite = originSite;
    }

    @Override
    public boolean hasNext() {
        fill();
        return !window.isEmpty();
    }

    @Override
    public Job next() {
        if (!hasNext()) {
            throw new NoSuchElementException();
        }
        Job job = window.poll();
        if (lastHandedOut != null && TraceJobs.ARRIVAL_ORDER.compare(lastHandedOut, job) >= 0) {
            throw new OutOfOrderException("job " + job.id() + " (submitted at " + job.submitSeconds()
                    + " s) comes after job " + lastHandedOut.id() + " (submitted at " + lastHandedOut.submitSeconds()
                    + " s) by more than " + REORDER_WINDOW + " jobs, or ties with it");
        }
        lastHandedOut = job;
        return job;
    }

    private void fill() {
        try {
            while (!endOfFile && window.size() < REORDER_WINDOW) {
                SwfRecord record = cursor.next();
                if (record == null) {
                    endOfFile = true;
                    return;
                }
                recordsRead++;
                DropReason reason = filter.reasonToDrop(record, record.submitSeconds());
                if (reason == null) {
                    window.add(TraceJobs.toJob(record, estimateSource, originSite));
                } else {
                    dropped.merge(reason, 1L, Long::sum);
                }
            }
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot read the trace", failure);
        }
    }

    /** Well-formed records read so far (all of them once {@link #hasNext()} is false). */
    public long recordsRead() {
        return recordsRead;
    }

    /** Records the filter dropped so far, by reason. */
    public Map<DropReason, Long> droppedByReason() {
        return Collections.unmodifiableMap(new EnumMap<>(dropped));
    }

    /** Lines the reader skipped so far. */
    public List<MalformedLine> malformedLines() {
        return new ArrayList<>(cursor.malformedLines());
    }

    @Override
    public void close() {
        try {
            cursor.close();
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot close the trace", failure);
        }
    }

    /** The trace is out of submission order by more than the reorder window. */
    public static final class OutOfOrderException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        OutOfOrderException(String message) {
            super(message);
        }
    }
}
