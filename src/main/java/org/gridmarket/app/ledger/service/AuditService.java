package org.gridmarket.app.ledger.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.transaction.Transactional;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.gridmarket.app.ledger.persistence.LedgerQueries;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.Page;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.ChainVerifier;
import org.gridmarket.core.ledger.LedgerStore;
import org.gridmarket.core.ledger.Transfer;

/** What admins audit: the trial balance, statements, per-job transfers and the hash chain. */
@ApplicationScoped
public class AuditService {
    private static final int MAX_JOB_TRANSFERS = 1_000;

    private final LedgerQueries queries;
    private final AccountNames names;

    public AuditService(LedgerQueries queries, AccountNames names) {
        this.queries = queries;
        this.names = names;
    }

    /** Every account's totals; balanced when Σ debits = Σ credits (posted and pending alike). */
    public record TrialBalance(List<LedgerQueries.AccountRow> accounts, long debitsPosted, long creditsPosted,
                               long debitsPending, long creditsPending, boolean balanced,
                               List<Long> accountsDisagreeingWithTransfers) {
    }

    /** The result of walking the chain: ok, or the first transfer that breaks it and why. */
    public record ChainCheck(boolean ok, long checked, Transfer firstBroken, String reason) {
    }

    /** A page of an account's statement; {@code accountName} and each line's counterparty are display names. */
    public record Statement(LedgerQueries.AccountRow account, int page, int size, long total,
                            List<LedgerQueries.StatementLine> lines, String accountName) {
    }

    /** A ledger account as the admins' look-up by username shows it. */
    public record AccountView(long id, AccountKind kind, String name, String username, String displayName) {
    }

    @Transactional
    public TrialBalance trialBalance() {
        queries.readOneSnapshot();
        List<LedgerQueries.AccountRow> accounts = queries.accounts();
        long debitsPosted = accounts.stream().mapToLong(LedgerQueries.AccountRow::debitsPosted).sum();
        long creditsPosted = accounts.stream().mapToLong(LedgerQueries.AccountRow::creditsPosted).sum();
        long debitsPending = accounts.stream().mapToLong(LedgerQueries.AccountRow::debitsPending).sum();
        long creditsPending = accounts.stream().mapToLong(LedgerQueries.AccountRow::creditsPending).sum();
        Map<Long, LedgerQueries.RecomputedTotals> recomputed = queries.recomputedTotals().stream()
                .collect(Collectors.toMap(LedgerQueries.RecomputedTotals::accountId, Function.identity()));
        List<Long> disagreeing = accounts.stream()
                .filter(account -> !agrees(account, recomputed.get(account.id())))
                .map(LedgerQueries.AccountRow::id)
                .toList();
        boolean balanced = debitsPosted == creditsPosted && debitsPending == creditsPending && disagreeing.isEmpty();
        return new TrialBalance(accounts, debitsPosted, creditsPosted, debitsPending, creditsPending, balanced,
                disagreeing);
    }

    /** The account, its lines and their number from one snapshot, so the newest line's totals are the account's. */
    @Transactional
    public Statement statement(long accountId, PageRequest request) {
        queries.readOneSnapshot();
        LedgerQueries.AccountRow account = queries.account(accountId)
                .orElseThrow(() -> ApiProblem.notFound("account " + accountId));
        List<LedgerQueries.StatementLine> lines = queries.statement(accountId, request.page(), request.size())
                .stream().map(line -> line.named(names.of(line.counterpartyAccountId()))).toList();
        return new Statement(account, request.page(), request.size(), queries.statementLength(accountId), lines,
                AccountNames.displayName(account.kind(), account.name(), account.username()));
    }

    @Transactional
    public List<Transfer> transfersOfJob(String jobRef) {
        return queries.transfersOfJob(jobRef, MAX_JOB_TRANSFERS);
    }

    /** A page of the transfers with job reference {@code jobRef} in order (hold, post, void …), and their number. */
    @Transactional
    public Page<Transfer> transfersOfJob(String jobRef, PageRequest request) {
        queries.readOneSnapshot();
        return new Page<>(queries.transfersOfJob(jobRef, (long) request.page() * request.size(), request.size()),
                queries.transfersOfJobCount(jobRef));
    }

    /** The ledger accounts of user {@code username} (wallet; revenue and payouts); 404 for no such user. */
    @Transactional
    public List<AccountView> accountsOf(String username) {
        if (!queries.userExists(username)) {
            throw ApiProblem.notFound("user " + username);
        }
        return queries.accountsOf(username).stream()
                .map(row -> new AccountView(row.id(), row.kind(), row.name(), row.username(),
                        AccountNames.displayName(row.kind(), row.name(), row.username())))
                .toList();
    }

    /**
     * Recomputes every hash from the transfers' own fields and checks every link, then checks that the
     * chain head (what the append trigger last wrote) is the last transfer, so a removed tail shows too. The
     * transfers and the head are read from one snapshot: read apart, a commit between them was a false alarm.
     */
    @Transactional
    public ChainCheck verifyChain() {
        queries.readOneSnapshot();
        ChainVerifier verifier = new ChainVerifier();
        Transfer[] last = new Transfer[1];
        queries.streamTransfers(transfer -> {
            if (verifier.accept(transfer)) {
                last[0] = transfer;
            }
        });
        if (!verifier.ok()) {
            return new ChainCheck(false, verifier.checked(), verifier.brokenTransfer(), verifier.reason());
        }
        LedgerStore.ChainHead head = queries.chainHead();
        long lastSeq = last[0] == null ? 0 : last[0].seq();
        byte[] lastHash = last[0] == null ? org.gridmarket.core.ledger.TransferHash.GENESIS : last[0].hash();
        if (head.seq() != lastSeq || !Arrays.equals(head.hash(), lastHash)) {
            return new ChainCheck(false, verifier.checked(), last[0],
                    "the chain head (seq " + head.seq() + ") is not the last transfer (seq " + lastSeq + ")");
        }
        return new ChainCheck(true, verifier.checked(), null, null);
    }

    /**
     * Makes the caller's transaction read one snapshot, read-only, so a job's row, events and transfers agree
     * ({@link LedgerQueries#readOneSnapshot}). Must come before any other statement of that transaction.
     */
    public void readOneSnapshot() {
        queries.readOneSnapshot();
    }

    /** Every transfer in seq order, for the CSV export. */
    @Transactional
    public void eachTransfer(Consumer<Transfer> sink) {
        queries.streamTransfers(sink);
    }

    private static boolean agrees(LedgerQueries.AccountRow stored, LedgerQueries.RecomputedTotals recomputed) {
        return recomputed != null
                && stored.debitsPending() == recomputed.debitsPending()
                && stored.debitsPosted() == recomputed.debitsPosted()
                && stored.creditsPending() == recomputed.creditsPending()
                && stored.creditsPosted() == recomputed.creditsPosted();
    }
}
