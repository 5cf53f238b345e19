package org.gridmarket.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.gridmarket.core.workload.SwfReader;
import org.gridmarket.core.workload.SwfTrace;
import org.gridmarket.core.workload.TraceDirectory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 35 B on a real trace (skipped when none is found; see {@link TraceDirectory}): {@code simulate --out DIR}
 * writes DIR/&lt;trace&gt;.swf with one line per job replayed, the same bytes on a second run, and
 * {@code --swf-out FILE} writes it to FILE instead.
 */
class SimulateSwfOutTest {

    private static final String TRACE = "NASA-iPSC-1993-3.1-cln.swf.gz";

    @TempDir
    Path out;

    @Test
    void writesOneSwfLinePerJobReplayed() throws IOException {
        Optional<Path> file = TraceDirectory.find(TRACE);
        assumeTrue(file.isPresent(), "trace " + TRACE + " not found; set GRIDMARKET_TRACES");
        Path first = out.resolve("first");
        Path second = out.resolve("second");
        Path chosen = out.resolve("chosen.swf");

        assertThat(simulate(file.get(), "--out", first.toString())).isZero();
        assertThat(simulate(file.get(), "--out", second.toString(), "--swf-out", chosen.toString())).isZero();

        Path schedule = first.resolve("NASA-iPSC-1993-3.1-cln.swf");
        long jobs = new ObjectMapper().readTree(first.resolve("summary.json").toFile()).get("jobs").asLong();
        List<String> dataLines = Files.readAllLines(schedule).stream().filter(line -> !line.startsWith(";")).toList();
        assertThat(jobs).isGreaterThan(10_000);
        assertThat(dataLines).hasSize((int) jobs);
        assertThat(Files.readAllLines(first.resolve("jobs.csv"))).hasSize((int) jobs + 1);
        SwfTrace read = SwfReader.read(schedule);
        assertThat(read.records()).hasSize((int) jobs);
        assertThat(read.malformedLines()).isEmpty();
        assertThat(read.headerFields()).containsEntry("MaxJobs", Long.toString(jobs)).containsEntry("MaxProcs", "128");
        assertThat(read.headerFields().get("Note")).contains("replay of " + TRACE + " under policy fcfs", "seed 1");
        assertThat(read.records()).allMatch(record -> record.waitSeconds() >= 0 && record.allocatedProcessors() > 0);

        assertThat(Files.readAllBytes(chosen)).isEqualTo(Files.readAllBytes(schedule));
        assertThat(second.resolve("NASA-iPSC-1993-3.1-cln.swf")).doesNotExist();
    }

    private static int simulate(Path trace, String... outputs) {
        List<String> arguments = new java.util.ArrayList<>(List.of("simulate", "--workload", trace.toString(),
                "--site", "NASA-iPSC:128", "--policy", "fcfs", "--seed", "1", "--no-plots"));
        arguments.addAll(List.of(outputs));
        return new CliRun().run(arguments.toArray(String[]::new));
    }
}
