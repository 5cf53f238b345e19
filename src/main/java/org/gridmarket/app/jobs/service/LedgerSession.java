package org.gridmarket.app.jobs.service;

import java.time.InstantSource;
import java.util.List;
import org.gridmarket.app.ledger.persistence.CachingLedgerStore;
import org.gridmarket.app.ledger.persistence.JdbcLedgerStore;
import org.gridmarket.app.platform.SqlBatch;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.market.Marketplace;

/**
 * An engine turn's Grid-Bank: the market's {@link Marketplace.Bank} (holds, posts, voids) over one
 * {@link Ledger.Session}, opened on first use. Its transfers stay in memory until the {@link TurnWriter} adds
 * them to the turn's one batch, before the job rows that refer to them, so the ledger and the jobs commit in
 * the same transaction. A command's transfers can be kept or dropped on their own. Engine thread only.
 */
final class LedgerSession implements Marketplace.Bank {
    private final CachingLedgerStore store;
    private final Ledger ledger;
    private Ledger.Session session;
    /** The session as it was when the command under way began (null: none was open). */
    private Ledger.Session sessionAtCommand;
    /** How often this turn's session was handed out: a command that did not ask for it wrote no transfer. */
    private int uses;

    LedgerSession(JdbcLedgerStore store) {
        this.store = new CachingLedgerStore(store);
        this.ledger = new Ledger(this.store, InstantSource.system());
    }

    @Override
    public Transfer submit(TransferRequest request) {
        return session().submitNew(request).transfer();
    }

    @Override
    public List<Transfer> submitLinked(List<TransferRequest> requests) {
        return session().submitLinked(requests).stream().map(Ledger.Recorded::transfer).toList();
    }

    @Override
    public long availableMicroGd(long accountId) {
        return session().account(accountId).available();
    }

    private Ledger.Session session() {
        uses++;
        if (session == null) {
            session = ledger.openSession();
        }
        return session;
    }

    /** Takes the ledger's chain-head lock in {@code batch} (the turn's first round trip). */
    void lockChainHeadIn(SqlBatch batch) {
        store.lockChainHeadIn(batch);
    }

    /** Adds the transfers made so far, with the check of the balances they leave, to {@code batch}. */
    void flushTo(SqlBatch batch) {
        if (session == null) {
            return;
        }
        store.appendTo(batch);
        try {
            session.flush();
        } finally {
            store.appendTo(null);
        }
    }

    /** The turn ended (sent or not): the next one opens a new session. */
    void endTurn() {
        store.appendTo(null);
        store.endUnit();
        forgetTurn();
    }

    /** After a rolled-back turn, or before a rebuild: nothing it wrote or remembered counts. */
    void abandonTurn() {
        forgetTurn();
        store.forget();
    }

    private void forgetTurn() {
        session = null;
        sessionAtCommand = null;
        uses = 0;
    }

    /** How often the session was handed out this turn (part of {@link TurnWriter#writeMark()}). */
    int uses() {
        return uses;
    }

    /** A command begins: its transfers can be kept or dropped on their own. */
    void beginCommand() {
        sessionAtCommand = session;
        if (session != null) {
            session.beginPart();
        }
    }

    /** The command that began last succeeded (or was refused): its transfers stay in the turn. */
    void keepCommand() {
        if (sessionAtCommand != null) {
            sessionAtCommand.keepPart();
        }
        sessionAtCommand = null;
    }

    /** The command that began last failed unexpectedly: its transfers leave the turn. */
    void dropCommand() {
        if (sessionAtCommand != null) {
            sessionAtCommand.dropPart();
        }
        session = sessionAtCommand;
        sessionAtCommand = null;
    }
}
