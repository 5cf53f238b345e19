package org.gridmarket.sim.intergrid;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.apache.commons.rng.UniformRandomProvider;
import org.gridmarket.core.engine.EventLoop;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.metrics.ReplayedJob;
import org.gridmarket.core.peering.Contract;
import org.gridmarket.core.peering.ContractPricing;
import org.gridmarket.core.peering.GatewaySettlement;
import org.gridmarket.core.peering.InterGridGateway;
import org.gridmarket.core.peering.Negotiation;
import org.gridmarket.core.peering.PeeringRequest;
import org.gridmarket.core.peering.Provider;
import org.gridmarket.core.peering.ProviderSettings;
import org.gridmarket.core.peering.PublicationSchedule;
import org.gridmarket.core.peering.RequestOutcome;
import org.gridmarket.core.peering.SellerBook;
import org.gridmarket.core.workload.Job;

/**
 * One run of seed 000 §6: one scenario, one round. Each grid has one provider per cluster under the scenario's
 * policy and one gateway ({@link GridGateway}); providers publish every interval (§4.1), local jobs go straight
 * to their cluster, grid users' jobs to their grid's gateway.
 * <ul>
 *   <li>Without contracts a gateway places each request on arrival (earliest start over the slots, or least
 *       load for the Eb baseline).</li>
 *   <li>With contracts (all-to-all, Fig. 4) it queues requests and acts at intervals drawn from U(1, 5) min
 *       (§6.4.1): each request's home cost mc_i (Eq. 3) over [now, virtual deadline) — the earliest start its
 *       slots give plus the runtime (§5.2); ∞ when no slot fits — then {@link Negotiation} over its contracts
 *       against each seller's {@link SlotCheckedBook}. A redirected request is placed by the seller's gateway at its
 *       earliest start and settled once ({@link GatewaySettlement}: P = price_final × units); the rest run at
 *       home. Contracts are repriced every U(1, 6) h per pair ({@link ContractPricing}).</li>
 * </ul>
 * Measures cover the jobs submitted from the end of the two-week warm-up (§6.1) to the end of the window; the
 * loop runs until every job has ended. Random streams are named by round and by grid, cluster or contract pair,
 * never by scenario: every scenario of a round draws the same costs and gateway/contract timings.
 */
public final class IntergridRun {
    public static final long WARM_UP_SECONDS = 14 * 86_400L;
    private static final long LOCAL_ID_BASE = 10_000_000_000L;
    private static final long LOCAL_ID_STRIDE = 100_000_000L;
    private static final long MIN_ACTION_SECONDS = 60;
    private static final long MAX_ACTION_SECONDS = 300;

    private final Scenario scenario;
    private final int round;
    private final long windowSeconds;
    private final EventLoop loop = new EventLoop(0);
    private final List<GridGateway> gateways = new ArrayList<>();
    private final Map<String, Integer> gridOfSite = new HashMap<>();
    private final Map<Long, Integer> homeOfGridJob = new HashMap<>();
    private final Map<Long, Integer> servingOfGridJob = new HashMap<>();
    private final Map<Long, Integer> endings = new HashMap<>();
    private final List<ReplayedJob> records = new ArrayList<>();
    private final List<List<Job>> queues = new ArrayList<>();
    private final Map<Long, Integer> settled = new HashMap<>();
    private final ContractPricing contractPricing;
    private Contract[][] contracts;
    private Conservation money = Conservation.EMPTY;
    private long placedWithoutSlot;

    private IntergridRun(Scenario scenario, int round, long windowSeconds) {
        this.scenario = scenario;
        this.round = round;
        this.windowSeconds = windowSeconds;
        this.contractPricing = scenario.pricing();
    }

    /** Runs {@code scenario} on {@code round}'s jobs of {@code workload}. */
    public static ScenarioRound run(Scenario scenario, int round, IntergridWorkload workload, long masterSeed) {
        IntergridRun run = new IntergridRun(scenario, round, workload.windowSeconds());
        RandomStreams streams = new RandomStreams(new RandomStreams(masterSeed).componentSeed("intergrid/run/" + round));
        return run.simulate(workload, streams);
    }

