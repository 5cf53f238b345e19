package org.gridmarket.core.tender;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Seed 003 Table 1 and §4: the tender/contract-net protocol. For a task its GRB
 * <ol>
 *   <li>announces (O, C) to every GSP still willing (steps 2.1–2.2; each answers with its bid at the GRB's
 *       best completion, {@link GridResourceBroker#bestBid});</li>
 *   <li>picks the bid of highest utility U*, ties to the lower cluster id (steps 3.1–3.2);</li>
 *   <li>rejects the task if U* &lt; 0 (step 3.3), else awards the contract to that GSP;</li>
 *   <li>on acceptance the GSP's LS commits the task (step 4); on refusal the GRB goes back to 1 without that
 *       GSP (§4: "awards the contract to the second best GSP").</li>
 * </ol>
 * §5.2 runs it in two scenarios: {@link #scenario1} (one GRB, tasks one at a time, every award accepted) and
 * {@link #scenario2} (one GRB per task, all awarding at once). Each round costs |tasks| × |clusters| bids.
 */
public final class ContractNet {

    /** A GSP prefers the award paying it most (highest c(C*)), then the earlier arrival, then the lower id. */
    private static final Comparator<Pending> GSP_PREFERENCE = Comparator
            .comparingDouble((Pending pending) -> pending.bid.cost()).reversed()
            .thenComparingDouble(pending -> pending.task.arrival())
            .thenComparingLong(pending -> pending.task.id());

    private ContractNet() {
    }

    /**
     * §5.2 Scenario 1: one GRB takes the tasks one at a time in the given (FIFO) order; the GSP it awards has
     * just bid on its current load, so it accepts. Returns one award per task, in order.
     */
    public static List<Award> scenario1(List<TenderCluster> clusters, List<TenderTask> tasksFifo, double now) {
        List<Award> awards = new ArrayList<>(tasksFifo.size());
        for (TenderTask task : tasksFifo) {
            Bid best = bestBid(clusters, task, now, Set.of());
            if (best == null || !best.acceptable()) {
                awards.add(Award.rejected(task, 0));
            } else {
                Allocation allocation = cluster(clusters, best.clusterId()).commit(task, best.completion(), now);
                awards.add(new Award(task, best, allocation, 0));
            }
        }
        return awards;
    }

    /**
     * §5.2 Scenario 2: one GRB per task, all announcing and awarding at once. Per round:
     * <ol>
     *   <li>each open GRB collects current bids from the GSPs that have not refused it and rejects its task
     *       when none has U* ≥ 0, else awards its best;</li>
     *   <li>each GSP accepts the award paying it most (highest c(C*); ties: earlier arrival, lower task id),
     *       commits it, and refuses the rest;</li>
     *   <li>refused GRBs stay open for the next round.</li>
     * </ol>
     * Every round places a task or removes a GSP from a GRB's list, so it ends within |tasks|·|clusters|
     * rounds. Returns one award per task, in the given order.
     */
    public static List<Award> scenario2(List<TenderCluster> clusters, List<TenderTask> tasks, double now) {
        Award[] awards = new Award[tasks.size()];
        List<Set<Integer>> refusedBy = new ArrayList<>();
        tasks.forEach(task -> refusedBy.add(new HashSet<>()));
        List<Integer> open = new ArrayList<>();
        for (int index = 0; index < tasks.size(); index++) {
            open.add(index);
        }
        while (!open.isEmpty()) {
            Map<Integer, List<Pending>> awardsByCluster = announce(clusters, tasks, open, refusedBy, awards, now);
            open = accept(clusters, awardsByCluster, refusedBy, awards, now);
        }
        return List.of(awards);
    }

    /** Scenario 2, step 1: the open GRBs' awards by cluster id (ascending); rejected tasks get their award. */
    private static Map<Integer, List<Pending>> announce(List<TenderCluster> clusters, List<TenderTask> tasks,
                                                        List<Integer> open, List<Set<Integer>> refusedBy,
                                                        Award[] awards, double now) {
        Map<Integer, List<Pending>> awardsByCluster = new TreeMap<>();
        for (int index : open) {
            TenderTask task = tasks.get(index);
            Bid best = bestBid(clusters, task, now, refusedBy.get(index));
            if (best == null || !best.acceptable()) {
                awards[index] = Award.rejected(task, refusedBy.get(index).size());
            } else {
                awardsByCluster.computeIfAbsent(best.clusterId(), id -> new ArrayList<>())
                        .add(new Pending(index, task, best));
            }
        }
        return awardsByCluster;
    }

    /** Scenario 2, steps 2–3: each GSP accepts one award; returns the refused GRBs, in task order. */
    private static List<Integer> accept(List<TenderCluster> clusters, Map<Integer, List<Pending>> awardsByCluster,
                                        List<Set<Integer>> refusedBy, Award[] awards, double now) {
        List<Integer> refused = new ArrayList<>();
        for (Map.Entry<Integer, List<Pending>> entry : awardsByCluster.entrySet()) {
            List<Pending> pending = entry.getValue();
            pending.sort(GSP_PREFERENCE);
            Pending winner = pending.get(0);
            TenderCluster cluster = cluster(clusters, entry.getKey());
            Allocation allocation = cluster.commit(winner.task, winner.bid.completion(), now);
            awards[winner.index] = new Award(winner.task, winner.bid, allocation,
                    refusedBy.get(winner.index).size());
            for (Pending loser : pending.subList(1, pending.size())) {
                refusedBy.get(loser.index).add(entry.getKey());
                refused.add(loser.index);
            }
        }
        refused.sort(Comparator.naturalOrder());
        return refused;
    }

    /** Steps 3.1–3.2 ({@link AwardRule}): the most utility first, ties to the lower cluster id. */
    private static final Comparator<Bid> BEST_FIRST = AwardRule.bestFirst(Comparator.comparingDouble(Bid::utility),
            Bid::clusterId);

    /** Steps 2–3.2: the best bid ({@link #BEST_FIRST}) among the clusters not excluded. */
    private static Bid bestBid(List<TenderCluster> clusters, TenderTask task, double now, Set<Integer> excluded) {
        Bid best = null;
        for (TenderCluster cluster : clusters) {
            if (excluded.contains(cluster.id())) {
                continue;
            }
            Bid bid = GridResourceBroker.bestBid(task, cluster, now);
            if (bid != null && (best == null || BEST_FIRST.compare(bid, best) < 0)) {
                best = bid;
            }
        }
        return best;
    }

    private static TenderCluster cluster(List<TenderCluster> clusters, int id) {
        for (TenderCluster cluster : clusters) {
            if (cluster.id() == id) {
                return cluster;
            }
        }
        throw new IllegalArgumentException("no cluster " + id);
    }

    private record Pending(int index, TenderTask task, Bid bid) {
    }
}
