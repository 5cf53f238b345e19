package org.gridmarket.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.metrics.ReplayedJob;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 24: the spilled records come back as they were added, every time, and closing removes the file. */
class RecordSpillTest {

    @TempDir
    Path directory;

    @Test
    void givesBackTheRecordsInTheirOrderOnEveryIterationAndDeletesItsFile() throws IOException {
        List<ReplayedJob> records = List.of(
                new ReplayedJob(1, "plain", 0, 5, 105, 4, 120, SiteJobState.COMPLETED),
                new ReplayedJob(2, "with,comma", 3, -1, -1, 999, 60, SiteJobState.REJECTED),
                new ReplayedJob(Long.MAX_VALUE, "plain", -7, 7, 8, 1, 1, SiteJobState.KILLED),
                new ReplayedJob(6, "", 10, 11, 12, 1, 5, SiteJobState.COMPLETED));

        try (RecordSpill spill = new RecordSpill(directory)) {
            records.forEach(spill);
            assertEquals(records, read(spill));
            assertEquals(records, read(spill));
        }

        try (Stream<Path> left = Files.list(directory)) {
            assertEquals(0, left.count());
        }
    }

    private static List<ReplayedJob> read(Iterable<ReplayedJob> spill) {
        List<ReplayedJob> read = new ArrayList<>();
        spill.forEach(read::add);
        return read;
    }
}
