package org.gridmarket.core.lrms;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.gridmarket.core.lrms.Jobs.job;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** Seed 001 §4.2 on one site: suspend, resume, cancel, deadlines, stale end events, bad input. */
class PreemptionSeamTest {

    private static final long NO_DEADLINE = Long.MAX_VALUE;

    private final List<String> events = new ArrayList<>();
    private EventLoop loop;
    private LocalScheduler scheduler;

    @BeforeEach
    void fourProcessors() {
        loop = new EventLoop(0);
        SchedulerListener recorder = new SchedulerListener() {
            @Override
            public void jobPreempted(Site site, SiteJob job, SiteJob by) {
                events.add(loop.clock().nowSeconds() + " preempted " + job.id() + " by " + by.id());
            }

            @Override
            public void jobEnded(Site site, SiteJob job) {
                events.add(loop.clock().nowSeconds() + " ended " + job.id() + " " + job.state());
            }
        };
        scheduler = new LocalScheduler(Site.atReferenceSpeed("site", 4),
                SchedulerSettings.of(new ConservativeBackfilling()), loop, recorder);
    }

    @Test
    void suspendsARunningJobAndResumesItsRemainderPlusOverhead() {
        SiteJob suspended = scheduler.submit(job(1, 0, 4, 100), 100, 100);
        loop.runUntil(30);

        SiteJob local = scheduler.submitPreempting(job(9, 30, 4, 50), 50, 50, 30,
                List.of(new Preemption(1, true, 9.2, NO_DEADLINE)));

        assertThat(local.state()).isEqualTo(SiteJobState.RUNNING);
        assertThat(suspended.state()).isEqualTo(SiteJobState.PREEMPTED);
        assertThat(suspended.usefulSeconds()).isEqualTo(30);
        assertThat(suspended.plannedStartSeconds()).isEqualTo(80);
        assertThat(suspended.plannedEndSeconds()).isEqualTo(80 + 70 + 10);
        loop.runUntil(100);
        assertThat(suspended.state()).as("the first segment's end event at 100 is stale").isEqualTo(SiteJobState.RUNNING);
        loop.run();
        assertThat(suspended.state()).isEqualTo(SiteJobState.COMPLETED);
        assertThat(suspended.endSeconds()).isEqualTo(160);
        assertThat(suspended.usefulSeconds()).isEqualTo(100);
        assertThat(suspended.overheadSeconds()).isEqualTo(9.2);
        assertThat(suspended.preemptions()).isEqualTo(1);
        assertThat(events).containsExactly("30 preempted 1 by 9", "80 ended 9 COMPLETED", "160 ended 1 COMPLETED");
    }

    @org.junit.jupiter.params.ParameterizedTest(name = "restarted at {0}: {1}")
    @org.junit.jupiter.params.provider.CsvSource({
        " 50, PREEMPTED",
        "120, RUNNING",
        "170, gone: it ended at 160 while the service was down",
    })
    void aPreemptedJobRestoredWithItsProgressKeepsItsNewPlan(long restartSeconds, String state) {
        SiteJob suspended = scheduler.submit(job(1, 0, 4, 100), 100, 100);
        loop.runUntil(30);
        scheduler.submitPreempting(job(9, 30, 4, 50), 50, 50, 30, List.of(new Preemption(1, true, 9.2, NO_DEADLINE)));
        SiteJob.Progress progress = suspended.progress();
        assertThat(progress).isEqualTo(new SiteJob.Progress(30, 10, 9.2, 1));

        loop = new EventLoop(restartSeconds);
        LocalScheduler restarted = new LocalScheduler(Site.atReferenceSpeed("site", 4),
                SchedulerSettings.of(new ConservativeBackfilling()), loop, new SchedulerListener() {
                });
        SiteJob restored = restarted.restore(job(1, 0, 4, 100), 100, 100, 80, false, progress);
        if (restartSeconds >= 160) {
            assertThat(restored).isNull();
            return;
        }
        assertThat(restored.state().name()).isEqualTo(state);
        assertThat(restored.plannedEndSeconds()).isEqualTo(160);
        assertThat(restarted.earliestCompletionSeconds(4, 40)).isEqualTo(200);
        loop.run();
        assertThat(restored.state()).isEqualTo(SiteJobState.COMPLETED);
        assertThat(restored.endSeconds()).isEqualTo(160);
        assertThat(restored.usefulSeconds()).isEqualTo(100);
        assertThat(restored.preemptions()).isEqualTo(1);
    }

