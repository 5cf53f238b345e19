package org.gridmarket.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gridmarket.core.engine.RandomStreams;
import org.junit.jupiter.api.Test;

/** Seed 003 §5.2: Poisson arrivals; size, budget and due date spread uniformly by ±10 %. */
class PoissonWorkloadTest {

    private static final int JOBS = 20_000;
    private static final List<Job> JOBS_AT_HALF_PER_SECOND =
            PoissonWorkload.seed003(0.5).generate(JOBS, new RandomStreams(11), "cluster-1");

    @Test
    void meanInterArrivalTimeIsOneOverTheRate() {
        double meanGap = JOBS_AT_HALF_PER_SECOND.get(JOBS - 1).submitSeconds() / (double) (JOBS - 1);

        assertEquals(2.0, meanGap, 0.1);
    }

    @Test
    void runtimesFollowTheSpreadOfTaskSizes() {
        // 10,000 MI ± 10 % on 5 × 400 MIPS: 4.5 to 5.5 s, rounded up to 5 or 6 s.
        assertTrue(JOBS_AT_HALF_PER_SECOND.stream().allMatch(job -> job.runtimeSeconds() == 5
                || job.runtimeSeconds() == 6));
        assertTrue(JOBS_AT_HALF_PER_SECOND.stream().anyMatch(job -> job.runtimeSeconds() == 6));
    }

    @Test
    void budgetsAndDueDatesStayWithinTenPercent() {
        for (Job job : JOBS_AT_HALF_PER_SECOND) {
            assertTrue(job.budgetMicroGridDollars() >= 225_000_000L && job.budgetMicroGridDollars() <= 275_000_000L);
            long dueSlack = job.runtimeSeconds() + 5;
            assertTrue(job.deadlineSeconds() >= Math.floor(dueSlack * 0.9) && job.deadlineSeconds()
                    <= Math.ceil(dueSlack * 1.1));
        }
    }
}
