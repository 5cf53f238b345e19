package org.gridmarket.core.lrms;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.profile.FreeSteps;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link LocalScheduler#submitAt}: a window agreed with its price (seed 003's award) is kept exactly. */
class AgreedWindowTest {
    private final List<String> starts = new ArrayList<>();
    private EventLoop loop;
    private LocalScheduler site;

    @BeforeEach
    void site() {
        loop = new EventLoop(0);
        site = new LocalScheduler(Site.atReferenceSpeed("s", 4), SchedulerSettings.of(new ConservativeBackfilling()),
                loop, new SchedulerListener() {
                    @Override
                    public void jobStarted(Site s, SiteJob job) {
                        starts.add(job.id() + "@" + job.startSeconds());
                    }
                });
    }

    private static Job job(long id, int processors) {
        return Job.builder(id).processors(processors).runtimeSeconds(50).originSite("s").build();
    }

    @Test
    void anAgreedStartIsKeptWhenAJobAheadEndsEarly() {
        loop.schedule(0, () -> {
            site.submit(job(1, 4), 100, 200);
            SiteJob agreed = site.submitAt(job(2, 4), 50, 50, 300);
            SiteJob planned = site.submit(job(3, 4), 50, 50);
            assertThat(agreed.plannedStartSeconds()).isEqualTo(300);
            assertThat(planned.plannedStartSeconds()).isEqualTo(200);
        });
        loop.run();
        // Job 1 ends at 100, not 200: job 3 moves up to 100, the agreed job 2 stays at 300.
        assertThat(starts).containsExactly("1@0", "3@100", "2@300");
    }

    @Test
    void aTakenWindowIsRefusedAndChangesNothing() {
        loop.schedule(0, () -> {
            site.submit(job(1, 3), 100, 100);
            assertThat(site.submitAt(job(2, 2), 50, 50, 60)).isNull();
            assertThat(site.submitAt(job(3, 1), 50, 50, 0).state()).isEqualTo(SiteJobState.RUNNING);
            assertThat(site.freeSteps()).satisfies(steps -> {
                assertThat(steps.startSeconds()).containsExactly(0, 50, 100);
                assertThat(steps.freeProcessors()).containsExactly(0, 1, 4);
            });
        });
        loop.run();
        assertThat(starts).containsExactly("1@0", "3@0");
    }

    @Test
    void freeStepsStartNowAndEndWithEveryProcessorFree() {
        loop.schedule(10, () -> {
            site.submit(job(1, 2), 100, 100);
            FreeSteps steps = site.freeSteps();
            assertThat(steps.startSeconds()).containsExactly(10, 110);
            assertThat(steps.freeProcessors()).containsExactly(2, 4);
            assertThat(steps.endSeconds(1)).isEqualTo(Long.MAX_VALUE);
        });
        loop.run();
    }
}
