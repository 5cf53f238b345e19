package org.gridmarket.sim.intergrid;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.List;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.peering.PeeringRequest;
import org.gridmarket.core.peering.Provider;
import org.gridmarket.core.peering.ProviderPolicy;
import org.gridmarket.core.peering.ProviderSettings;
import org.gridmarket.core.peering.SupplyOffer;
import org.gridmarket.core.workload.Job;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The simulated gateway over two idle Cb providers of 4 and 8 CPUs that published [0, 100): hand-computed
 * supply (Eq. 2's weights and Eq. 1 prices), bookings, earliest-start placement and the least-load fallback.
 */
class GridGatewayTest {
    private static final IntergridGrid GRID = new IntergridGrid("G*", List.of(4, 8), List.of("t"), 1);

    private final EventLoop loop = new EventLoop(0);
    private final List<Provider> providers = new ArrayList<>();
    private GridGateway gateway;

    @BeforeEach
    void twoIdleProvidersPublished() {
        ProviderDemand demand = new ProviderDemand();
        for (int index = 0; index < 2; index++) {
            providers.add(Provider.create(ProviderSettings.of(ProviderPolicy.CB),
                    Site.atReferenceSpeed(GRID.clusterName(index), GRID.clusters().get(index)), loop, demand,
                    publication -> { }));
        }
        gateway = new GridGateway(GRID, providers, new double[] {0.9, 1.0}, 1.0, demand);
    }

    private void publish() {
        providers.forEach(provider -> gateway.accept(provider.publish(100)));
    }

    private static Job job(long id, int processors, long runtime) {
        return Job.builder(id).processors(processors).runtimeSeconds(runtime).estimateSeconds(runtime).build();
    }

    @Test
    void idleProvidersOfferTheirCapacityAtTheirFixedCost() {
        publish();

        assertThat(gateway.offersUntil(0, 100)).containsExactly(new SupplyOffer(0, 400, 0.9),
                new SupplyOffer(1, 800, 1.0));
        assertThat(gateway.bookedUnits(0, 100)).isZero();
        // Eq. 2: (0.9 · 400 + 1.0 · 800) / 1,200
        assertThat(gateway.pricing().costUntil(0, 100).averageUnitPrice()).isCloseTo(1160.0 / 1200, within(1e-12));
    }

    @Test
    void aJobGoesToTheEarliestStartAndIsBooked() {
        publish();

        GridGateway.Placement wide = gateway.placeEarliest(job(1, 6, 50), 0);
        GridGateway.Placement narrow = gateway.placeEarliest(job(2, 2, 100), 0);

        assertThat(wide).isEqualTo(new GridGateway.Placement(1, true));
        assertThat(narrow).as("both start at 0: cluster order").isEqualTo(new GridGateway.Placement(0, true));
        assertThat(gateway.bookedUnits(0, 100)).isEqualTo(6 * 50 + 2 * 100);
        assertThat(gateway.pricing().loadUntil(0, 100)).isCloseTo(500.0 / 1200, within(1e-12));
        assertThat(providers.get(1).jobs()).extracting(siteJob -> siteJob.id()).containsExactly(1L);
        assertThat(gateway.earliestStart(8, 60, 0)).as("8 CPUs free only after job 1 ends at 50").hasValue(50);
    }

    @Test
    void withoutAFittingSlotTheLeastLoadedWideEnoughClusterTakesIt() {
        GridGateway.Placement unpublished = gateway.placeEarliest(job(1, 3, 10), 0);

        assertThat(unpublished).isEqualTo(new GridGateway.Placement(0, false));
        assertThat(gateway.placeEarliest(job(2, 3, 10), 0)).as("cluster 0 now holds 30 CPU-s of demand")
                .isEqualTo(new GridGateway.Placement(1, false));
    }

    @Test
    void aSellerWithoutASlotForTheRequestRejectsItAtInfiniteCost() {
        publish();
        SlotCheckedBook book = SlotCheckedBook.empty(gateway, 0);

        assertThat(book.requestCost(new PeeringRequest(1, 9, 10, 10))).isInfinite();
        assertThat(book.requestCost(new PeeringRequest(2, 8, 10, 10))).isFinite().isPositive();
    }
}
