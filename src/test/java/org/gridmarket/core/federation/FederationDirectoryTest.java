package org.gridmarket.core.federation;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.gridmarket.core.federation.FederationDirectory.Listing;
import org.gridmarket.core.federation.FederationDirectory.Order;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FederationDirectoryTest {
    private final FederationDirectory directory = new FederationDirectory();

    @BeforeEach
    void subscribeSeed004Table2() {
        directory.subscribe(new Listing(1, "CTC SP2", 512, 850, 2, 4_840_000));
        directory.subscribe(new Listing(2, "KTH SP2", 100, 900, 1.6, 5_120_000));
        directory.subscribe(new Listing(3, "LANL CM5", 1024, 700, 1, 3_980_000));
        directory.subscribe(new Listing(4, "LANL Origin", 2048, 630, 1.6, 3_590_000));
        directory.subscribe(new Listing(5, "NASA iPSC", 128, 930, 4, 5_300_000));
        directory.subscribe(new Listing(6, "SDSC Par96", 416, 710, 1, 4_040_000));
        directory.subscribe(new Listing(7, "SDSC Blue", 1152, 730, 2, 4_160_000));
        directory.subscribe(new Listing(8, "SDSC SP2", 128, 920, 4, 5_240_000));
    }

    @ParameterizedTest(name = "{0}, rank {1}, at least {2} processors → {3}")
    @CsvSource({
        "CHEAPEST, 1, 1, LANL Origin",
        "CHEAPEST, 2, 1, LANL CM5",
        "CHEAPEST, 8, 1, NASA iPSC",
        "FASTEST, 1, 1, NASA iPSC",
        "FASTEST, 2, 1, SDSC SP2",
        "FASTEST, 1, 200, CTC SP2",
        "CHEAPEST, 1, 1100, LANL Origin",
        "CHEAPEST, 2, 1100, SDSC Blue",
    })
    void answersTheRthCheapestOrFastestSiteThatFits(Order order, int rank, int minProcessors, String site) {
        assertThat(directory.rank(order, rank, minProcessors)).get().extracting(Listing::name).isEqualTo(site);
    }

    @ParameterizedTest(name = "{0} with at least {1} processors lists {2} sites")
    @CsvSource({"CHEAPEST, 1, 8", "FASTEST, 129, 5", "CHEAPEST, 4096, 0"})
    void listsOnlySitesWithEnoughProcessors(Order order, int minProcessors, int count) {
        assertThat(directory.query(order, minProcessors)).hasSize(count);
        assertThat(directory.rank(order, count + 1, minProcessors)).isEmpty();
    }

    @org.junit.jupiter.api.Test
    void breaksPriceTiesByFasterThenById() {
        directory.quote(2, 3_590_000);
        List<String> cheapest = directory.query(Order.CHEAPEST, 1).stream().map(Listing::name).toList();
        assertThat(cheapest.subList(0, 2)).containsExactly("KTH SP2", "LANL Origin");
    }

    @org.junit.jupiter.api.Test
    void unsubscribedSitesLeaveTheDirectory() {
        directory.unsubscribe(4);
        assertThat(directory.rank(Order.CHEAPEST, 1, 1)).get().extracting(Listing::name).isEqualTo("LANL CM5");
    }
}
