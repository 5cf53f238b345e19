package org.gridmarket.sim.intergrid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.util.List;
import java.util.Optional;
import org.gridmarket.core.workload.TraceDirectory;
import org.junit.jupiter.api.Test;

/**
 * The substitutes on the real traces (skipped when the traces are not found): offered loads as issue 23
 * states them and the wide jobs dropped.
 */
class IntergridOnTracesTest {

    @Test
    void substitutesOfferTheLoadsTheIssueStates() {
        Optional<java.nio.file.Path> directory = TraceDirectory.resolve();
        assumeTrue(directory.isPresent() && TraceDirectory.find(IntergridGrid.LPC_EGEE).isPresent()
                && TraceDirectory.find(IntergridGrid.SDSC_SP2).isPresent(), "traces not found");
        IntergridWorkload workload = IntergridWorkload.load(List.of(directory.get()), IntergridGrid.table1(),
                60 * 86_400L, 1);

        UserTrace auver = workload.traces(IntergridGrid.AUVERGRID).get(0);
        assertThat(auver.offeredLoad()).isCloseTo(0.43, within(0.02));
        assertThat(auver.droppedWide()).isZero();
        assertThat(auver.wholeWindows(60 * 86_400L)).as("40 days after compression: replayed cyclically").isZero();
        assertThat(workload.traces(IntergridGrid.DAS_2).get(0).offeredLoad()).isCloseTo(0.18, within(0.02));
        double g5k = workload.traces(IntergridGrid.GRID_5000).stream().mapToDouble(UserTrace::offeredLoad).sum();
        assertThat(g5k).isCloseTo(0.23, within(0.03));
        assertThat(workload.traces(IntergridGrid.GRID_5000).get(0).droppedWide()).isPositive();
        assertThat(workload.gridJobs(IntergridGrid.GRID_5000, 0)).allMatch(job -> job.processors() <= 92);
    }
}
