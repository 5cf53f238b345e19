package org.gridmarket.core.lrms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.gridmarket.core.lrms.Jobs.job;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.gridmarket.core.engine.ScaledWallClock;
import org.gridmarket.core.engine.WallTimeline;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A site driven by the live service's wall clock decides the same when its engine comes late as when it is
 * on time. Before the timeline caught up action by action, a job's end run at the late reading found the
 * reservation due right after it already missed, and the engine's turn failed.
 */
class LateEngineTest {

    @ParameterizedTest(name = "the engine's next turn comes at model second {0}")
    @ValueSource(longs = {15, 16, 30, 1_015})
    void aReservationDueWhenAJobEndsStartsOnTimeHoweverLateTheEngineIs(long turnSeconds) {
        AtomicLong wall = new AtomicLong();
        WallTimeline timeline = new WallTimeline(new ScaledWallClock(wall::get, 0, 0, 1_000));
        List<String> decisions = new ArrayList<>();
        LocalScheduler scheduler = new LocalScheduler(Site.atReferenceSpeed("site", 2),
                SchedulerSettings.of(BackfillingPolicy.parse("conservative")), timeline, new SchedulerListener() {
                    @Override
                    public void jobReserved(Site site, SiteJob job, long startSeconds) {
                        decisions.add("reserve " + job.id() + "@" + startSeconds);
                    }

                    @Override
                    public void jobStarted(Site site, SiteJob job) {
                        decisions.add("start " + job.id() + "@" + job.startSeconds());
                    }

                    @Override
                    public void jobEnded(Site site, SiteJob job) {
                        decisions.add("end " + job.id() + "@" + job.endSeconds());
                    }
                });
        scheduler.submit(job(1, 0, 2, 10), 10, 10);
        scheduler.submit(job(2, 0, 2, 5), 5, 5);

        wall.set(turnSeconds);
        timeline.runDue();

        assertThat(decisions).containsExactly("start 1@0", "reserve 2@10", "end 1@10", "start 2@10", "end 2@15");
        assertThat(scheduler.runningJobs()).isZero();
        assertThat(scheduler.queuedJobs()).isZero();
    }
}
