package org.gridmarket.app.jobs.service;

import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.operators.multi.processors.BroadcastProcessor;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Job status changes for the browser (server-sent events). The engine queues an event when it records a
 * change and publishes the turn's events only after its transaction commits, so nobody hears of a change
 * that could still be rolled back.
 */
@ApplicationScoped
public class JobEvents {
    /** Events kept for a slow listener before its stream fails (it can reconnect and re-read its jobs). */
    private static final int BUFFERED_EVENTS = 1_024;
    private final BroadcastProcessor<JobEvent> processor = BroadcastProcessor.create();
    private final List<JobEvent> pending = new ArrayList<>();
    private final AtomicInteger listeners = new AtomicInteger();

    /** One status change. {@code at} is model time. */
    public record JobEvent(long jobId, long userId, String state, Long siteId, Instant at, String detail) {
    }

    /** Engine thread only. */
    void queue(JobEvent event) {
        pending.add(event);
    }

    /** Engine thread only: after a commit. */
    void publishPending() {
        for (JobEvent event : pending) {
            processor.onNext(event);
        }
        pending.clear();
    }

    /** Engine thread only: after a rollback. */
    void discardPending() {
        pending.clear();
    }

    /** Engine thread only: how many events wait for the commit (a mark for {@link #discardPendingFrom}). */
    int pendingCount() {
        return pending.size();
    }

    /** Engine thread only: forgets the events queued since {@code mark} (a command whose writes were dropped). */
    void discardPendingFrom(int mark) {
        pending.subList(mark, pending.size()).clear();
    }

    /** The events of {@code userId}'s jobs, or of every job for {@code all}. */
    public Multi<JobEvent> stream(long userId, boolean all) {
        return processor.onOverflow().buffer(BUFFERED_EVENTS).filter(event -> all || event.userId() == userId)
                .onSubscription().invoke(listeners::incrementAndGet)
                .onTermination().invoke(listeners::decrementAndGet);
    }

    /**
     * How many streams hear events now. A stream hears only what is published after it subscribed, which can be
     * a moment after its response's headers were sent.
     */
    public int listeners() {
        return listeners.get();
    }
}
