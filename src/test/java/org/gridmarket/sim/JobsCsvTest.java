package org.gridmarket.sim;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.metrics.JobMetrics;
import org.gridmarket.core.metrics.ReplayedJob;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 24: the streamed jobs.csv is byte for byte what Commons CSV writes, odd site names included. */
class JobsCsvTest {

    @TempDir
    Path directory;

    @Test
    void writesTheBytesCommonsCsvWrites() throws IOException {
        List<ReplayedJob> records = List.of(
                new ReplayedJob(1, "plain", 0, 5, 105, 4, 120, SiteJobState.COMPLETED),
                new ReplayedJob(2, "with,comma", 3, -1, -1, 999, 60, SiteJobState.REJECTED),
                new ReplayedJob(3, "say \"hi\"", 7, 7, 8, 1, 1, SiteJobState.KILLED),
                new ReplayedJob(4, "#hash", 9, 20, 4_000_009, 2, 3_600, SiteJobState.COMPLETED),
                new ReplayedJob(5, "trailing ", 10, 11, 12, 1, 5, SiteJobState.COMPLETED),
                new ReplayedJob(6, "", 10, 11, 12, 1, 5, SiteJobState.COMPLETED));

        JobsCsv.write(directory.resolve("fast.csv"), records);
        CsvFiles.write(directory.resolve("reference.csv"), JobsCsv.HEADER, records.stream().map(JobsCsvTest::row)
                .toList());

        assertEquals(Files.readString(directory.resolve("reference.csv")),
                Files.readString(directory.resolve("fast.csv")));
    }

    /** The row as jobs.csv was written before issue 24: a list of cells through {@link CsvFiles}. */
    private static List<Object> row(ReplayedJob record) {
        if (!record.ran()) {
            return List.of(record.jobId(), record.site(), record.state(), record.submitSeconds(), "", "",
                    record.processors(), record.estimateSeconds(), "", "", "", "");
        }
        return List.of(record.jobId(), record.site(), record.state(), record.submitSeconds(), record.startSeconds(),
                record.endSeconds(), record.processors(), record.estimateSeconds(), record.waitSeconds(),
                record.runSeconds(), record.responseSeconds(), JobMetrics.boundedSlowdown(record));
    }
}
