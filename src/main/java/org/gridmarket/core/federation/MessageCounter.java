package org.gridmarket.core.federation;

import java.util.EnumMap;
import java.util.HashMap;
import java.util.Map;

/**
 * Seed 004 §4.5–4.6 message accounting. Every message of the superscheduling protocol travels between a
 * job's origin GFA and a remote GFA; it counts once for the job, as a <em>local</em> message at the origin
 * (scheduling its own job) and as a <em>remote</em> message at the other GFA. Scheduling on the origin's
 * own site costs no message. Directory queries are counted apart, at ⌈log₂ n⌉ messages each (§3: the
 * directory answers in O(log n) messages), because the paper's figures count only the protocol's own.
 */
public final class MessageCounter {

    /** The protocol's message types (§4.5). */
    public enum Kind { NEGOTIATE, REPLY, JOB_SUBMISSION, JOB_COMPLETION }

    private final Map<Long, long[]> perAgent = new HashMap<>();
    private final Map<Long, Long> perJob = new HashMap<>();
    private final Map<Kind, Long> byKind = new EnumMap<>(Kind.class);
    private long directoryMessages;

    /** Counts one protocol message about {@code jobId} between its origin and a remote GFA. */
    public void message(Kind kind, long jobId, long originAgent, long remoteAgent) {
        if (originAgent == remoteAgent) {
            throw new IllegalArgumentException("a GFA does not message itself about job " + jobId);
        }
        agent(originAgent)[0]++;
        agent(remoteAgent)[1]++;
        perJob.merge(jobId, 1L, Long::sum);
        byKind.merge(kind, 1L, Long::sum);
    }

    /** Counts one directory query among {@code agents} GFAs: ⌈log₂ n⌉ messages, at least 1. */
    public void directoryQuery(int agents) {
        directoryMessages += Math.max(1, 64 - Long.numberOfLeadingZeros(Math.max(1, agents - 1)));
    }

    /** Messages sent and received by {@code agent} to schedule its own jobs. */
    public long localMessages(long agent) {
        return agent(agent)[0];
    }

    /** Messages sent and received by {@code agent} to schedule other GFAs' jobs. */
    public long remoteMessages(long agent) {
        return agent(agent)[1];
    }

    /** Protocol messages about {@code jobId} (0 for a job placed on its own site at once). */
    public long jobMessages(long jobId) {
        return perJob.getOrDefault(jobId, 0L);
    }

    /**
     * Drops the count of {@code jobId}, which is final: a long-running federation (the live engine) would
     * otherwise keep one entry per job it ever placed. The totals keep its messages.
     */
    public void forgetJob(long jobId) {
        perJob.remove(jobId);
    }

    public long messages(Kind kind) {
        return byKind.getOrDefault(kind, 0L);
    }

    public long totalMessages() {
        return byKind.values().stream().mapToLong(Long::longValue).sum();
    }

    public long directoryMessages() {
        return directoryMessages;
    }

    private long[] agent(long agent) {
        return perAgent.computeIfAbsent(agent, id -> new long[2]);
    }
}
