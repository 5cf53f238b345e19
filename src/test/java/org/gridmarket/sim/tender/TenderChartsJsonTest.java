package org.gridmarket.sim.tender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.cli.GridmarketCli;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/**
 * charts.json holds what the figures draw (issue 35 A3): one entry per figure file, each series' points the
 * summary's means; and {@code --progress-lines} reports one step per λ on standard output.
 */
class TenderChartsJsonTest {

    @TempDir
    Path temporary;

    @Test
    void chartsJsonCarriesTheFiguresDataAndProgressLinesCountTheRates() throws Exception {
        Path out = temporary.resolve("tender");
        StringWriter stdout = new StringWriter();
        CommandLine commandLine = GridmarketCli.commandLine();
        commandLine.setOut(new PrintWriter(stdout));
        commandLine.setErr(new PrintWriter(new StringWriter()));

        int exitCode = commandLine.execute("experiment", "tender", "--lambda", "2,4", "--seeds", "1", "--out",
                out.toString(), "--progress-lines");

        assertThat(exitCode).isZero();
        List<String> progress = stdout.toString().lines().filter(line -> line.startsWith("progress ")).toList();
        assertThat(progress).containsExactly("progress 0.5000", "progress 1.0000");
        ObjectMapper json = new ObjectMapper();
        JsonNode charts = json.readTree(out.resolve("charts.json").toFile());
        JsonNode summary = json.readTree(out.resolve("summary.json").toFile());
        List<String> ids = new ArrayList<>();
        charts.forEach(chart -> ids.add(chart.get("id").asText()));
        assertThat(ids).containsExactlyElementsOf(TenderCharts.FIGURES.stream().map(TenderCharts.Figure::file)
                .toList());
        JsonNode rejected = charts.get(1);
        assertThat(rejected.get("kind").asText()).isEqualTo("line");
        assertThat(rejected.get("xLabel").asText()).isEqualTo("arrival rate λ (tasks per time unit)");
        JsonNode eco1 = rejected.get("series").get(0);
        assertThat(eco1.get("name").asText()).isEqualTo(Series.ECO1.label());
        assertThat(eco1.get("x").get(1).asDouble()).isEqualTo(4.0);
        assertThat(eco1.get("y").get(1).asDouble()).isCloseTo(summary.get("4").get("ECO1").get("rejected_pct")
                .asDouble(), within(0.01));
    }

    @Test
    void withoutTheOptionNoProgressLineIsPrinted() {
        StringWriter stdout = new StringWriter();
        CommandLine commandLine = GridmarketCli.commandLine();
        commandLine.setOut(new PrintWriter(stdout));
        commandLine.setErr(new PrintWriter(new StringWriter()));

        commandLine.execute("experiment", "tender", "--lambda", "2", "--seeds", "1", "--no-plots", "--out",
                temporary.resolve("quiet").toString());

        assertThat(stdout.toString()).doesNotContain("progress ");
        assertThat(temporary.resolve("quiet/charts.json")).doesNotExist();
    }
}
