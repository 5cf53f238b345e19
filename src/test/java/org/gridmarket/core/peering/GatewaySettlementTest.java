package org.gridmarket.core.peering;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.InMemoryLedgerStore;
import org.gridmarket.core.ledger.Ledger;
import org.gridmarket.core.ledger.Transfer;
import org.gridmarket.core.ledger.TransferRequest;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** P = price_final × units rounded once, and its three legs posted through the real ledger rules. */
class GatewaySettlementTest {
    private InMemoryLedgerStore store;
    private Ledger ledger;
    private long wallet;
    private long home;
    private long peer;
    private long revenue;

    @BeforeEach
    void openAccounts() {
        store = new InMemoryLedgerStore();
        ledger = new Ledger(store, () -> Instant.parse("2026-01-01T00:00:00Z"));
        long treasury = store.open(AccountKind.TREASURY);
        wallet = store.open(AccountKind.USER_WALLET);
        home = store.open(AccountKind.GATEWAY_SETTLEMENT);
        peer = store.open(AccountKind.GATEWAY_SETTLEMENT);
        revenue = store.open(AccountKind.OWNER_REVENUE);
        ledger.submit(TransferRequest.single("grant", treasury, wallet, 10_000_000_000L, "grant"));
    }

    @Test
    void amountIsPriceTimesUnitsInMicroGridDollars() {
        // 3.433001 G$ per unit × 1,000 units = 3,433.001 G$
        assertThat(GatewaySettlement.amountMicroGd(3.433001, 1_000)).isEqualTo(3_433_001_000L);
    }

    @Test
    void amountIsRoundedOnceHalvesAwayFromZero() {
        // 1.0000005 G$ = 1,000,000.5 µG$ → 1,000,001; 0.0000004 G$ × 1 = 0.4 µG$ → 0
        assertThat(GatewaySettlement.amountMicroGd(1.0000005, 1)).isEqualTo(1_000_001L);
        assertThat(GatewaySettlement.amountMicroGd(0.0000004, 1)).isZero();
        // rounded once on the product, not per unit: 0.0000004 × 10 = 4 µG$
        assertThat(GatewaySettlement.amountMicroGd(0.0000004, 10)).isEqualTo(4L);
    }

    @Test
    void anAmountBeyondALongIsAnError() {
        assertThatThrownBy(() -> GatewaySettlement.amountMicroGd(1e10, 1_000_000_000L))
                .isInstanceOf(ArithmeticException.class);
        assertThatThrownBy(() -> GatewaySettlement.amountMicroGd(Double.POSITIVE_INFINITY, 1))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void threeLegsMoveTheMoneyAndTheHomeGatewayNetsZero() {
        GatewaySettlement settlement = GatewaySettlement.of(3.5, 1_000, 3_000_000_000L);
        Transfer hold = ledger.submit(settlement.holdRequest("job-9", wallet, home, "c-1")).transfer();
        assertThat(store.findAccount(wallet).orElseThrow().available()).isEqualTo(10_000_000_000L - 3_500_000_000L);

        ledger.submitLinked(settlement.settlementRequests("job-9", hold.id(), home, peer, revenue, "c-1"));

        assertThat(balance(wallet)).isEqualTo(10_000_000_000L - 3_500_000_000L);
        assertThat(balance(home)).isZero();
        assertThat(balance(peer)).isEqualTo(500_000_000L).isEqualTo(settlement.peerMarginMicroGd());
        assertThat(balance(revenue)).isEqualTo(3_000_000_000L);
        assertThat(store.transfers()).filteredOn(t -> "job-9".equals(t.jobRef()))
                .allSatisfy(t -> assertThat(t.contractRef()).isEqualTo("c-1"))
                .extracting(Transfer::code)
                .containsExactly("job_hold", "job_charge", "gateway_settlement", "gateway_site_payment");
    }

    @Test
    void thePeerGatewayMayPayItsSiteMoreThanItReceives() {
        GatewaySettlement settlement = GatewaySettlement.of(1.0, 1_000, 1_200_000_000L);
        Transfer hold = ledger.submit(settlement.holdRequest("job-3", wallet, home, "c-1")).transfer();
        ledger.submitLinked(settlement.settlementRequests("job-3", hold.id(), home, peer, revenue, "c-1"));
        assertThat(balance(peer)).isEqualTo(-200_000_000L);
    }

    @Test
    void aCancelledJobPaysEachLegProRata() {
        GatewaySettlement settlement = GatewaySettlement.of(3.0, 1_000, 2_000_000_001L);
        Transfer hold = ledger.submit(settlement.holdRequest("job-4", wallet, home, "c-1")).transfer();

        GatewaySettlement partial = settlement.proRata(250, 1_000);
        ledger.submitLinked(partial.settlementRequests("job-4", hold.id(), home, peer, revenue, "c-1"));

        assertThat(partial).isEqualTo(new GatewaySettlement(750_000_000L, 500_000_000L));
        assertThat(balance(wallet)).isEqualTo(10_000_000_000L - 750_000_000L);
        assertThat(store.findAccount(wallet).orElseThrow().available()).isEqualTo(10_000_000_000L - 750_000_000L);
        assertThat(balance(revenue)).isEqualTo(500_000_000L);
    }

    @Test
    void aJobCancelledBeforeItStartsReleasesTheHold() {
        GatewaySettlement settlement = GatewaySettlement.of(3.0, 1_000, 2_000_000_000L).proRata(0, 1_000);
        Transfer hold = ledger.submit(GatewaySettlement.of(3.0, 1_000, 2_000_000_000L)
                .holdRequest("job-5", wallet, home, "c-1")).transfer();
        var group = settlement.settlementRequests("job-5", hold.id(), home, peer, revenue, "c-1");
        ledger.submitLinked(group);
        assertThat(group).hasSize(1);
        assertThat(store.findAccount(wallet).orElseThrow().available()).isEqualTo(10_000_000_000L);
    }

    private long balance(long account) {
        return store.findAccount(account).orElseThrow().balance();
    }
}
