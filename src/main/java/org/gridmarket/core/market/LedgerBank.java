package org.gridmarket.core.market;

import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.LedgerStore;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;

/** A market's money through a whole {@link Ledger} and its store, as the simulator keeps them in memory. */
public record LedgerBank(Ledger ledger, LedgerStore store) implements Marketplace.Bank {

    @Override
    public Transfer submit(TransferRequest request) {
        return ledger.submit(request).transfer();
    }

    @Override
    public java.util.List<Transfer> submitLinked(java.util.List<TransferRequest> requests) {
        return ledger.submitLinked(requests).stream().map(Ledger.Recorded::transfer).toList();
    }

    @Override
    public long availableMicroGd(long accountId) {
        return store.findAccount(accountId).orElseThrow().available();
    }
}
