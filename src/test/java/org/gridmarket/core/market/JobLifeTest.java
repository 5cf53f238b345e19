package org.gridmarket.core.market;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A market job's life: every mark from every state is either the documented move or refused. */
class JobLifeTest {
    private static final Map<JobState, Consumer<JobLife>> MARKS = Map.of(
            JobState.QUEUED, JobLife::markQueued,
            JobState.ACCEPTED, JobLife::markAccepted,
            JobState.RUNNING, JobLife::markRunning,
            JobState.PREEMPTED, JobLife::markPreempted,
            JobState.COMPLETED, JobLife::markCompleted,
            JobState.REJECTED, JobLife::markRejected,
            JobState.CANCELLED, JobLife::markCancelled,
            JobState.FAILED, JobLife::markFailed);

    /** Where each state may go (seed 002's queue, seed 004's placement, seed 001's preemption). */
    private static final Map<JobState, Set<JobState>> ALLOWED = Map.of(
            JobState.SUBMITTED, EnumSet.of(JobState.QUEUED, JobState.ACCEPTED, JobState.REJECTED),
            JobState.QUEUED, EnumSet.of(JobState.ACCEPTED, JobState.REJECTED, JobState.CANCELLED),
            JobState.ACCEPTED, EnumSet.of(JobState.RUNNING, JobState.PREEMPTED, JobState.COMPLETED,
                    JobState.CANCELLED, JobState.FAILED),
            JobState.RUNNING, EnumSet.of(JobState.PREEMPTED, JobState.COMPLETED, JobState.CANCELLED, JobState.FAILED),
            JobState.PREEMPTED, EnumSet.of(JobState.RUNNING, JobState.PREEMPTED, JobState.CANCELLED),
            JobState.COMPLETED, EnumSet.noneOf(JobState.class),
            JobState.REJECTED, EnumSet.noneOf(JobState.class),
            JobState.CANCELLED, EnumSet.noneOf(JobState.class),
            JobState.FAILED, EnumSet.noneOf(JobState.class));

    @ParameterizedTest(name = "from {0}: the allowed marks move, the others are refused and change nothing")
    @EnumSource(JobState.class)
    void movesOnlyAlongTheDocumentedTransitions(JobState from) {
        for (Map.Entry<JobState, Consumer<JobLife>> mark : MARKS.entrySet()) {
            JobLife life = new JobLife(from);
            if (ALLOWED.get(from).contains(mark.getKey())) {
                mark.getValue().accept(life);
                assertThat(life.state()).isEqualTo(mark.getKey());
            } else {
                assertThatThrownBy(() -> mark.getValue().accept(life)).isInstanceOf(IllegalStateException.class)
                        .hasMessage("cannot go from " + from + " to " + mark.getKey());
                assertThat(life.state()).isEqualTo(from);
            }
        }
    }

    @ParameterizedTest(name = "{0} is final exactly when no mark leads out of it")
    @EnumSource(JobState.class)
    void aFinalStateHasNoWayOut(JobState state) {
        assertThat(state.isFinal()).isEqualTo(ALLOWED.get(state).isEmpty());
    }

    @ParameterizedTest(name = "a new job starts SUBMITTED; its first run from {0} is told apart from a resume")
    @EnumSource(value = JobState.class, names = {"ACCEPTED", "PREEMPTED"})
    void tellsAFirstStartFromAResume(JobState from) {
        assertThat(new JobLife().state()).isEqualTo(JobState.SUBMITTED);
        assertThat(new JobLife(from).markRunning()).isEqualTo(from == JobState.ACCEPTED);
    }
}
