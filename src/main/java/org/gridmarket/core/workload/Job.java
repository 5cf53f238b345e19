package org.gridmarket.core.workload;

/**
 * A rigid parallel job as the core sees it. Immutable; identity and tie-breaks use {@link #id}.
 *
 * <p>{@code runtimeSeconds} and {@code estimateSeconds} are measured on the job's origin site, whose speed is
 * the reference for rescaling to other sites (seed 002 §5.1 speed vector, seed 004 Eq. 2–3 via
 * {@code org.gridmarket.core.lrms.ExecutionTime}). {@code communicationSeconds} is seed 004's α: the part
 * of the origin runtime spent communicating, which scales with interconnect bandwidth, not with MIPS.
 *
 * @param id unique job number (the SWF job number for traces)
 * @param submitSeconds submission time
 * @param processors processors required (rigid)
 * @param runtimeSeconds actual runtime on the origin site, including communication
 * @param estimateSeconds user runtime estimate on the origin site (what schedulers plan with)
 * @param communicationSeconds seed 004 α on the origin site, 0 ≤ α ≤ runtime
 * @param originSite name of the site the job was submitted to
 * @param queue SWF queue number, or -1 when unknown
 * @param partition SWF partition number, or -1 when unknown
 * @param userId SWF user id, or -1 when unknown
 * @param budgetMicroGridDollars budget for market mechanisms, 0 when the job has none
 * @param deadlineSeconds maximum delay after submission (seed 004 d), 0 when the job has none
 * @param strategy seed 004 OFT/OFC choice
 * @param leaseType seed 001 lease type
 */
public record Job(
        long id,
        long submitSeconds,
        int processors,
        long runtimeSeconds,
        long estimateSeconds,
        long communicationSeconds,
        String originSite,
        int queue,
        int partition,
        int userId,
        long budgetMicroGridDollars,
        long deadlineSeconds,
        OptimisationStrategy strategy,
        LeaseType leaseType) {

    public Job {
        if (processors <= 0 || runtimeSeconds <= 0 || estimateSeconds <= 0) {
            throw new IllegalArgumentException("job " + id + " needs positive processors, runtime and estimate");
        }
        if (communicationSeconds < 0 || communicationSeconds > runtimeSeconds) {
            throw new IllegalArgumentException("job " + id + " communication outside [0, runtime]");
        }
    }

    /** The same job under another id (generated workloads renumber jobs merged from several sites). */
    public Job withId(long newId) {
        return toBuilder(newId).build();
    }

    public static Builder builder(long id) {
        return new Builder(id);
    }

    /** A builder holding every field of this job under {@code newId}: change a few, keep the rest. */
    public Builder toBuilder(long newId) {
        return new Builder(newId).submitSeconds(submitSeconds).processors(processors).runtimeSeconds(runtimeSeconds)
                .estimateSeconds(estimateSeconds).communicationSeconds(communicationSeconds).originSite(originSite)
                .queue(queue).partition(partition).userId(userId).budgetMicroGridDollars(budgetMicroGridDollars)
                .deadlineSeconds(deadlineSeconds).strategy(strategy).leaseType(leaseType);
    }

    /** Fluent construction with the defaults of a plain local trace job. */
    public static final class Builder {
        private final long id;
        private long submitSeconds;
        private int processors = 1;
        private long runtimeSeconds = 1;
        private long estimateSeconds = -1;
        private long communicationSeconds;
        private String originSite = "";
        private int queue = -1;
        private int partition = -1;
        private int userId = -1;
        private long budgetMicroGridDollars;
        private long deadlineSeconds;
        private OptimisationStrategy strategy = OptimisationStrategy.NONE;
        private LeaseType leaseType = LeaseType.DEADLINE_CONSTRAINT_NON_PREEMPTABLE;

        private Builder(long id) {
            this.id = id;
        }

        public Builder submitSeconds(long value) { submitSeconds = value; return this; }

        public Builder processors(int value) { processors = value; return this; }

        public Builder runtimeSeconds(long value) { runtimeSeconds = value; return this; }

        /** Defaults to the runtime when never set. */
        public Builder estimateSeconds(long value) { estimateSeconds = value; return this; }

        public Builder communicationSeconds(long value) { communicationSeconds = value; return this; }

        public Builder originSite(String value) { originSite = value; return this; }

        public Builder queue(int value) { queue = value; return this; }

        public Builder partition(int value) { partition = value; return this; }

        public Builder userId(int value) { userId = value; return this; }

        public Builder budgetMicroGridDollars(long value) { budgetMicroGridDollars = value; return this; }

        public Builder deadlineSeconds(long value) { deadlineSeconds = value; return this; }

        public Builder strategy(OptimisationStrategy value) { strategy = value; return this; }

        public Builder leaseType(LeaseType value) { leaseType = value; return this; }

        public Job build() {
            long estimate = estimateSeconds < 0 ? runtimeSeconds : estimateSeconds;
            return new Job(id, submitSeconds, processors, runtimeSeconds, estimate, communicationSeconds,
                    originSite, queue, partition, userId, budgetMicroGridDollars, deadlineSeconds, strategy,
                    leaseType);
        }
    }
}
