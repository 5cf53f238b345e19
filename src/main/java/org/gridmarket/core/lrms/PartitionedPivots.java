package org.gridmarket.core.lrms;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.gridmarket.core.lrms.PartitionedScheduler.Partition;

/**
 * The pivots of a {@link PartitionedScheduler} (jobs holding a reservation, seed 000 §4.2): in the order they
 * became pivots, counted per partition, and indexed by planned start, so that a scheduling cycle finds the
 * pivots due now without walking every reservation (under conservative backfilling, CbM, every queued job is a
 * pivot, and nearly every cycle has none or one due). Ties of planned start keep the order the pivots were made
 * in, the order a walk over them would have met them.
 *
 * <p>Costs, with P pivots: {@link #add}, {@link #remove}, {@link #replanned}, {@link #pollDue} O(log P);
 * {@link #inOrder} O(P) (a copy); {@link #count}, {@link #size} O(1).
 */
final class PartitionedPivots {

    /** A pivot's place in the index: its planned start, then the order it became a pivot. */
    private record Key(long startSeconds, long sequence) implements Comparable<Key> {
        @Override
        public int compareTo(Key other) {
            int byStart = Long.compare(startSeconds, other.startSeconds);
            return byStart != 0 ? byStart : Long.compare(sequence, other.sequence);
        }
    }

    private final Map<Long, SiteJob> inOrder = new LinkedHashMap<>();
    private final Map<Long, Key> keys = new HashMap<>();
    private final Map<Long, Partition> partitions = new HashMap<>();
    private final TreeMap<Key, SiteJob> byStart = new TreeMap<>();
    private final int[] count = new int[Partition.values().length];
    private long nextSequence;

    /** Makes {@code job}, already reserved, a pivot of {@code partition}, after every current one. */
    void add(SiteJob job, Partition partition) {
        Key key = new Key(job.plannedStartSeconds(), nextSequence++);
        inOrder.put(job.id(), job);
        keys.put(job.id(), key);
        partitions.put(job.id(), partition);
        byStart.put(key, job);
        count[partition.ordinal()]++;
    }

    /** Forgets a pivot (it starts). */
    void remove(SiteJob job) {
        Key key = keys.remove(job.id());
        inOrder.remove(job.id());
        byStart.remove(key);
        count[partitions.remove(job.id()).ordinal()]--;
    }

    /** Re-indexes a pivot whose planned start changed; it keeps its place in the order. */
    void replanned(SiteJob job) {
        Key old = keys.get(job.id());
        if (old.startSeconds() != job.plannedStartSeconds()) {
            Key key = new Key(job.plannedStartSeconds(), old.sequence());
            byStart.remove(old);
            byStart.put(key, job);
            keys.put(job.id(), key);
        }
    }

    /**
     * The first pivot, in the order they were made, planned to start at {@code nowSeconds}, removed; null when
     * none is. A pivot planned before now missed its start: an error of the scheduler.
     */
    SiteJob pollDue(long nowSeconds) {
        if (byStart.isEmpty() || byStart.firstKey().startSeconds() > nowSeconds) {
            return null;
        }
        SiteJob pivot = byStart.firstEntry().getValue();
        if (pivot.plannedStartSeconds() < nowSeconds) {
            throw new IllegalStateException("pivot missed its start: " + pivot + " at " + nowSeconds);
        }
        remove(pivot);
        return pivot;
    }

    /** The pivots in the order they became pivots, as a copy the caller may walk while removing. */
    List<SiteJob> inOrder() {
        return new ArrayList<>(inOrder.values());
    }

    /** A read-only view of the pivots in the order they became pivots. */
    Collection<SiteJob> view() {
        return Collections.unmodifiableCollection(inOrder.values());
    }

    int count(Partition partition) {
        return count[partition.ordinal()];
    }

    int size() {
        return inOrder.size();
    }
}
