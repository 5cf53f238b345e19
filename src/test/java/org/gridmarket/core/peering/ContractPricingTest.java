package org.gridmarket.core.peering;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.apache.commons.rng.simple.RandomSource;
import org.junit.jupiter.api.Test;

/** Seed 000 §5.1, §6.1 and Eq. 4 against the hand-computed numbers (A = 1,000, p_cost = 1, β = 1). */
class ContractPricingTest {
    private static final GatewayCost SELLER = new GatewayCost(1_000, 1.0, 1.0);

    @Test
    void maxPriceIsTheCostOfOneUnitAtNinetyFivePercent() {
        // cost(0.951) − cost(0.95) = 951 × 1.904401 − 950 × 1.9025 = 1,811.085351 − 1,807.375
        assertThat(ContractPricing.PAPER.maxPrice(SELLER)).isCloseTo(3.710351, within(1e-9));
    }

    @Test
    void equationFourAsPrintedGivesDeltaAndMinPrice() {
        // mc(u, 0.949) = 1,807.375 − 1,803.670349 = 3.704651; mc(u, 0.899) = 1,629 − 1,625.572699 = 3.427301
        assertThat(ContractPricing.PAPER.delta(SELLER)).isCloseTo(0.27735, within(1e-9));
        assertThat(ContractPricing.PAPER.minPrice(ContractType.PRICE_RANGE, SELLER)).isCloseTo(3.433001, within(1e-9));
    }

    @Test
    void fixedPriceContractIsMaxPriceAtBothEnds() {
        assertThat(ContractPricing.PAPER.minPrice(ContractType.FIXED_PRICE, SELLER)).isCloseTo(3.710351, within(1e-9));
    }

    @Test
    void sectionSixOneProseTakesMinPriceAtEightyFivePercent() {
        // mc(u, 0.85) = 851 × 1.724201 − 850 × 1.7225 = 3.170051
        ContractPricing prose = new ContractPricing(0.95, 0.05, 1, ContractPricing.RangeRule.SECTION_6_1_PROSE);
        assertThat(prose.minPrice(ContractType.PRICE_RANGE, SELLER)).isCloseTo(3.170051, within(1e-9));
        assertThat(prose.delta(SELLER)).isCloseTo(0.5403, within(1e-9));
    }

    @Test
    void contractIsPricedOnTheSellersSupplyUntilTheNextUpdate() {
        InterGridGateway seller = new InterGridGateway("grid5000",
                GridSupply.fixed(List.of(new SupplyOffer(1, 300, 1.2), new SupplyOffer(2, 700, 0.9)), 0), 1.0);
        Contract contract = ContractPricing.PAPER.price("c-1", "auvergrid", seller, ContractType.PRICE_RANGE,
                100, 7_300);

        assertThat(contract.sellerGrid()).isEqualTo("grid5000");
        assertThat(contract.maxPrice()).isCloseTo(0.99 * 3.710351, within(1e-9));
        assertThat(contract.minPrice()).isCloseTo(0.99 * 3.433001, within(1e-9));
        assertThat(contract.nextUpdateSeconds()).isEqualTo(7_300);
    }

    @Test
    void aSellerOfferingNothingIsPricedOutOfReach() {
        InterGridGateway empty = new InterGridGateway("das2", GridSupply.fixed(List.of(), 0), 1.0);
        Contract contract = ContractPricing.PAPER.price("c-2", "auvergrid", empty, ContractType.PRICE_RANGE, 0, 3_600);
        assertThat(contract.priced()).isFalse();
        assertThat(contract.minPrice()).isEqualTo(Double.POSITIVE_INFINITY);
    }

    @Test
    void updatesComeEveryOneToSixHours() {
        var random = RandomSource.XO_RO_SHI_RO_128_PP.create(42L);
        long shortest = Long.MAX_VALUE;
        long longest = 0;
        for (int draw = 0; draw < 10_000; draw++) {
            long gap = ContractPricing.nextUpdateSeconds(1_000, random) - 1_000;
            shortest = Math.min(shortest, gap);
            longest = Math.max(longest, gap);
        }
        assertThat(shortest).isBetween(3_600L, 3_700L);
        assertThat(longest).isBetween(21_500L, 21_600L);
    }

    @Test
    void refusesParametersOutsideTheirRanges() {
        assertThatThrownBy(() -> new ContractPricing(0, 0.05, 1, ContractPricing.RangeRule.EQ_4_AS_PRINTED))
                .hasMessageContaining("load threshold");
        assertThatThrownBy(() -> new ContractPricing(0.95, 0.95, 1, ContractPricing.RangeRule.EQ_4_AS_PRINTED))
                .hasMessageContaining("k must be");
        assertThatThrownBy(() -> new Contract("c", "a", "a", ContractType.FIXED_PRICE, 1, 1, 0, 1))
                .hasMessageContaining("itself");
        assertThatThrownBy(() -> new Contract("c", "a", "b", ContractType.FIXED_PRICE, 1, 2, 0, 1))
                .hasMessageContaining("min = max");
    }
}
