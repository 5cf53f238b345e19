package org.gridmarket.app.jobs.persistence;

import static org.assertj.core.api.Assertions.assertThat;

import org.gridmarket.core.market.JobState;
import org.junit.jupiter.api.Test;

/**
 * {@link JobJournal#keep()} and {@link JobJournal#dropSinceKeep()}: a command that fails half-way leaves the
 * turn's pending rows as the last keep left them, even when it changed a job an earlier step wrote. No database:
 * neither touches one.
 */
class JobJournalKeepTest {
    @Test
    void droppingGoesBackToTheRowsAndEventsAsKept() {
        JobJournal journal = new JobJournal(null);
        JobRecord earlier = job(1, JobState.SUBMITTED);
        journal.inserted(earlier);
        journal.event(new JobEventRecord(1, 10, "SUBMITTED", null));
        journal.keep();

        earlier.markRejected("refused"); // the failing command changes the earlier job's object, then throws
        journal.changed(earlier);
        journal.inserted(job(2, JobState.SUBMITTED));
        journal.event(new JobEventRecord(1, 11, "REJECTED", "half-way"));
        journal.event(new JobEventRecord(2, 11, "SUBMITTED", null));
        assertThat(journal.touchedSinceKeep()).containsExactlyInAnyOrder(1L, 2L);
        journal.dropSinceKeep();

        assertThat(journal.pendingWrites()).isEqualTo(2);
        assertThat(journal.pending(1).state()).isEqualTo(JobState.SUBMITTED);
        assertThat(journal.pending(2)).isNull();
        assertThat(journal.pendingEventsOf(1)).extracting(JobEventRecord::state).containsExactly("SUBMITTED");
        assertThat(journal.pendingEventsOf(2)).isEmpty();
        assertThat(journal.touchedSinceKeep()).isEmpty();
    }

    private static JobRecord job(long id, JobState state) {
        return JobRecord.builder().id(id).state(state).build();
    }
}
