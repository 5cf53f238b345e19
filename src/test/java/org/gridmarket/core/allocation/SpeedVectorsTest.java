package org.gridmarket.core.allocation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.apache.commons.rng.UniformRandomProvider;
import org.gridmarket.core.engine.RandomStreams;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Seed 002 §5.1, Eq. (18)–(19): every vector meets both equations, the floor, and is reproducible. */
class SpeedVectorsTest {

    private static final int VECTORS = 500;

    @ParameterizedTest(name = "SH {0}")
    @ValueSource(doubles = {0, 0.06, 0.12, 0.18, 0.24})
    void vectorsMeetEquations18And19(double sh) {
        UniformRandomProvider random = new RandomStreams(22).stream("speeds " + sh);
        double ratios = 0;
        for (int vector = 0; vector < VECTORS; vector++) {
            double[] speeds = SpeedVectors.draw(sh, random);
            double capacity = 0;
            double squares = 0;
            for (int j = 0; j < 5; j++) {
                capacity += speeds[j] * SpeedVectors.SITE_PROCESSORS[j];
                squares += (speeds[j] - 1) * (speeds[j] - 1);
                assertThat(speeds[j]).isGreaterThanOrEqualTo(SpeedVectors.MINIMUM_SPEED);
            }
            assertThat(capacity).isCloseTo(442, within(1e-9));
            assertThat(squares / 5).isCloseTo(sh, within(1e-9));
            ratios += SpeedVectors.fastestToSlowest(speeds);
        }
        System.out.printf("SH %.2f: mean fastest/slowest %.2f over %d vectors%n", sh, ratios / VECTORS, VECTORS);
    }

    @ParameterizedTest(name = "SH {0}")
    @ValueSource(doubles = {0.06, 0.24})
    void theSameSeedGivesTheSameVectors(double sh) {
        for (int vector = 0; vector < 10; vector++) {
            UniformRandomProvider first = new RandomStreams(7).stream("vector " + vector);
            UniformRandomProvider second = new RandomStreams(7).stream("vector " + vector);
            assertThat(SpeedVectors.draw(sh, first)).containsExactly(SpeedVectors.draw(sh, second));
        }
    }
}
