package org.gridmarket.core.lrms;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Cancelling, finishing early and restoring jobs on a 4-processor conservative site. */
class WithdrawAndRestoreTest {
    private final List<String> ends = new ArrayList<>();
    private EventLoop loop;
    private LocalScheduler site;

    @BeforeEach
    void site() {
        loop = new EventLoop(0);
        site = new LocalScheduler(Site.atReferenceSpeed("s", 4), SchedulerSettings.of(new ConservativeBackfilling()),
                loop, new SchedulerListener() {
                    @Override
                    public void jobEnded(Site s, SiteJob job) {
                        ends.add(job.id() + ":" + job.state() + "@" + job.endSeconds());
                    }
                });
    }

    private static Job job(long id, int processors) {
        return Job.builder(id).processors(processors).runtimeSeconds(100).originSite("s").build();
    }

    @Test
    void cancellingAWaitingJobMovesTheNextOneEarlier() {
        loop.schedule(0, () -> {
            site.submit(job(1, 4), 100, 100);
            SiteJob second = site.submit(job(2, 4), 100, 100);
            SiteJob third = site.submit(job(3, 4), 100, 100);
            assertThat(third.plannedStartSeconds()).isEqualTo(200);
            site.cancel(2);
            assertThat(second.state()).isEqualTo(SiteJobState.CANCELLED);
            assertThat(third.plannedStartSeconds()).isEqualTo(100);
        });
        loop.run();
        assertThat(ends).containsExactly("2:CANCELLED@0", "1:COMPLETED@100", "3:COMPLETED@200");
    }

    @Test
    void cancellingARunningJobFreesItsProcessorsNow() {
        loop.schedule(0, () -> {
            site.submit(job(1, 4), 100, 100);
            site.submit(job(2, 4), 100, 100);
        });
        loop.schedule(30, () -> assertThat(site.cancel(1).endSeconds()).isEqualTo(30));
        loop.run();
        assertThat(ends).containsExactly("1:CANCELLED@30", "2:COMPLETED@130");
        assertThat(site.cancel(1)).isNull();
    }

    @Test
    void finishingEarlyCompletesTheJobNow() {
        loop.schedule(0, () -> site.submit(job(1, 2), 100, 100));
        loop.schedule(40, () -> assertThat(site.finishNow(1)).isNotNull());
        loop.run();
        assertThat(ends).containsExactly("1:COMPLETED@40");
    }

    @Test
    void aJobStartedByTheClusterRunsNowIfItsProcessorsAreFreeElseKeepsItsPlan() {
        loop.schedule(0, () -> {
            site.submit(job(1, 2), 100, 100);
            SiteJob second = site.submitAt(job(2, 4), 100, 100, 150);
            assertThat(site.startNow(2)).as("job 1 holds 2 of the 4 processors until 100").isNull();
            assertThat(second.state()).isEqualTo(SiteJobState.RESERVED);
            assertThat(second.plannedStartSeconds()).isEqualTo(150);
            site.submitAt(job(3, 2), 100, 100, 300);
            assertThat(site.earliestCompletionSeconds(4, 100)).isEqualTo(500);
            SiteJob third = site.startNow(3);
            assertThat(third.state()).isEqualTo(SiteJobState.RUNNING);
            assertThat(third.startSeconds()).isZero();
            assertThat(site.startNow(3)).isSameAs(third);
            assertThat(site.earliestCompletionSeconds(4, 100)).as("its reservation at 300 was given back")
                    .isEqualTo(350);
        });
        loop.run();
        assertThat(ends).containsExactly("1:COMPLETED@100", "3:COMPLETED@100", "2:COMPLETED@250");
    }

    @Test
    void restoredJobsKeepTheirPlan() {
        loop = new EventLoop(50);
        site();
        loop.schedule(50, () -> {
            assertThat(site.restore(job(1, 4), 40, 40, 0, false, SiteJob.Progress.NONE)).isNull();
            SiteJob running = site.restore(job(2, 4), 100, 100, 20, false, SiteJob.Progress.NONE);
            SiteJob reserved = site.restore(job(3, 4), 100, 100, 120, false, SiteJob.Progress.NONE);
            assertThat(running.state()).isEqualTo(SiteJobState.RUNNING);
            assertThat(running.startSeconds()).isEqualTo(20);
            assertThat(reserved.state()).isEqualTo(SiteJobState.RESERVED);
            assertThat(site.earliestCompletionSeconds(4, 10)).isEqualTo(230);
        });
        loop.run();
        assertThat(ends).containsExactly("2:COMPLETED@120", "3:COMPLETED@220");
    }
}
