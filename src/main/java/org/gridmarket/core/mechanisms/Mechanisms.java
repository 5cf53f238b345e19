package org.gridmarket.core.mechanisms;

import org.gridmarket.core.allocation.AllocationMethod;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.ServiceLoader;
import org.gridmarket.core.allocation.AllocationMethods;
import org.gridmarket.core.allocation.FederationQueue;
import org.gridmarket.core.engine.Timeline;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.PlacementStrategy;
import org.gridmarket.core.market.WaitingQueue;

import org.gridmarket.core.allocation.QueueStrategy;
import org.gridmarket.core.lrms.ConservativeBackfilling;
import org.gridmarket.core.lrms.OverrunRule;
import org.gridmarket.core.lrms.SchedulerSettings;
import org.gridmarket.core.market.DbcStrategy;
import org.gridmarket.core.market.PricingRule;
import org.gridmarket.core.market.ProcessorHourPricing;
import org.gridmarket.core.market.StrategyRegistry;
import org.gridmarket.core.tender.TenderStrategy;

/**
 * The one place that names the live market's mechanisms: its pricing rule and the placement strategies a
 * job may ask for by name. A new mechanism is a core package plus one line here, or, for a strategy kept
 * outside this tree (a test's, a plug-in's), its class named in
 * {@code META-INF/services/org.gridmarket.core.market.PlacementStrategy} on the class path. {@code app/}, the
 * database and the web app name none: they read {@link #strategies()}.
 */
public final class Mechanisms {
    /**
     * Live sites backfill conservatively, so a GRM's guarantee at admission holds (seed 004 §3); jobs of a real
     * cluster (agent mode) that outlive their estimate get their reservation extended until the agent reports.
     */
    public static final SchedulerSettings LIVE_LRMS = SchedulerSettings.of(new ConservativeBackfilling())
            .withOverrunRule(OverrunRule.EXTEND_ESTIMATE);

    /** Live prices are posted per processor-hour. */
    public static final PricingRule LIVE_PRICING = ProcessorHourPricing.INSTANCE;

    /**
     * Seed 004's DBC: OFC (cheapest within the deadline) and OFT (fastest within the budget); seed 003's
     * tender; seed 002's federation queue.
     */
    private static final StrategyRegistry STRATEGIES = StrategyRegistry.of(withInstalled(DbcStrategy.OFC,
            DbcStrategy.OFT, TenderStrategy.INSTANCE, QueueStrategy.INSTANCE));

    private Mechanisms() {
    }

    /**
     * Gives {@code market} the live federation queue (seed 002, for strategies that wait in it), placing its head
     * jobs by the allocation method named {@code methodName} (BF, FF, SI, TI, AI, AI2, TAI, TAI2; an unknown name
     * throws); queued budgets are held towards {@code holdingAccountId}.
     */
    public static WaitingQueue federationQueue(Marketplace market, String methodName, Timeline timeline,
                                               long holdingAccountId) {
        AllocationMethod method = AllocationMethods.byName(methodName);
        return market.useQueue((queued, bank, accounts, listener) -> new FederationQueue(queued, method, timeline,
                bank, accounts, holdingAccountId, listener));
    }

    /**
     * {@code builtIn}, then the strategies installed through {@link ServiceLoader} (each a public class with a
     * public no-argument constructor), ordered by name so that the registry's order never depends on the class
     * path's.
     */
    private static List<PlacementStrategy> withInstalled(PlacementStrategy... builtIn) {
        List<PlacementStrategy> installed = new ArrayList<>();
        ServiceLoader.load(PlacementStrategy.class, Mechanisms.class.getClassLoader()).forEach(installed::add);
        installed.sort(Comparator.comparing(PlacementStrategy::name));
        List<PlacementStrategy> all = new ArrayList<>(List.of(builtIn));
        all.addAll(installed);
        return all;
    }

    /** The strategies a live job may name. */
    public static StrategyRegistry strategies() {
        return STRATEGIES;
    }
}
