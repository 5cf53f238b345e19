package org.gridmarket.core.market;

import java.time.Instant;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.InMemoryLedgerStore;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.TransferRequest;

/**
 * Test fixture: an in-memory ledger on {@code loop}'s clock with one wallet, granted {@code grant} µG$ from the
 * treasury, and one owner's revenue; the market's {@link #bank()} and {@link #accounts()} name them for every job
 * and every site.
 */
final class FundedBuyer {
    private final InMemoryLedgerStore store = new InMemoryLedgerStore();
    private final Ledger ledger;
    private final long wallet;
    private final long revenue;

    FundedBuyer(EventLoop loop, long grant) {
        ledger = new Ledger(store, () -> Instant.ofEpochSecond(loop.clock().nowSeconds()));
        long treasury = store.open(AccountKind.TREASURY);
        wallet = store.open(AccountKind.USER_WALLET);
        revenue = store.open(AccountKind.OWNER_REVENUE);
        ledger.submit(TransferRequest.single("grant", treasury, wallet, grant, "grant"));
    }

    Marketplace.Bank bank() {
        return new LedgerBank(ledger, store);
    }

    Marketplace.Accounts accounts() {
        return new Marketplace.Accounts() {
            @Override
            public long walletOf(MarketJob job) {
                return wallet;
            }

            @Override
            public long revenueOf(long siteId) {
                return revenue;
            }
        };
    }
}
