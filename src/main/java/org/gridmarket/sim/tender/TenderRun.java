package org.gridmarket.sim.tender;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.core.tender.Allocation;
import org.gridmarket.core.tender.Award;
import org.gridmarket.core.tender.ContractNet;
import org.gridmarket.core.tender.PriceIndexedMachines;
import org.gridmarket.core.tender.RoundRobin;
import org.gridmarket.core.tender.TenderCluster;
import org.gridmarket.core.tender.TenderTask;
import org.gridmarket.core.tender.TenderWorkload.Arrival;

/**
 * One simulation of seed 003 §5.2–5.3: one series on one list of arrivals, on fresh clusters.
 * <ol>
 *   <li>Events in time order: a background task at its arrival goes to its cluster as early as possible, never
 *       refused; external tasks wait for the end of their round [kΔ, (k + 1)Δ) and are announced together at
 *       (k + 1)Δ (Δ = 0: each alone at its arrival). A round ending at an arrival's instant is announced first.</li>
 *   <li>Before each event every cluster {@linkplain TenderCluster#advance forgets} the past.</li>
 *   <li>Measures cover [10, 90): the externals arriving in it, and the work every allocation does in it.</li>
 * </ol>
 * Cost: O(tasks × the core's cost per placement).
 */
final class TenderRun {

    /** §5.2: 10 clusters × 10 machines × 400 MIPS, 6–8 G$ per machine-second. */
    static final int CLUSTERS = 10;
    static final int MACHINES = 10;
    static final double MIPS_PER_MACHINE = 400;
    static final double MIN_PRICE_PER_SECOND = 6;
    static final double MAX_PRICE_PER_SECOND = 8;
    /** §5.3: "During the first and last 10 time units no measurements are made." */
    static final double MEASURED_FROM = 10;
    static final double MEASURED_TO = 90;

    private final Series series;
    private final double round;
    private final List<TenderCluster> clusters = new ArrayList<>(CLUSTERS);
    private final RoundRobin roundRobin;
    private final List<Allocation> backgroundAllocations = new ArrayList<>();
    private final List<Allocation> externalAllocations = new ArrayList<>();
    private final List<Award> measuredAwards = new ArrayList<>();

    private TenderRun(Series series, double round) {
        this.series = series;
        this.round = round;
        for (int id = 0; id < CLUSTERS; id++) {
            clusters.add(new TenderCluster(id, new PriceIndexedMachines(MACHINES, MIPS_PER_MACHINE,
                    MIN_PRICE_PER_SECOND, MAX_PRICE_PER_SECOND)));
        }
        roundRobin = series == Series.RR || series == Series.RR_ANY
                ? new RoundRobin(clusters, series == Series.RR_ANY) : null;
    }

    /** Runs {@code series} on {@code arrivals} (in arrival order) with rounds of {@code round} time units. */
    static TenderRunMeasures run(List<Arrival> arrivals, Series series, double round) {
        TenderRun run = new TenderRun(series, round);
        run.replay(arrivals);
        return run.metrics();
    }

    private void replay(List<Arrival> arrivals) {
        List<TenderTask> pending = new ArrayList<>();
        double roundEnd = 0;
        for (Arrival arrival : arrivals) {
            TenderTask task = arrival.task();
            double now = task.arrival();
            if (!pending.isEmpty() && roundEnd <= now) {
                announce(pending, roundEnd);
            }
            if (arrival.background()) {
                advance(now);
                backgroundAllocations.add(clusters.get(arrival.backgroundCluster()).runBackground(task, now));
                continue;
            }
            if (round == 0) {
                pending.add(task);
                announce(pending, now);
                continue;
            }
            if (pending.isEmpty()) {
                roundEnd = (Math.floor(now / round) + 1) * round;
                if (roundEnd <= now) {
                    roundEnd += round; // now / round rounded up to a whole number
                }
            }
            pending.add(task);
        }
        if (!pending.isEmpty()) {
            announce(pending, roundEnd);
        }
    }

    /** Tenders (or round-robins) {@code tasks} at {@code now} in FIFO order, then empties the list. */
    private void announce(List<TenderTask> tasks, double now) {
        advance(now);
        List<Award> awards = switch (series) {
            case ECO1 -> ContractNet.scenario1(clusters, List.copyOf(tasks), now);
            case ECO2 -> ContractNet.scenario2(clusters, List.copyOf(tasks), now);
            case RR, RR_ANY -> tasks.stream().map(task -> roundRobin.place(task, now)).toList();
        };
        if (awards.size() != tasks.size()) {
            throw new IllegalStateException(series.label() + " answered " + awards.size() + " awards for "
                    + tasks.size() + " tasks at " + now);
        }
        for (Award award : awards) {
            if (award.placed()) {
                externalAllocations.add(award.allocation());
            }
            if (measured(award.task().arrival())) {
                measuredAwards.add(award);
            }
        }
        tasks.clear();
    }

    private void advance(double now) {
        clusters.forEach(cluster -> cluster.advance(now));
    }

    private static boolean measured(double arrival) {
        return arrival >= MEASURED_FROM && arrival < MEASURED_TO;
    }

    private TenderRunMeasures metrics() {
        double capacityWork = CLUSTERS * MACHINES * MIPS_PER_MACHINE * (MEASURED_TO - MEASURED_FROM);
        double backgroundWork = work(backgroundAllocations);
        double externalWork = work(externalAllocations);
        int submitted = measuredAwards.size();
        int scheduled = 0;
        double cost = 0;
        double utility = 0;
        double penalty = 0;
        double tardiness = 0;
        for (Award award : measuredAwards) {
            if (award.placed()) {
                scheduled++;
                cost += award.bid().cost();
                utility += award.bid().utility();
                penalty += award.bid().penalty();
                tardiness += award.bid().tardiness();
            } else {
                penalty += award.task().budget();
            }
        }
        Map<TenderMeasure, Double> values = new EnumMap<>(TenderMeasure.class);
        values.put(TenderMeasure.LOAD, 100 * (backgroundWork + externalWork) / capacityWork);
        values.put(TenderMeasure.BACKGROUND_LOAD, 100 * backgroundWork / capacityWork);
        values.put(TenderMeasure.REJECTED, average(100.0 * (submitted - scheduled), submitted));
        values.put(TenderMeasure.COST, average(cost, scheduled));
        values.put(TenderMeasure.UTILITY, average(utility, submitted));
        values.put(TenderMeasure.PENALTY, average(penalty, submitted));
        values.put(TenderMeasure.TARDINESS, average(tardiness, scheduled));
        return new TenderRunMeasures(values, submitted);
    }

    private static double work(List<Allocation> allocations) {
        return allocations.stream().mapToDouble(allocation -> allocation.workBetween(MEASURED_FROM, MEASURED_TO))
                .sum();
    }

    private static double average(double total, int count) {
        return count == 0 ? Double.NaN : total / count;
    }
}
