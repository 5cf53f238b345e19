package org.gridmarket.core.workload;

import java.util.Set;

/**
 * Which trace records become jobs. Checks run in a fixed order (never ran / cancelled, queue, partition,
 * window) and a record is counted under the first reason that drops it.
 *
 * @param cancelledJobRule which cancelled or failed records to drop
 * @param queues queue numbers to keep; empty keeps all (seed 002 §5.1 models each SDSC-SP2 queue as a site)
 * @param partitions partition numbers to keep; empty keeps all
 * @param windowStartSeconds window start, as an offset from the first record's submit time
 * @param windowLengthSeconds window length; {@link Long#MAX_VALUE} means no window (seed 004 §4.1: 2 days)
 */
public record TraceFilter(
        CancelledJobRule cancelledJobRule,
        Set<Integer> queues,
        Set<Integer> partitions,
        long windowStartSeconds,
        long windowLengthSeconds) {

    public static final long NO_WINDOW = Long.MAX_VALUE;

    public TraceFilter {
        queues = Set.copyOf(queues);
        partitions = Set.copyOf(partitions);
        if (windowStartSeconds < 0 || windowLengthSeconds <= 0) {
            throw new IllegalArgumentException("window must start at ≥ 0 and have positive length");
        }
    }

    /** Keeps every record that ran. */
    public static TraceFilter keepAllThatRan() {
        return new TraceFilter(CancelledJobRule.DROP_NEVER_RAN, Set.of(), Set.of(), 0, NO_WINDOW);
    }

    public TraceFilter withQueues(Set<Integer> selectedQueues) {
        return new TraceFilter(cancelledJobRule, selectedQueues, partitions, windowStartSeconds,
                windowLengthSeconds);
    }

    public TraceFilter withWindow(long startSeconds, long lengthSeconds) {
        return new TraceFilter(cancelledJobRule, queues, partitions, startSeconds, lengthSeconds);
    }

    public TraceFilter withCancelledJobRule(CancelledJobRule rule) {
        return new TraceFilter(rule, queues, partitions, windowStartSeconds, windowLengthSeconds);
    }

    /**
     * True when the window drops records: then it is anchored at the first submission over all records, which
     * is known only after the whole trace is read. Without a window, {@link #reasonToDrop(SwfRecord, long)}
     * ignores its anchor as long as it is not after the record's submission.
     */
    public boolean hasWindow() {
        return windowStartSeconds != 0 || windowLengthSeconds != NO_WINDOW;
    }

    /** Why the record is dropped, or null when it is kept; {@code firstSubmitSeconds} anchors the window. */
    public DropReason reasonToDrop(SwfRecord record, long firstSubmitSeconds) {
        DropReason cancelled = cancelledJobRule.reasonToDrop(record);
        if (cancelled != null) {
            return cancelled;
        }
        if (!queues.isEmpty() && !queues.contains(record.queueNumber())) {
            return DropReason.OTHER_QUEUE;
        }
        if (!partitions.isEmpty() && !partitions.contains(record.partitionNumber())) {
            return DropReason.OTHER_PARTITION;
        }
        return insideWindow(record.submitSeconds() - firstSubmitSeconds) ? null : DropReason.OUTSIDE_WINDOW;
    }

    private boolean insideWindow(long offsetSeconds) {
        return offsetSeconds >= windowStartSeconds
                && (windowLengthSeconds == NO_WINDOW || offsetSeconds - windowStartSeconds < windowLengthSeconds);
    }
}