    private ScenarioRound simulate(IntergridWorkload workload, RandomStreams streams) {
        ProviderDemand demand = new ProviderDemand();
        SchedulerListener listener = SchedulerListener.both(demand, new SchedulerListener() {
            @Override
            public void jobEnded(Site site, SiteJob job) {
                ended(site, job);
            }
        });
        long nextGridId = 1;
        int clusterIndex = 0;
        for (int g = 0; g < scenario.grids().size(); g++) {
            IntergridGrid grid = scenario.grids().get(g);
            int gridIndex = g;
            List<Provider> providers = new ArrayList<>();
            double[] costs = new double[grid.clusters().size()];
            for (int c = 0; c < grid.clusters().size(); c++) {
                Site site = Site.atReferenceSpeed(grid.clusterName(c), grid.clusters().get(c));
                gridOfSite.put(site.name(), g);
                costs[c] = streams.stream("cost/" + site.name()).nextDouble(0.90, 1.00);
                Provider provider = Provider.create(ProviderSettings.of(scenario.policy()), site, loop, listener,
                        publication -> gateways.get(gridIndex).accept(publication));
                providers.add(provider);
                long idBase = LOCAL_ID_BASE + clusterIndex++ * LOCAL_ID_STRIDE;
                int cluster = c;
                for (Job job : workload.localJobs(grid, c, round)) {
                    Job local = job.withId(idBase + job.id());
                    loop.schedule(local.submitSeconds(), () -> gateways.get(gridIndex).submitLocal(cluster, local));
                }
            }
            GridGateway gateway = new GridGateway(grid, providers, costs, InterGridGateway.DEFAULT_BETA, demand);
            gateways.add(gateway);
            queues.add(new ArrayList<>());
            if (!scenario.leastLoad()) {
                new PublicationSchedule(loop, scenario.intervalSeconds(), providers, gateway::accept)
                        .start(windowSeconds);
            }
            for (Job job : workload.gridJobs(grid, round)) {
                Job request = job.withId(nextGridId++);
                homeOfGridJob.put(request.id(), g);
                loop.schedule(request.submitSeconds(), () -> arrive(gridIndex, request));
            }
        }
        if (scenario.contract() != ContractKind.NONE) {
            startContracts(streams);
        }
        loop.run();
        return outcome(workload);
    }

    private void startContracts(RandomStreams streams) {
        int grids = gateways.size();
        contracts = new Contract[grids][grids];
        for (int buyer = 0; buyer < grids; buyer++) {
            for (int seller = 0; seller < grids; seller++) {
                if (seller != buyer) {
                    UniformRandomProvider updates = streams.stream("contract/" + gateways.get(buyer).grid().name()
                            + "/" + gateways.get(seller).grid().name());
                    int b = buyer;
                    int s = seller;
                    loop.schedule(0, () -> reprice(b, s, updates, 1));
                }
            }
        }
        for (int buyer = 0; buyer < grids; buyer++) {
            UniformRandomProvider actions = streams.stream("gateway/" + gateways.get(buyer).grid().name());
            int gateway = buyer;
            loop.schedule(0, () -> act(gateway, actions));
        }
    }

    private void reprice(int buyer, int seller, UniformRandomProvider random, int version) {
        long now = loop.clock().nowSeconds();
        long next = ContractPricing.nextUpdateSeconds(now, random);
        String buyerName = gateways.get(buyer).grid().name();
        contracts[buyer][seller] = contractPricing.price(buyerName + "->" + gateways.get(seller).grid().name() + "#"
                + version, buyerName, gateways.get(seller).pricing(), scenario.contract().type(), now, next);
        if (next < windowSeconds) {
            loop.schedule(next, () -> reprice(buyer, seller, random, version + 1));
        }
    }

    private void arrive(int grid, Job job) {
        long now = loop.clock().nowSeconds();
        GridGateway gateway = gateways.get(grid);
        if (scenario.leastLoad()) {
            servingOfGridJob.put(job.id(), grid);
            gateway.placeLeastLoaded(job, now, true); // the baseline's own rule, not a fallback: not counted
        } else if (scenario.contract() == ContractKind.NONE) {
            placeAt(grid, job, now);
        } else {
            queues.get(grid).add(job);
        }
    }

    private GridGateway.Placement placeAt(int grid, Job job, long now) {
        servingOfGridJob.put(job.id(), grid);
        GridGateway.Placement placement = gateways.get(grid).placeEarliest(job, now);
        if (!placement.withSlot()) {
            placedWithoutSlot++;
        }
        return placement;
    }

