package org.gridmarket.core.peering;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.gridmarket.core.peering.LeastLoad.SiteLoad;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Seed 000 §6.3's least-load baseline, one row per situation. */
class LeastLoadTest {
    private static final SiteLoad SMALL_IDLE = new SiteLoad(1, 0, 0, 64);
    private static final SiteLoad BIG_BUSY = new SiteLoad(2, 80, 20, 144);
    private static final SiteLoad SMALL_BUSY = new SiteLoad(3, 32, 32, 64);
    private static final SiteLoad HALF_LOADED_SMALL = new SiteLoad(4, 32, 0, 64);
    private static final SiteLoad HALF_LOADED_BIG = new SiteLoad(5, 50, 22, 144);

    static Stream<Arguments> situations() {
        return Stream.of(
                Arguments.of("an idle site wins", List.of(BIG_BUSY, SMALL_IDLE), 1, Optional.of(1L)),
                Arguments.of("waiting demand counts as load", List.of(SMALL_BUSY, HALF_LOADED_SMALL), 1, Optional.of(4L)),
                Arguments.of("load is relative to capacity", List.of(SMALL_BUSY, BIG_BUSY), 1, Optional.of(2L)),
                Arguments.of("equal loads go to the lower id", List.of(HALF_LOADED_BIG, HALF_LOADED_SMALL), 1,
                        Optional.of(4L)),
                Arguments.of("a site too small for the request is skipped", List.of(SMALL_IDLE, BIG_BUSY), 100,
                        Optional.of(2L)),
                Arguments.of("no site is wide enough", List.of(SMALL_IDLE, BIG_BUSY), 200, Optional.empty()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("situations")
    void choosesTheLeastLoadedSite(String situation, List<SiteLoad> sites, int processors, Optional<Long> expected) {
        assertThat(LeastLoad.choose(sites, processors).map(SiteLoad::siteId)).as(situation).isEqualTo(expected);
    }
}
