package org.gridmarket.sim.intergrid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Table 1's grids as built: CPUs, clusters and the largest cluster (which bounds the users' jobs kept). */
class IntergridGridTest {

    @ParameterizedTest(name = "{0}: {1} CPUs in {2} clusters, largest {3}")
    @CsvSource(delimiter = ';', value = {
            "DAS-2*; 400; 5; 144; 144,64,64,64,64",
            "AuverGrid*; 475; 5; 95; 95,95,95,95,95",
            "Grid'5000*; 1368; 15; 92; 91,91,91,91,91,91,91,91,91,91,91,91,92,92,92"})
    void table1Grids(String name, int processors, int clusters, int largest, String sizes) {
        IntergridGrid grid = IntergridGrid.table1().stream().filter(g -> g.name().equals(name)).findFirst()
                .orElseThrow();

        assertThat(grid.processors()).isEqualTo(processors);
        assertThat(grid.clusters()).hasSize(clusters);
        assertThat(grid.largestCluster()).isEqualTo(largest);
        assertThat(grid.clusters()).containsExactlyElementsOf(
                List.of(sizes.split(",")).stream().map(Integer::parseInt).toList());
    }

    @ParameterizedTest(name = "{0} users from {1}")
    @CsvSource(delimiter = ';', value = {
            "DAS-2*; KTH-SP2-1996-2.1-cln.swf.gz; 1",
            "AuverGrid*; LPC-EGEE-2004-1.2-cln.swf.gz; 6",
            "Grid'5000*; SDSC-Par-1996-3.1-cln.swf.gz,SDSC-SP2-1998-4.2-cln.swf.gz; 1"})
    void substitutes(String name, String traces, double factor) {
        IntergridGrid grid = IntergridGrid.table1().stream().filter(g -> g.name().equals(name)).findFirst()
                .orElseThrow();

        assertThat(grid.traceFiles()).containsExactly(traces.split(","));
        assertThat(grid.arrivalFactor()).isEqualTo(factor);
    }
}
