package org.gridmarket.sim.allocation;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Optional;
import org.gridmarket.core.allocation.AllocationMethods;
import org.gridmarket.core.allocation.AllocationReplay;
import org.gridmarket.core.allocation.SpeedVectors;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.workload.TraceDirectory;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * Seed 002 Table 1 on the SDSC-SP2 log (§1, §5): neither simple method wins everywhere. On equal speeds under
 * load (SH 0, SL 2) best fit keeps large holes for large jobs and answers sooner than fastest first; on very
 * unequal speeds without extra load (SH 0.24, SL 1) fastest first wins. Ten seeded speed vectors, ART averaged,
 * as the experiment does. Skips without the trace.
 */
class TableOneOnTheLogTest {

    @Test
    void bestFitWinsOnEqualSpeedsUnderLoadAndFastestFirstOnUnequalSpeeds() {
        Optional<Path> trace = TraceDirectory.find(AllocationLog.TRACE_FILE);
        Assumptions.assumeTrue(trace.isPresent(), "no " + AllocationLog.TRACE_FILE + " in the trace directory");
        AllocationReplay.Workload log = AllocationReplay.Workload.of(AllocationLog.load(trace.get()).queuedJobs(100));
        int[] sites = AllocationLog.siteProcessors();

        double[] equal = {1, 1, 1, 1, 1};
        assertThat(art("BF", sites, new double[][] {equal}, log, 2))
                .isLessThan(art("FF", sites, new double[][] {equal}, log, 2));

        RandomStreams streams = new RandomStreams(1);
        double[][] unequal = new double[10][];
        for (int k = 0; k < unequal.length; k++) {
            unequal[k] = SpeedVectors.draw(0.24, streams.stream("table-1/sh-0.24/vector-" + k));
        }
        assertThat(art("FF", sites, unequal, log, 1)).isLessThan(art("BF", sites, unequal, log, 1));
    }

    private static double art(String method, int[] sites, double[][] vectors, AllocationReplay.Workload log,
                              double loadFactor) {
        double sum = 0;
        for (double[] speeds : vectors) {
            sum += AllocationReplay.run(sites, speeds, log, AllocationMethods.byName(method), loadFactor)
                    .averageResponseSeconds();
        }
        return sum / vectors.length;
    }
}
