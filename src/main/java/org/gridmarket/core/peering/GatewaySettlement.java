package org.gridmarket.core.peering;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.ledger.AccountKind;
import org.gridmarket.core.ledger.Money;
import org.gridmarket.core.ledger.TransferRequest;
import org.gridmarket.core.market.PostedPriceSettlement;

/**
 * Seed 000 §5: a redirected request is paid for once, "IGG_i pays the amount equivalent to (price_final ·
 * number of units)", and the serving site is paid its own price by its gateway. As money (issue 23, exact):
 * P = price_final × units, rounded once to the µG$, and three legs —
 * <ol>
 *   <li>{@link Role#HOLD} the user's wallet → {@code gateway:home}, P (held at placement, posted at the end);</li>
 *   <li>{@link Role#INTER_GATEWAY} {@code gateway:home} → {@code gateway:peer}, P;</li>
 *   <li>{@link Role#SITE_PAYMENT} {@code gateway:peer} → the site owner's revenue, the site's own price S.</li>
 * </ol>
 * The home gateway nets 0; the peer keeps P − S, either sign. A pure value: the live side posts
 * {@link #holdRequest} and then {@link #settlementRequests} as one linked group.
 *
 * @param amountMicroGd    P, what the user pays (≥ 0)
 * @param sitePriceMicroGd S, what the serving site's owner receives (≥ 0)
 */
public record GatewaySettlement(long amountMicroGd, long sitePriceMicroGd) {
    public static final String HOLD_CODE = "job_hold";
    public static final String CHARGE_CODE = "job_charge";
    public static final String RELEASE_CODE = "job_release";
    public static final String INTER_GATEWAY_CODE = "gateway_settlement";
    public static final String SITE_PAYMENT_CODE = "gateway_site_payment";

    /** The three legs, in the order they are posted. */
    public enum Role { HOLD, INTER_GATEWAY, SITE_PAYMENT }

    /** One leg: which kinds of account it moves money between, how much and under which transfer code. */
    public record Leg(Role role, AccountKind debitKind, AccountKind creditKind, long amountMicroGd, String code) {
    }

    public GatewaySettlement {
        if (amountMicroGd < 0 || sitePriceMicroGd < 0) {
            throw new IllegalArgumentException("amounts must not be negative");
        }
    }

    /** P from price_final (G$ per unit) and the units served; S as the site priced the job. */
    public static GatewaySettlement of(double priceFinalPerUnit, long units, long sitePriceMicroGd) {
        return new GatewaySettlement(amountMicroGd(priceFinalPerUnit, units), sitePriceMicroGd);
    }

    /**
     * P = price_final × units in µG$, computed exactly from the price's decimal form and rounded once (halves
     * away from zero, {@link Money#roundMicro}).
     *
     * @throws ArithmeticException when P does not fit a {@code long}
     * @throws IllegalArgumentException for a negative or non-finite price, or negative units
     */
    public static long amountMicroGd(double priceFinalPerUnit, long units) {
        if (!(priceFinalPerUnit >= 0) || Double.isInfinite(priceFinalPerUnit) || units < 0) {
            throw new IllegalArgumentException("price must be finite and not negative, units not negative");
        }
        BigDecimal exact = BigDecimal.valueOf(priceFinalPerUnit).multiply(BigDecimal.valueOf(units))
                .multiply(BigDecimal.valueOf(Money.MICRO_PER_GD));
        return Money.roundMicro(exact);
    }

    /** P − S: what the serving grid's gateway keeps (negative when it pays its site more than it got). */
    public long peerMarginMicroGd() {
        return amountMicroGd - sitePriceMicroGd;
    }

    public List<Leg> legs() {
        return List.of(
                new Leg(Role.HOLD, AccountKind.USER_WALLET, AccountKind.GATEWAY_SETTLEMENT, amountMicroGd, CHARGE_CODE),
                new Leg(Role.INTER_GATEWAY, AccountKind.GATEWAY_SETTLEMENT, AccountKind.GATEWAY_SETTLEMENT,
                        amountMicroGd, INTER_GATEWAY_CODE),
                new Leg(Role.SITE_PAYMENT, AccountKind.GATEWAY_SETTLEMENT, AccountKind.OWNER_REVENUE,
                        sitePriceMicroGd, SITE_PAYMENT_CODE));
    }

    /** For a job cancelled while running: each leg pro rata, ran ÷ planned, each rounded once. */
    public GatewaySettlement proRata(long ranSeconds, long plannedSeconds) {
        return new GatewaySettlement(PostedPriceSettlement.proRata(amountMicroGd, ranSeconds, plannedSeconds),
                PostedPriceSettlement.proRata(sitePriceMicroGd, ranSeconds, plannedSeconds));
    }

    /** The hold of P from the wallet towards the home gateway, id {@code reference + ":hold"}. */
    public TransferRequest holdRequest(String reference, long walletId, long homeGatewayId, String contractRef) {
        return TransferRequest.pending(reference + ":hold", walletId, homeGatewayId, amountMicroGd, HOLD_CODE, 0)
                .withReferences(reference, contractRef);
    }

    /**
     * The linked group that settles: post P of hold {@code holdId} (or void it when P is 0), then the
     * inter-gateway leg and the site payment, each left out when its amount is 0 (the ledger moves only
     * positive amounts). The hold must have been {@link #holdRequest} of this settlement or of the one it
     * was {@link #proRata pro-rated} from.
     */
    public List<TransferRequest> settlementRequests(String reference, String holdId, long homeGatewayId,
                                                    long peerGatewayId, long revenueId, String contractRef) {
        List<TransferRequest> group = new ArrayList<>(3);
        group.add(amountMicroGd > 0
                ? TransferRequest.post(reference + ":charge", holdId, amountMicroGd, CHARGE_CODE)
                        .withReferences(reference, contractRef)
                : TransferRequest.voidPending(reference + ":release", holdId, RELEASE_CODE)
                        .withReferences(reference, contractRef));
        if (amountMicroGd > 0) {
            group.add(TransferRequest.single(reference + ":peering", homeGatewayId, peerGatewayId, amountMicroGd,
                    INTER_GATEWAY_CODE).withReferences(reference, contractRef));
        }
        if (sitePriceMicroGd > 0) {
            group.add(TransferRequest.single(reference + ":site", peerGatewayId, revenueId, sitePriceMicroGd,
                    SITE_PAYMENT_CODE).withReferences(reference, contractRef));
        }
        return group;
    }
}
