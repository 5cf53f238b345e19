package org.gridmarket.core.peering;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Seed 000 Eq. 1–3 against the hand-computed numbers (A = 1,000 units, p_cost = 1, β = 1). */
class GatewayPricingTest {
    private static final GatewayCost THOUSAND_UNITS = new GatewayCost(1_000, 1.0, 1.0);

    @Test
    void costFunctionAtHalfLoadIs625() {
        // 500 units in use × (1 + 0.5²) = 500 × 1.25
        assertThat(THOUSAND_UNITS.cost(0.5)).isCloseTo(625.0, within(1e-9));
    }

    @Test
    void costFunctionAtSixtyPercentIs816() {
        // 600 × (1 + 0.36)
        assertThat(THOUSAND_UNITS.cost(0.6)).isCloseTo(816.0, within(1e-9));
    }

    @Test
    void marginalCostOfHundredUnitsAtHalfLoadIs191() {
        // Eq. 3: cost(0.6) − cost(0.5) = 816 − 625
        assertThat(THOUSAND_UNITS.marginalCost(0.5, 100)).isCloseTo(191.0, within(1e-9));
        assertThat(THOUSAND_UNITS.marginalCostOfUnits(500, 100)).isCloseTo(191.0, within(1e-9));
    }

    @Test
    void gatewayPricesARequestFromItsSupply() {
        // Two providers at unit price 1 offering 400 + 600 units, 500 booked: L = 0.5, as above.
        GridSupply supply = GridSupply.fixed(List.of(new SupplyOffer(1, 400, 1.0), new SupplyOffer(2, 600, 1.0)), 500);
        InterGridGateway gateway = new InterGridGateway("auvergrid", supply, InterGridGateway.DEFAULT_BETA);

        assertThat(gateway.loadUntil(0, 3_600)).isEqualTo(0.5);
        assertThat(gateway.requestCost(new PeeringRequest(7, 10, 10, 3_600), 0)).isCloseTo(191.0, within(1e-9));
        // 100 units more in progress: cost(0.7) − cost(0.6) = 700 × 1.49 − 816 = 227
        assertThat(gateway.requestCost(100, 0, 3_600, 100)).isCloseTo(227.0, within(1e-9));
    }

    @Test
    void equationTwoWeighsProviderPricesByTheUnitsTheyOffer() {
        // (1.2 × 300 + 0.9 × 700) / 1,000 = (360 + 630) / 1,000
        List<SupplyOffer> offers = List.of(new SupplyOffer(1, 300, 1.2), new SupplyOffer(2, 700, 0.9));
        assertThat(InterGridGateway.averageUnitPrice(offers)).isCloseTo(0.99, within(1e-12));
        InterGridGateway gateway = new InterGridGateway("das2", GridSupply.fixed(offers, 0), 1.0);
        assertThat(gateway.costUntil(0, 100).availableUnits()).isEqualTo(1_000);
        assertThat(gateway.costUntil(0, 100).averageUnitPrice()).isCloseTo(0.99, within(1e-12));
    }

    @Test
    void equationOneAddsTheLoadShareOfTheCost() {
        // 0.95 + 0.95 × 0.4
        assertThat(new ResourceUnitPrice(0.95, 0.4).price()).isCloseTo(1.33, within(1e-12));
    }

    @Test
    void equationOneCapsTheLoadAtOne() {
        assertThat(ResourceUnitPrice.of(0.9, 3.0).price()).isCloseTo(1.8, within(1e-12));
        assertThat(ResourceUnitPrice.queueLoad(7_200, 2, 3_600)).isEqualTo(1.0);
        assertThat(ResourceUnitPrice.queueLoad(1_800, 2, 3_600)).isEqualTo(0.25);
        assertThatThrownBy(() -> new ResourceUnitPrice(0.9, 1.5)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void requestCostIsInfiniteWhenNothingIsOffered() {
        InterGridGateway empty = new InterGridGateway("g", GridSupply.fixed(List.of(), 0), 1.0);
        assertThat(empty.requestCost(1, 0, 100, 0)).isEqualTo(Double.POSITIVE_INFINITY);
        assertThat(empty.loadUntil(0, 100)).isEqualTo(1.0);
        assertThat(InterGridGateway.averageUnitPrice(List.of())).isZero();
    }

    @Test
    void requestCostIsInfiniteWhenTheRequestDoesNotFitWhatIsLeft() {
        assertThat(THOUSAND_UNITS.marginalCostOfUnits(950, 50)).isCloseTo(
                THOUSAND_UNITS.cost(1.0) - THOUSAND_UNITS.cost(0.95), within(1e-9));
        assertThat(THOUSAND_UNITS.marginalCostOfUnits(950, 51)).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void closedFormStaysPreciseOnLargeGrids() {
        // One unit at L = 0.95 on 10^12 units: p_cost (1 + β²(3 × 0.95²)) to within a hair, where
        // cost(L + 1/A) − cost(L) in doubles would lose every digit.
        GatewayCost huge = new GatewayCost(1_000_000_000_000L, 1.0, 1.0);
        assertThat(huge.marginalCost(0.95, 1)).isCloseTo(1 + 3 * 0.95 * 0.95, within(1e-9));
    }
}
