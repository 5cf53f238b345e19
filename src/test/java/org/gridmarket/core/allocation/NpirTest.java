package org.gridmarket.core.allocation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Seed 002 Eq. (21)–(23) on small hand-computed settings. */
class NpirTest {

    @Test
    void againstTheMeanSumsToZero() {
        Map<String, Double> npir = Npir.againstMean(arts(100, 200, 300));
        assertThat(npir).containsExactly(Map.entry("BF", 0.5), Map.entry("FF", 0.0), Map.entry("AI2", -0.5));
    }

    @Test
    void againstTheBetterOfBestFitAndFastestFirst() {
        Map<String, Double> npir = Npir.againstBetterOfBestFitAndFastestFirst(arts(100, 200, 80));
        assertThat(npir.get("BF")).isEqualTo(0.0);
        assertThat(npir.get("FF")).isEqualTo(-1.0);
        assertThat(npir.get("AI2")).isCloseTo(0.2, within(1e-12));
    }

    @Test
    void totalSumsOverSettings() {
        Map<String, Double> total = Npir.total(List.of(
                Npir.againstBetterOfBestFitAndFastestFirst(arts(100, 200, 80)),
                Npir.againstBetterOfBestFitAndFastestFirst(arts(50, 40, 44))));
        assertThat(total.get("AI2")).isCloseTo(0.2 - 0.1, within(1e-12));
        assertThat(total.get("FF")).isCloseTo(-1.0, within(1e-12));
    }

    private static Map<String, Double> arts(double bestFit, double fastestFirst, double adaptive2) {
        Map<String, Double> arts = new LinkedHashMap<>();
        arts.put("BF", bestFit);
        arts.put("FF", fastestFirst);
        arts.put("AI2", adaptive2);
        return arts;
    }
}
