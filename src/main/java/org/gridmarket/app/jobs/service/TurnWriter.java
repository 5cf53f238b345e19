package org.gridmarket.app.jobs.service;

import io.agroal.api.AgroalDataSource;
import java.time.InstantSource;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.gridmarket.app.jobs.persistence.JobEventRecord;
import org.gridmarket.app.jobs.persistence.JobJournal;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.ledger.persistence.CachingLedgerStore;
import org.gridmarket.app.ledger.persistence.JdbcLedgerStore;
import org.gridmarket.app.platform.SqlBatch;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.market.Marketplace;

/**
 * One engine turn's database work: its jobs and events go through the {@link JobJournal}, its transfers
 * through one ledger session (it is the market's {@link Marketplace.Bank}), and both are sent together in one
 * round trip when the turn ends. A turn's Idempotency-Keys are looked up in one query when it begins. Engine
 * thread only, inside the turn's transaction.
 */
final class TurnWriter implements Marketplace.Bank {
    private final JobJournal journal;
    private final CachingLedgerStore ledgerStore;
    private final Ledger ledger;
    private Ledger.Session session;
    /** How often this turn's ledger session was handed out: a command that did not ask for it wrote no transfer. */
    private int ledgerUses;
    /** This turn's Idempotency-Keys: the jobs found under them, or (absent from the map) none. */
    private final Map<JobJournal.Key, JobRecord> keyed = new HashMap<>();
    private final Set<JobJournal.Key> keysLookedUp = new HashSet<>();
    /** The ledger session as it was when the command under way began (null: none was open). */
    private Ledger.Session sessionAtCommand;

    TurnWriter(AgroalDataSource dataSource, JdbcLedgerStore ledgerStore) {
        this.journal = new JobJournal(dataSource);
        this.ledgerStore = new CachingLedgerStore(ledgerStore);
        this.ledger = new Ledger(this.ledgerStore, InstantSource.system());
    }

    /**
     * Starts a turn whose commands will submit under {@code keys}, in one round trip: looks them all up, so
     * {@link #jobByKey} answers them from memory, and takes the ledger's chain-head lock, which almost every
     * turn needs (it submits, starts or completes a job).
     */
    void beginTurn(Collection<JobJournal.Key> keys) {
        SqlBatch batch = new SqlBatch();
        Map<JobJournal.Key, JobRecord> found = JobJournal.startTurn(batch, keys);
        ledgerStore.lockChainHeadIn(batch);
        journal.execute(batch);
        keyed.putAll(found);
        keysLookedUp.addAll(keys);
    }

    /**
     * Sends the turn's writes in one round trip: transfers first (jobs refer to their holds) with the check
     * of the balances they leave, then jobs and events.
     */
    void endTurn() {
        try {
            SqlBatch batch = new SqlBatch();
            if (session != null) {
                ledgerStore.appendTo(batch);
                session.flush();
            }
            journal.flushTo(batch);
            journal.execute(batch);
        } finally {
            ledgerStore.appendTo(null);
            ledgerStore.endUnit();
            forgetTurn();
        }
    }

    /**
     * Sends what the turn has written so far now, in one round trip, and goes on with the turn: a careful turn
     * (after a failed one) sends each step's writes on their own, so a write the database refuses names its step.
     */
    void flushNow() {
        SqlBatch batch = new SqlBatch();
        if (session != null) {
            ledgerStore.appendTo(batch);
            try {
                session.flush();
            } finally {
                ledgerStore.appendTo(null);
            }
        }
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
        sessionAtCommand = session;
        if (session != null) {
            session.beginPart();
        }
    }

    /** The command that began last succeeded (or was refused): its writes stay in the turn. */
    void keepCommand() {
        if (sessionAtCommand != null) {
            sessionAtCommand.keepPart();
        }
        sessionAtCommand = null;
        journal.keep();
    }

    /**
     * The command that began last failed unexpectedly: its writes leave the turn, which is as it was before
     * the command (what the command changed in memory the caller must rebuild).
     */
    void dropCommand() {
        if (sessionAtCommand != null) {
            sessionAtCommand.dropPart();
        }
        session = sessionAtCommand;
        sessionAtCommand = null;
        journal.dropSinceKeep();
    }

    /** After a rolled-back turn, or before a rebuild: nothing it wrote or remembered counts. */
    void abandonTurn() {
        forgetTurn();
        ledgerStore.forget();
    }

    private void forgetTurn() {
        session = null;
        sessionAtCommand = null;
        ledgerUses = 0;
        journal.discard();
        keyed.clear();
        keysLookedUp.clear();
    }

    /** The turn's ledger session, opened (taking the chain-head lock) on first use. */
    Ledger.Session ledger() {
        ledgerUses++;
        if (session == null) {
            session = ledger.openSession();
        }
        return session;
    }

    @Override
    public Transfer submit(TransferRequest request) {
        return ledger().submitNew(request).transfer();
    }

    @Override
    public java.util.List<Transfer> submitLinked(java.util.List<TransferRequest> requests) {
        return ledger().submitLinked(requests).stream().map(org.gridmarket.core.ledger.Ledger.Recorded::transfer).toList();
    }

    @Override
    public long availableMicroGd(long accountId) {
        return ledger().account(accountId).available();
    }

    /**
     * A mark of what the turn has written so far (job rows, events, ledger use); a command that leaves it
     * unchanged wrote nothing.
     */
    long writeMark() {
        return ((long) journal.pendingWrites() << 32) | ledgerUses;
    }

    /** The job {@code userId} created under Idempotency-Key {@code key}, if any. */
    Optional<JobRecord> jobByKey(long userId, String key) {
        JobJournal.Key lookup = new JobJournal.Key(userId, key);
        if (keysLookedUp.add(lookup)) {
            keyed.putAll(journal.byKeys(List.of(lookup)));
        }
        return Optional.ofNullable(keyed.get(lookup));
    }

    /** Gives a new job its id and writes it this turn, remembered under its Idempotency-Key if it has one. */
    void inserted(JobRecord job) {
        job.assignId(journal.newId());
        journal.inserted(job);
        if (job.idempotencyKey() != null) {
            JobJournal.Key lookup = new JobJournal.Key(job.userId(), job.idempotencyKey());
            keysLookedUp.add(lookup);
            keyed.put(lookup, job);
        }
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
        return journal.find(jobId);
    }

    /** The accepted and running jobs as stored. */
    List<JobRecord> storedActive() {
        return journal.active();
    }

    /** The jobs waiting in the federation queue as stored, in submission order. */
    List<JobRecord> storedQueued() {
        return journal.queued();
    }

    /** The events of {@code jobId} this turn has recorded so far. */
    List<JobEventRecord> eventsOf(long jobId) {
        return journal.pendingEventsOf(jobId);
    }
}