    /** A gateway's action (§6.4.1: every U(1, 5) min with contracts): negotiates its queue, places the rest. */
    private void act(int grid, UniformRandomProvider random) {
        long now = loop.clock().nowSeconds();
        List<Job> queue = queues.get(grid);
        if (!queue.isEmpty()) {
            negotiate(grid, List.copyOf(queue), now);
            queue.clear();
        }
        if (now < windowSeconds) {
            loop.schedule(now + random.nextLong(MIN_ACTION_SECONDS, MAX_ACTION_SECONDS + 1), () -> act(grid, random));
        }
    }

    private void negotiate(int grid, List<Job> queue, long now) {
        GridGateway home = gateways.get(grid);
        List<PeeringRequest> requests = new ArrayList<>(queue.size());
        Map<Long, Double> homeCosts = new HashMap<>();
        Map<Long, Job> byId = new LinkedHashMap<>();
        for (Job job : queue) {
            OptionalLong start = home.earliestStart(job.processors(), job.estimateSeconds(), now);
            long horizon = (start.isPresent() ? start.getAsLong() : now) + job.estimateSeconds();
            PeeringRequest request = new PeeringRequest(job.id(), job.processors(), job.estimateSeconds(), horizon);
            requests.add(request);
            homeCosts.put(job.id(), start.isPresent() ? home.pricing().requestCost(request, now)
                    : Double.POSITIVE_INFINITY);
            byId.put(job.id(), job);
        }
        List<Contract> mine = new ArrayList<>();
        Map<String, SellerBook> sellers = new HashMap<>();
        for (int seller = 0; seller < gateways.size(); seller++) {
            if (seller != grid) {
                mine.add(contracts[grid][seller]);
                sellers.put(gateways.get(seller).grid().name(), SlotCheckedBook.empty(gateways.get(seller), now));
            }
        }
        Negotiation.Result result = Negotiation.negotiate(requests, request -> homeCosts.get(request.id()), mine,
                sellers);
        for (RequestOutcome outcome : result.outcomes()) {
            Job job = byId.get(outcome.request().id());
            if (outcome.redirected()) {
                int seller = indexOf(outcome.contract().sellerGrid());
                GridGateway.Placement placement = placeAt(seller, job, now);
                settle(seller, placement, outcome);
            } else {
                placeAt(grid, job, now);
            }
        }
    }

    private void settle(int seller, GridGateway.Placement placement, RequestOutcome outcome) {
        long units = outcome.request().units();
        GatewaySettlement settlement = GatewaySettlement.of(outcome.pricePerUnit(), units,
                GatewaySettlement.amountMicroGd(gateways.get(seller).unitPrice(placement.provider()), units));
        long users = 0;
        long inter = 0;
        long sites = 0;
        for (GatewaySettlement.Leg leg : settlement.legs()) {
            switch (leg.role()) {
                case HOLD -> users += leg.amountMicroGd();
                case INTER_GATEWAY -> inter += leg.amountMicroGd();
                case SITE_PAYMENT -> sites += leg.amountMicroGd();
                default -> throw new IllegalStateException("unknown leg " + leg.role());
            }
        }
        settled.merge(outcome.request().id(), 1, Integer::sum);
        money = money.plus(new Conservation(0, 0, 0, 0, 1, users, inter, sites, settlement.peerMarginMicroGd(), 0));
    }

    private int indexOf(String gridName) {
        for (int index = 0; index < gateways.size(); index++) {
            if (gateways.get(index).grid().name().equals(gridName)) {
                return index;
            }
        }
        throw new IllegalArgumentException("no grid " + gridName);
    }

    private void ended(Site site, SiteJob job) {
        records.add(new ReplayedJob(job.id(), site.name(), job.job().submitSeconds(), job.startSeconds(),
                job.endSeconds(), job.processors(), job.estimateSeconds(), job.state()));
        if (job.id() < LOCAL_ID_BASE) {
            endings.merge(job.id(), 1, Integer::sum);
        }
    }

    private ScenarioRound outcome(IntergridWorkload workload) {
        return RunMeasures.measure(this.scenario, round, workload, windowSeconds, gateways, records,
                homeOfGridJob, servingOfGridJob, endings, settled, money, placedWithoutSlot, LOCAL_ID_BASE);
    }
}