    @Test
    void cancelsACancellableJob() {
        SiteJob cancelled = scheduler.submit(job(1, 0, 4, 100), 100, 100);
        loop.runUntil(30);

        scheduler.submitPreempting(job(9, 30, 2, 50), 50, 50, 30, List.of(new Preemption(1, false, 0, NO_DEADLINE)));
        loop.run();

        assertThat(cancelled.state()).isEqualTo(SiteJobState.CANCELLED);
        assertThat(cancelled.endSeconds()).isEqualTo(30);
        assertThat(cancelled.usefulSeconds()).isEqualTo(30);
        assertThat(events).containsExactly("30 preempted 1 by 9", "30 ended 1 CANCELLED", "80 ended 9 COMPLETED");
    }

    @Test
    void replansAReservationWithoutMovingAnyOther() {
        scheduler.submit(job(1, 0, 2, 100), 100, 100);
        scheduler.submit(job(2, 0, 2, 100), 100, 100);
        SiteJob wide = scheduler.submit(job(3, 0, 4, 50), 50, 50);
        loop.runUntil(30);

        scheduler.submitPreempting(job(9, 30, 2, 50), 50, 50, 30, List.of(new Preemption(1, true, 9.2, NO_DEADLINE)));

        SiteJob suspended = scheduler.jobs().stream().filter(job -> job.id() == 1).findFirst().orElseThrow();
        assertThat(wide.plannedStartSeconds()).as("job 3 keeps its reservation").isEqualTo(100);
        assertThat(suspended.plannedStartSeconds()).as("after job 3, not across it").isEqualTo(150);
        loop.run();
        assertThat(suspended.endSeconds()).isEqualTo(150 + 70 + 10);
    }

    @Test
    void aReservationPreemptedBeforeItStartsPaysItsOverheadOnly() {
        scheduler.submit(job(1, 0, 4, 100), 100, 100);
        SiteJob reserved = scheduler.submit(job(2, 0, 2, 100), 100, 100);

        scheduler.submitPreempting(job(9, 0, 2, 50), 50, 50, 100, List.of(new Preemption(2, true, 2.3, NO_DEADLINE)));
        loop.run();

        assertThat(reserved.startSeconds()).isEqualTo(100);
        assertThat(reserved.endSeconds()).isEqualTo(203);
        assertThat(reserved.usefulSeconds()).isEqualTo(100);
    }

    @Test
    void changesNothingWhenAMemberWouldMissItsDeadline() {
        SiteJob migratable = scheduler.submit(job(1, 0, 4, 100), 100, 100);
        loop.runUntil(30);

        SiteJob local = scheduler.submitPreempting(job(9, 30, 4, 50), 50, 50, 30,
                List.of(new Preemption(1, true, 9.2, 159)));

        assertThat(local).isNull();
        assertThat(migratable.state()).isEqualTo(SiteJobState.RUNNING);
        assertThat(scheduler.freeSteps().freeProcessors()[0]).isZero();
        loop.run();
        assertThat(migratable.endSeconds()).isEqualTo(100);
    }

    @Test
    void changesNothingWhenTheSetFreesTooLittle() {
        scheduler.submit(job(1, 0, 2, 100), 100, 100);
        SiteJob other = scheduler.submit(job(2, 0, 2, 100), 100, 100);
        loop.runUntil(30);

        assertThat(scheduler.submitPreempting(job(9, 30, 4, 50), 50, 50, 30,
                List.of(new Preemption(1, true, 9.2, NO_DEADLINE)))).isNull();
        loop.run();
        assertThat(other.endSeconds()).isEqualTo(100);
        assertThat(events).containsExactly("100 ended 1 COMPLETED", "100 ended 2 COMPLETED");
    }

    @Test
    void rejectsBadInput() {
        scheduler.submit(job(1, 0, 2, 100), 100, 100);
        loop.runUntil(30);
        Job local = job(9, 30, 2, 50);

        assertThatThrownBy(() -> scheduler.submitPreempting(local, 50, 50, 30,
                List.of(new Preemption(7, true, 1, NO_DEADLINE)))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> scheduler.submitPreempting(local, 50, 50, 29,
                List.of(new Preemption(1, true, 1, NO_DEADLINE)))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> scheduler.submitPreempting(local, 50, 50, 30, List.of(
                new Preemption(1, true, 1, NO_DEADLINE), new Preemption(1, true, 1, NO_DEADLINE))))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Preemption(1, true, -1, NO_DEADLINE))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Preemption(1, true, Double.NaN, NO_DEADLINE))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
