package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;

/** Seed 003 §3's machine prices: p^i, the marginal price per MI and its integral Π. */
class PriceIndexedMachinesTest {

    private final PriceIndexedMachines section52 = new PriceIndexedMachines(10, 400, 6, 8);

    @Test
    void pricesRiseEvenlyFromMinimumToMaximum() {
        assertThat(section52.price(1)).isEqualTo(6);
        assertThat(section52.price(4)).isCloseTo(6 + 6.0 / 9, within(1e-12));
        assertThat(section52.price(10)).isEqualTo(8);
        assertThat(section52.capacityMips()).isEqualTo(4_000);
    }

    @Test
    void oneMachineCostsTheMinimumPrice() {
        PriceIndexedMachines single = new PriceIndexedMachines(1, 400, 6, 8);
        assertThat(single.price(1)).isEqualTo(6);
        assertThat(single.cumulativePricePerSecond(400)).isEqualTo(6);
        assertThat(single.marginalPricePerMi(400)).isEqualTo(6.0 / 400);
    }

    @Test
    void marginalPriceIsTheNextMachinesPricePerMi() {
        assertThat(section52.marginalPricePerMi(0)).isEqualTo(6.0 / 400);
        assertThat(section52.marginalPricePerMi(399.9)).isEqualTo(6.0 / 400);
        assertThat(section52.marginalPricePerMi(400)).isEqualTo(section52.price(2) / 400);
        assertThat(section52.marginalPricePerMi(4_000)).isEqualTo(8.0 / 400);
    }

    @Test
    void cumulativePriceSumsTheFullMachinesAndAFractionOfTheNext() {
        assertThat(section52.cumulativePricePerSecond(0)).isZero();
        assertThat(section52.cumulativePricePerSecond(2_000)).isCloseTo(30 + 20.0 / 9, within(1e-12));
        assertThat(section52.cumulativePricePerSecond(1_000)).isCloseTo(6 + 56.0 / 9 + 0.5 * 58.0 / 9,
                within(1e-12));
        assertThat(section52.cumulativePricePerSecond(4_000)).isCloseTo(70, within(1e-12));
    }

    @Property(tries = 300)
    void cumulativePriceIsTheIntegralOfTheMarginalPrice(@ForAll @IntRange(min = 1, max = 40) int machines,
                                                         @ForAll @DoubleRange(min = 1, max = 1_000) double mips,
                                                         @ForAll @DoubleRange(min = 0, max = 10) double minPrice,
                                                         @ForAll @DoubleRange(min = 0, max = 5) double spread,
                                                         @ForAll @DoubleRange(min = 0, max = 1) double fraction) {
        PriceIndexedMachines priced = new PriceIndexedMachines(machines, mips, minPrice, minPrice + spread);
        double load = fraction * priced.capacityMips();
        double integral = 0;
        int full = (int) Math.floor(load / mips);
        for (int machine = 1; machine <= full && machine <= machines; machine++) {
            integral += priced.price(machine);
        }
        if (full < machines) {
            integral += (load - full * mips) * priced.marginalPricePerMi(load);
        }
        assertThat(priced.cumulativePricePerSecond(load)).isCloseTo(integral, within(1e-9 * Math.max(1, integral)));
    }
}
