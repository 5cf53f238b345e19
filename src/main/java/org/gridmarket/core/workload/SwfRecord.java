package org.gridmarket.core.workload;

/**
 * One line of a Standard Workload Format file: the 18 fields of the Parallel Workloads Archive standard, in
 * file order, with -1 meaning "unknown" as the standard prescribes. Times are seconds.
 */
public record SwfRecord(
        long jobNumber,
        long submitSeconds,
        long waitSeconds,
        long runtimeSeconds,
        int allocatedProcessors,
        double averageCpuSeconds,
        double usedMemoryKilobytes,
        int requestedProcessors,
        long requestedSeconds,
        double requestedMemoryKilobytes,
        int status,
        int userId,
        int groupId,
        int executableNumber,
        int queueNumber,
        int partitionNumber,
        long precedingJobNumber,
        long thinkTimeSeconds) {

    /** Number of whitespace-separated fields on a data line. */
    public static final int FIELD_COUNT = 18;

    /** SWF status 0: the job failed. */
    public static final int STATUS_FAILED = 0;

    /** SWF status 5: the job was cancelled (before or while running). */
    public static final int STATUS_CANCELLED = 5;

    /** Processors the job really held: allocated when recorded, requested otherwise, -1 when neither. */
    public int effectiveProcessors() {
        return allocatedProcessors > 0 ? allocatedProcessors : requestedProcessors;
    }
}
