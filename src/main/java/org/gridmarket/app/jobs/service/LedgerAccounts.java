package org.gridmarket.app.jobs.service;

import java.util.HashMap;
import java.util.Map;
import org.gridmarket.app.ledger.persistence.JdbcLedgerStore;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.market.MarketJob;
import org.gridmarket.core.market.Marketplace;

/**
 * Whose Grid-Bank accounts a live job's money moves between: the user's wallet and the revenue account of the
 * site's owner (or, while a QUEUE job waits for a site, the treasury). Account ids never change, so they are looked up once; site owners are told by the engine as
 * it learns its sites. Engine thread only.
 */
final class LedgerAccounts implements Marketplace.Accounts {
    private final LedgerService ledgerService;
    private final JdbcLedgerStore ledgerStore;
    private Long treasury;
    private final Map<AccountKey, Long> accountIds = new HashMap<>();
    private final Map<Long, Long> siteOwners = new HashMap<>();
    private final Map<String, Long> gateways = new HashMap<>();

    private record AccountKey(long userId, AccountKind kind) {
    }

    LedgerAccounts(LedgerService ledgerService, JdbcLedgerStore ledgerStore) {
        this.ledgerService = ledgerService;
        this.ledgerStore = ledgerStore;
    }

    /** The Grid-Bank's treasury: a queued job's budget is held towards it until a site is chosen. */
    long treasury() {
        if (treasury == null) {
            treasury = ledgerStore.findAccountByName(LedgerService.TREASURY).orElseThrow().id();
        }
        return treasury;
    }

    void siteOwnedBy(long siteId, long ownerId) {
        siteOwners.put(siteId, ownerId);
    }

    void forgetSites() {
        siteOwners.clear();
    }

    /** The id of user {@code userId}'s ledger account of {@code kind}. */
    long accountId(long userId, AccountKind kind) {
        return accountIds.computeIfAbsent(new AccountKey(userId, kind), k -> ledgerService.accountOf(userId, kind).id());
    }

    @Override
    public long walletOf(MarketJob job) {
        return accountId(job.payerId(), AccountKind.USER_WALLET);
    }

    /** Grid {@code grid}'s {@code gateway:<grid>} account, opened when the grid's first site registered. */
    @Override
    public long gatewayOf(String grid) {
        return gateways.computeIfAbsent(grid, name -> ledgerStore.findAccountByName("gateway:" + name)
                .orElseThrow(() -> new IllegalStateException("no gateway account for grid " + name)).id());
    }

    @Override
    public long revenueOf(long siteId) {
        return accountId(siteOwners.get(siteId), AccountKind.OWNER_REVENUE);
    }
}
