package org.gridmarket.sim.intergrid;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.lrms.SiteJobState;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.peering.LeastLoad;
import org.gridmarket.core.peering.Provider;
import org.gridmarket.core.peering.ProviderPolicy;
import org.gridmarket.core.peering.ProviderSettings;
import org.gridmarket.core.workload.Job;

/**
 * The demand the least-load gateway keeps per site equals the demand read off every job the site holds (running:
 * processors × time to the planned end; queued: processors × estimate), before every placement, under each
 * provider policy, with local jobs and grid jobs placed by least load interleaved.
 */
class ProviderDemandProperties {
    private static final IntergridGrid GRID = new IntergridGrid("G*", List.of(4, 8, 6), List.of("t"), 1);

    @Property(tries = 200)
    void keptDemandEqualsTheDemandOfEveryJobHeld(@ForAll("jobs") List<long[]> rows,
            @ForAll ProviderPolicy policy) {
        EventLoop loop = new EventLoop(0);
        ProviderDemand demand = new ProviderDemand();
        List<Provider> providers = new ArrayList<>();
        for (int index = 0; index < GRID.clusters().size(); index++) {
            providers.add(Provider.create(ProviderSettings.of(policy),
                    Site.atReferenceSpeed(GRID.clusterName(index), GRID.clusters().get(index)), loop, demand,
                    publication -> { }));
        }
        GridGateway gateway = new GridGateway(GRID, providers, new double[] {0.9, 1.0, 0.95}, 1.0, demand);
        List<String> mismatches = new ArrayList<>();
        for (int index = 0; index < rows.size(); index++) {
            long[] row = rows.get(index);
            Job job = Job.builder(index + 1).submitSeconds(row[0]).processors((int) row[1]).runtimeSeconds(row[2])
                    .estimateSeconds(row[3]).build();
            loop.schedule(row[0], () -> {
                long now = loop.clock().nowSeconds();
                for (int site = 0; site < providers.size(); site++) {
                    LeastLoad.SiteLoad kept = demand.of(site, providers.get(site).site(), now);
                    LeastLoad.SiteLoad read = readOff(site, providers.get(site), now);
                    if (!kept.equals(read)) {
                        mismatches.add("at " + now + " site " + site + ": kept " + kept + ", read " + read);
                    }
                }
                if (row[4] == 0) {
                    gateway.submitLocal((int) (row[0] % providers.size()), job);
                } else {
                    gateway.placeLeastLoaded(job, now, true);
                }
            });
        }
        loop.run();

        assertThat(mismatches).isEmpty();
    }

    /** The demand as the gateway read it before it was kept: a walk over every job the provider holds. */
    private static LeastLoad.SiteLoad readOff(int siteId, Provider provider, long now) {
        long running = 0;
        long waiting = 0;
        for (SiteJob job : provider.jobs()) {
            if (job.state() == SiteJobState.RUNNING) {
                running += job.processors() * Math.max(0, job.plannedEndSeconds() - now);
            } else {
                waiting += job.processors() * job.estimateSeconds();
            }
        }
        return new LeastLoad.SiteLoad(siteId, running, waiting, provider.site().processors());
    }

    /** Up to 60 jobs: {submit, processors (at most the narrowest cluster), runtime, estimate, local 0 / grid 1}. */
    @Provide
    Arbitrary<List<long[]>> jobs() {
        return Combinators.combine(Arbitraries.longs().between(0, 400), Arbitraries.longs().between(1, 4),
                Arbitraries.longs().between(1, 120), Arbitraries.longs().between(-30, 60),
                Arbitraries.longs().between(0, 1))
                .as((submit, processors, runtime, slack, grid) -> new long[] {submit, processors, runtime,
                        Math.max(1, runtime + slack), grid})
                .list().ofMaxSize(60);
    }
}
