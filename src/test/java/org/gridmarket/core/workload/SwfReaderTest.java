package org.gridmarket.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SwfReaderTest {

    @TempDir
    Path temporary;

    @Test
    void readsRecordsAndHeaderFields() {
        SwfTrace trace = SwfReader.read(TestTraces.resource("tiny.swf"));

        assertEquals(10, trace.records().size());
        assertEquals(8, trace.maximumProcessors().getAsLong());
        assertEquals(1_000_000_000L, trace.unixStartTimeSeconds().getAsLong());
        assertEquals("synthetic test machine", trace.headerFields().get("Computer"));
        SwfRecord second = trace.records().get(1);
        assertEquals(2, second.jobNumber());
        assertEquals(10, second.submitSeconds());
        assertEquals(50, second.runtimeSeconds());
        assertEquals(8, second.allocatedProcessors());
        assertEquals(60, second.requestedSeconds());
        assertEquals(2, second.queueNumber());
        assertTrue(trace.malformedLines().isEmpty());
    }

    @Test
    void skipsMalformedLinesAndReportsTheirLineNumbers() {
        SwfTrace trace = SwfReader.read(TestTraces.resource("malformed.swf"));

        assertEquals(List.of(5L, 8L, 9L), trace.malformedLines().stream().map(MalformedLine::lineNumber).toList());
        assertEquals("expected 18 fields, found 8", trace.malformedLines().get(0).reason());
        assertTrue(trace.malformedLines().get(1).reason().startsWith("non-numeric field"));
        assertEquals("expected 18 fields, found 19", trace.malformedLines().get(2).reason());
        assertEquals(List.of(1L, 3L, 6L), trace.records().stream().map(SwfRecord::jobNumber).toList());
        assertEquals(10, trace.linesRead());
    }

    @Test
    void writerOutputReadsBackToTheSameRecordsCompressedOrNot() throws IOException {
        SwfTrace original = SwfReader.read(TestTraces.resource("tiny.swf"));
        for (String name : List.of("copy.swf", "copy.swf.gz")) {
            Path copy = temporary.resolve(name);
            SwfWriter.write(copy, original.headerLines(), original.records());

            SwfTrace reread = SwfReader.read(copy);

            assertEquals(original.records(), reread.records());
            assertEquals(original.headerFields(), reread.headerFields());
        }
        assertTrue(Files.size(temporary.resolve("copy.swf.gz")) < Files.size(temporary.resolve("copy.swf")));
    }
}
