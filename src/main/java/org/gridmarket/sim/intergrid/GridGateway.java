package org.gridmarket.sim.intergrid;

import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import org.gridmarket.core.peering.GridSupply;
import org.gridmarket.core.peering.InterGridGateway;
import org.gridmarket.core.peering.LeastLoad;
import org.gridmarket.core.peering.Provider;
import org.gridmarket.core.peering.Publication;
import org.gridmarket.core.peering.ResourceUnitPrice;
import org.gridmarket.core.peering.SupplyOffer;
import org.gridmarket.core.profile.PublishedProfile;
import org.gridmarket.core.workload.Job;

/**
 * A grid's gateway in the simulation (seed 000 §3–§5): it keeps each provider's last publication as a
 * {@link PublishedProfile}, books there what it hands out until the next publication, prices each provider's
 * units by Eq. 1 at publication time (fixed cost U(0.90, 1.00) drawn per provider and round, load by
 * {@link Provider#pricingLoad} to the publication's horizon) and exposes all that as the {@link GridSupply} of
 * an {@link InterGridGateway} (Eq. 2, Eq. 3).
 *
 * <p>Placement: a job goes to the provider whose published slots give the earliest start (ties: cluster order),
 * booked there and submitted now; the provider's own scheduler then runs it (its start may differ from the slot's
 * when local jobs arrived since the publication). When no published slot fits (EbMf publishing nothing, every
 * slot too narrow) it goes to the least-loaded cluster wide enough ({@link LeastLoad}, demand = processor-seconds
 * still to run, kept by {@link ProviderDemand}), counted as a placement without a slot. The Eb baseline always
 * places by least load. Every job a provider runs, local or grid, is submitted through here, so that the demand
 * knows it.
 */
final class GridGateway implements GridSupply {

    /** Where a job was placed. */
    record Placement(int provider, boolean withSlot) {
    }

    private final IntergridGrid grid;
    private final List<Provider> providers;
    private final double[] fixedCosts;
    private final PublishedProfile[] profiles;
    private final double[] unitPrices;
    private final InterGridGateway pricing;
    private final ProviderDemand demand;

    /** {@code demand} must be the listener of every provider's scheduler (it learns starts and ends there). */
    GridGateway(IntergridGrid grid, List<Provider> providers, double[] fixedCosts, double beta, ProviderDemand demand) {
        this.grid = grid;
        this.demand = demand;
        this.providers = List.copyOf(providers);
        this.fixedCosts = fixedCosts.clone();
        this.profiles = new PublishedProfile[providers.size()];
        this.unitPrices = new double[providers.size()];
        this.pricing = new InterGridGateway(grid.name(), this, beta);
    }

    IntergridGrid grid() {
        return grid;
    }

    InterGridGateway pricing() {
        return pricing;
    }

    Provider provider(int index) {
        return providers.get(index);
    }

    double unitPrice(int index) {
        return unitPrices[index];
    }

    /** A provider's publication replaces its previous one (§4.1); its Eq. 1 price is taken now. */
    void accept(Publication publication) {
        for (int index = 0; index < providers.size(); index++) {
            if (providers.get(index).site().name().equals(publication.providerName())) {
                profiles[index] = publication.toProfile();
                double load = providers.get(index).pricingLoad(publication.horizonSeconds());
                unitPrices[index] = ResourceUnitPrice.of(fixedCosts[index], load).price();
                return;
            }
        }
        throw new IllegalArgumentException(publication.providerName() + " is not a provider of " + grid.name());
    }

    @Override
    public List<SupplyOffer> offersUntil(long fromSeconds, long horizonSeconds) {
        List<SupplyOffer> offers = new ArrayList<>(profiles.length);
        for (int index = 0; index < profiles.length; index++) {
            long units = profiles[index] == null || horizonSeconds <= fromSeconds ? 0
                    : profiles[index].publishedUnits(fromSeconds, horizonSeconds);
            offers.add(new SupplyOffer(index, units, unitPrices[index]));
        }
        return offers;
    }

    @Override
    public long bookedUnits(long fromSeconds, long horizonSeconds) {
        long booked = 0;
        for (PublishedProfile profile : profiles) {
            if (profile != null && horizonSeconds > fromSeconds) {
                booked = Math.addExact(booked, profile.bookedUnits(fromSeconds, horizonSeconds));
            }
        }
        return booked;
    }

    /** The earliest start the published slots give for {@code processors} × {@code duration}, or empty. */
    OptionalLong earliestStart(int processors, long durationSeconds, long nowSeconds) {
        int best = bestProvider(processors, durationSeconds, nowSeconds);
        return best < 0 ? OptionalLong.empty()
                : profiles[best].earliestStart(processors, durationSeconds, nowSeconds);
    }

    /** Places {@code job} now: earliest start over the slots (booked), else least load; submits it there. */
    Placement placeEarliest(Job job, long nowSeconds) {
        int best = bestProvider(job.processors(), job.estimateSeconds(), nowSeconds);
        if (best < 0) {
            return placeLeastLoaded(job, nowSeconds, false);
        }
        long start = profiles[best].earliestStart(job.processors(), job.estimateSeconds(), nowSeconds).orElseThrow();
        profiles[best].book(start, job.processors(), job.estimateSeconds());
        submitGrid(best, job);
        return new Placement(best, true);
    }

    /** Places {@code job} now on the least-loaded provider wide enough (§6.3's least-load). */
    Placement placeLeastLoaded(Job job, long nowSeconds, boolean withSlot) {
        List<LeastLoad.SiteLoad> loads = new ArrayList<>(providers.size());
        for (int index = 0; index < providers.size(); index++) {
            loads.add(demand.of(index, providers.get(index).site(), nowSeconds));
        }
        int chosen = (int) LeastLoad.choose(loads, job.processors()).orElseThrow(() -> new IllegalStateException(
                "job " + job.id() + " (" + job.processors() + " CPUs) is wider than every cluster of "
                        + grid.name())).siteId();
        submitGrid(chosen, job);
        return new Placement(chosen, withSlot);
    }

    /** A local user's job, straight to its cluster (§6.1). */
    void submitLocal(int provider, Job job) {
        Provider target = providers.get(provider);
        demand.submitted(target.site(), target.submitLocal(job, job.runtimeSeconds(), job.estimateSeconds()));
    }

    private void submitGrid(int provider, Job job) {
        Provider target = providers.get(provider);
        demand.submitted(target.site(), target.submitGrid(job, job.runtimeSeconds(), job.estimateSeconds()));
    }

    private int bestProvider(int processors, long durationSeconds, long nowSeconds) {
        int best = -1;
        long bestStart = Long.MAX_VALUE;
        for (int index = 0; index < profiles.length; index++) {
            if (profiles[index] == null) {
                continue;
            }
            OptionalLong start = profiles[index].earliestStart(processors, durationSeconds, nowSeconds);
            if (start.isPresent() && start.getAsLong() < bestStart) {
                best = index;
                bestStart = start.getAsLong();
            }
        }
        return best;
    }
}
