package org.gridmarket.sim;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Consumer;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.metrics.ReplayedJob;

/**
 * Job records kept on disk instead of in memory, for the outputs that need every record after a streamed
 * replay (the time series iterates them three times): each record is appended as 49 bytes of binary to a
 * temporary file, and each iteration reads them back in the order they were added, one at a time. Site names
 * are kept once each, in memory. Close deletes the file.
 */
public final class RecordSpill implements Consumer<ReplayedJob>, Iterable<ReplayedJob>, AutoCloseable {

    private static final int BUFFER_BYTES = 1 << 16;
    private static final SiteJobState[] STATES = SiteJobState.values();

    private final Path file;
    private final DataOutputStream output;
    private final List<String> siteNames = new ArrayList<>();

    /** A spill in a new temporary file in {@code directory}. */
    public RecordSpill(Path directory) {
        try {
            file = Files.createTempFile(directory, "records", ".spill");
            output = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(file), BUFFER_BYTES));
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot create a spill file in " + directory, failure);
        }
    }

    @Override
    public void accept(ReplayedJob record) {
        int site = siteNames.indexOf(record.site());
        if (site < 0) {
            site = siteNames.size();
            siteNames.add(record.site());
        }
        try {
            output.writeLong(record.jobId());
            output.writeInt(site);
            output.writeLong(record.submitSeconds());
            output.writeLong(record.startSeconds());
            output.writeLong(record.endSeconds());
            output.writeInt(record.processors());
            output.writeLong(record.estimateSeconds());
            output.writeByte(record.state().ordinal());
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot write " + file, failure);
        }
    }

    /** The records added so far, in the order they were added (adding more afterwards is not allowed). */
    @Override
    public Iterator<ReplayedJob> iterator() {
        try {
            output.flush();
            DataInputStream input = new DataInputStream(new BufferedInputStream(Files.newInputStream(file),
                    BUFFER_BYTES));
            return new Iterator<>() {
                private ReplayedJob next = read(input);

                @Override
                public boolean hasNext() {
                    return next != null;
                }

                @Override
                public ReplayedJob next() {
                    if (next == null) {
                        throw new NoSuchElementException();
                    }
                    ReplayedJob current = next;
                    next = read(input);
                    return current;
                }
            };
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot read " + file, failure);
        }
    }

    /** The next record, or null (the stream closed) at the end. */
    private ReplayedJob read(DataInputStream input) {
        try {
            long jobId;
            try {
                jobId = input.readLong();
            } catch (EOFException end) {
                input.close();
                return null;
            }
            String site = siteNames.get(input.readInt());
            return new ReplayedJob(jobId, site, input.readLong(), input.readLong(), input.readLong(), input.readInt(),
                    input.readLong(), STATES[input.readByte()]);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot read " + file, failure);
        }
    }

    @Override
    public void close() {
        try {
            output.close();
            Files.deleteIfExists(file);
        } catch (IOException failure) {
            throw new UncheckedIOException("cannot delete " + file, failure);
        }
    }
}
