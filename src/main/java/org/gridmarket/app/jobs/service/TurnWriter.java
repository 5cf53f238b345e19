package org.gridmarket.app.jobs.service;

import io.agroal.api.AgroalDataSource;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.gridmarket.app.jobs.persistence.JobEventRecord;
import org.gridmarket.app.jobs.persistence.JobJournal;
import org.gridmarket.app.jobs.persistence.StoredJobs;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.platform.Leadership;
import org.gridmarket.app.platform.SqlBatch;

/**
 * One engine turn's database work: its job rows and events go through the {@link JobJournal}, its transfers
 * through the turn's {@link LedgerSession}, and both are sent together in one round trip when the turn ends,
 * transfers first (jobs refer to their holds). A turn's Idempotency-Keys are looked up in one query when it
 * begins, with the ledger's chain-head lock. Engine thread only, inside the turn's transaction.
 *
 * <p>The last round trip also carries the fence ({@link Leadership}: the turn commits only while the epoch it
 * leads under is the database's) and the turn's job events as notifications for the other replicas
 * ({@link JobEvents#notifyIn}), which PostgreSQL delivers only if the turn commits.
 */
final class TurnWriter {
    private final JobJournal journal;
    private final StoredJobs stored;
    private final LedgerSession ledger;
    private final JobEvents events;
    private final Leadership leadership;
    /** The epoch this engine leads under (set before each rebuild). */
    private long epoch = -1;

    TurnWriter(AgroalDataSource dataSource, LedgerSession ledger, JobEvents events, Leadership leadership) {
        this.journal = new JobJournal(dataSource);
        this.stored = new StoredJobs(dataSource);
        this.ledger = ledger;
        this.events = events;
        this.leadership = leadership;
    }

    /** The engine leads under {@code epoch} from now on: every turn's commit is fenced by it. */
    void leadUnder(long epoch) {
        this.epoch = epoch;
    }

    /**
     * Starts a turn whose commands will submit under {@code keys}, in one round trip: looks them all up (the jobs
     * found under them are returned) and takes the ledger's chain-head lock, which almost every turn needs (it
     * submits, starts or completes a job).
     */
    Map<StoredJobs.Key, JobRecord> beginTurn(Collection<StoredJobs.Key> keys) {
        SqlBatch batch = new SqlBatch();
        Map<StoredJobs.Key, JobRecord> found = StoredJobs.startTurn(batch, keys);
        ledger.lockChainHeadIn(batch);
        journal.execute(batch);
        return found;
    }

    /**
     * Sends the turn's writes in one round trip: transfers first (jobs refer to their holds) with the check
     * of the balances they leave, then jobs and events.
     */
    void endTurn() {
        try {
            SqlBatch batch = new SqlBatch();
            batch.query(Leadership.fenceQuery(), (statement, offset) -> offset, rows -> {
                rows.next();
                leadership.checkFence(epoch, rows.getLong(1));
            });
            ledger.flushTo(batch);
            journal.flushTo(batch);
            events.notifyIn(batch, leadership.instance());
            journal.execute(batch);
        } finally {
            ledger.endTurn();
            journal.discard();
        }
    }

    /**
     * Sends what the turn has written so far now, in one round trip, and goes on with the turn: a careful turn
     * (after a failed one) sends each step's writes on their own, so a write the database refuses names its step.
     */
    void flushNow() {
        SqlBatch batch = new SqlBatch();
        ledger.flushTo(batch);
        journal.flushTo(batch);
        journal.execute(batch);
    }

    /**
     * Keeps what the turn has written so far (its due events, say): what a command begun later writes can be
     * dropped alone ({@link #dropCommand()}).
     */
    void keep() {
        journal.keep();
    }

    /** The jobs written since the last {@link #keep()}, {@link #keepCommand()} or {@link #flushNow()}. */
    Set<Long> jobsSinceKeep() {
        return journal.touchedSinceKeep();
    }

    /** A command begins: its writes (jobs, events, transfers) can be kept or dropped on their own. */
    void beginCommand() {
        ledger.beginCommand();
    }

    /** The command that began last succeeded (or was refused): its writes stay in the turn. */
    void keepCommand() {
        ledger.keepCommand();
        journal.keep();
    }

    /**
     * The command that began last failed unexpectedly: its writes leave the turn, which is as it was before
     * the command (what the command changed in memory the caller must rebuild).
     */
    void dropCommand() {
        ledger.dropCommand();
        journal.dropSinceKeep();
    }

    /** After a rolled-back turn, or before a rebuild: nothing it wrote or remembered counts. */
    void abandonTurn() {
        ledger.abandonTurn();
        journal.discard();
    }

    /**
     * A mark of what the turn has written so far (job rows, events, ledger use); a command that leaves it
     * unchanged wrote nothing.
     */
    long writeMark() {
        return ((long) journal.pendingWrites() << 32) | ledger.uses();
    }

    /** The jobs stored under {@code keys} (a key not looked up when its turn began). */
    Map<StoredJobs.Key, JobRecord> byKeys(List<StoredJobs.Key> keys) {
        return stored.byKeys(keys);
    }

    /** Writes a new job (its id already taken, {@link org.gridmarket.app.jobs.persistence.JobIds}) this turn. */
    void inserted(JobRecord job) {
        journal.inserted(job);
    }

    void changed(JobRecord job) {
        journal.changed(job);
    }

    void event(JobEventRecord event) {
        journal.event(event);
    }

    /** A job written this turn (not yet in the database), or null. */
    JobRecord pending(long jobId) {
        return journal.pending(jobId);
    }

    Optional<JobRecord> stored(long jobId) {
        return stored.find(jobId);
    }

    /** The accepted and running jobs as stored. */
    List<JobRecord> storedActive() {
        return stored.active();
    }

    /** The jobs waiting in the federation queue as stored, in submission order. */
    List<JobRecord> storedQueued() {
        return stored.queued();
    }

    /** The events of {@code jobId} this turn has recorded so far. */
    List<JobEventRecord> eventsOf(long jobId) {
        return journal.pendingEventsOf(jobId);
    }
}
