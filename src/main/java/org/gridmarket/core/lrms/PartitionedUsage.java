package org.gridmarket.core.lrms;

import java.util.EnumMap;
import java.util.Map;
import org.gridmarket.core.lrms.PartitionedScheduler.Partition;

/**
 * Processor-seconds run by each partition's jobs (own and borrowed processors alike), integrated as jobs start
 * and end: what EbMf measures as the local load of an interval (seed 000 §4.2, Algorithm 1 lines 6 and 18).
 * O(1) per change.
 */
final class PartitionedUsage {

    private final Map<Partition, Long> settledProcessorSeconds = new EnumMap<>(Partition.class);
    private final Map<Partition, Integer> busyProcessors = new EnumMap<>(Partition.class);
    private long settledAtSeconds;

    PartitionedUsage(long originSeconds) {
        settledAtSeconds = originSeconds;
        for (Partition partition : Partition.values()) {
            settledProcessorSeconds.put(partition, 0L);
            busyProcessors.put(partition, 0);
        }
    }

    void started(Partition partition, int processors, long nowSeconds) {
        settle(nowSeconds);
        busyProcessors.merge(partition, processors, Integer::sum);
    }

    void ended(Partition partition, int processors, long nowSeconds) {
        settle(nowSeconds);
        busyProcessors.merge(partition, -processors, Integer::sum);
    }

    long processorSeconds(Partition partition, long nowSeconds) {
        settle(nowSeconds);
        return settledProcessorSeconds.get(partition);
    }

    private void settle(long nowSeconds) {
        long elapsed = nowSeconds - settledAtSeconds;
        for (Partition partition : Partition.values()) {
            settledProcessorSeconds.merge(partition, Math.multiplyExact(elapsed, busyProcessors.get(partition)),
                    Math::addExact);
        }
        settledAtSeconds = nowSeconds;
    }
}
