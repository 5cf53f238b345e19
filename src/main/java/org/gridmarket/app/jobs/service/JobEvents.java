package org.gridmarket.app.jobs.service;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import io.smallrye.mutiny.Multi;
import io.smallrye.mutiny.operators.multi.processors.BroadcastProcessor;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.gridmarket.app.platform.SqlBatch;

/**
 * Job status changes for the browser (server-sent events). The engine queues an event when it records a
 * change and publishes the turn's events only after its transaction commits, so nobody hears of a change
 * that could still be rolled back.
 *
 * <p>Replicas (issue 34): the leader's turn also sends its events as PostgreSQL notifications on
 * {@value #CHANNEL} ({@link #notifyIn}), which PostgreSQL delivers to every listening session only when the turn
 * commits; each replica's {@link JobEventRelay} hands the other replicas' events to its own streams
 * ({@link #relay}), so a browser connected to any replica hears every change.
 */
@ApplicationScoped
public class JobEvents {
    /** Events kept for a slow listener before its stream fails (it can reconnect and re-read its jobs). */
    private static final int BUFFERED_EVENTS = 1_024;
    /** The notification channel the leader's events go out on. */
    public static final String CHANNEL = "gridmarket_job_events";
    /** A notification's payload stays under PostgreSQL's 8,000-byte limit. */
    private static final int PAYLOAD_BYTES = 7_000;
    /** An event's free text longer than this is cut in notifications. */
    private static final int DETAIL_CHARS = 1_000;
    private static final ObjectMapper JSON = new ObjectMapper();
    private final Object publishing = new Object();
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
        synchronized (publishing) {
            for (JobEvent event : pending) {
                processor.onNext(event);
            }
        }
        pending.clear();
    }

    /** Another replica's committed events, heard by this replica's {@link JobEventRelay}. */
    void relay(List<JobEvent> events) {
        synchronized (publishing) {
            events.forEach(processor::onNext);
        }
    }

    /**
     * Engine thread only: adds the pending events to {@code batch} as notifications from {@code origin} (this
     * process), as few as fit: each payload {@code {"origin": ..., "events": [[job, user, state, site, at,
     * detail], ...]}} under {@value #PAYLOAD_BYTES} bytes.
     */
    void notifyIn(SqlBatch batch, String origin) {
        for (String payload : payloads(pending, origin)) {
            batch.query("SELECT pg_notify(?, ?)", (statement, offset) -> {
                statement.setString(offset + 1, CHANNEL);
                statement.setString(offset + 2, payload);
                return offset + 2;
            }, rows -> { });
        }
    }

    /**
     * {@code events} as notification payloads from {@code origin}, as few as fit under {@value #PAYLOAD_BYTES}
     * bytes each: each event is encoded once and the payloads are joined from those encodings.
     */
    static List<String> payloads(List<JobEvent> events, String origin) {
        List<String> payloads = new ArrayList<>();
        String head = JSON.createObjectNode().put("origin", origin).toString();
        String opening = head.substring(0, head.length() - 1) + ",\"events\":[";
        StringBuilder payload = new StringBuilder(opening);
        int bytes = opening.length();
        for (JobEvent event : events) {
            String detail = event.detail() == null || event.detail().length() <= DETAIL_CHARS ? event.detail()
                    : event.detail().substring(0, DETAIL_CHARS);
            ArrayNode encoded = JSON.createArrayNode().add(event.jobId()).add(event.userId()).add(event.state())
                    .add(event.siteId() == null ? null : JSON.getNodeFactory().numberNode(event.siteId()))
                    .add(event.at() == null ? null : event.at().toString())
                    .add(detail);
            String text = encoded.toString();
            int size = text.getBytes(java.nio.charset.StandardCharsets.UTF_8).length + 1;
            if (payload.length() > opening.length() && bytes + size + 2 > PAYLOAD_BYTES) {
                payloads.add(payload.append("]}").toString());
                payload = new StringBuilder(opening);
                bytes = opening.length();
            }
            if (payload.length() > opening.length()) {
                payload.append(',');
            }
            payload.append(text);
            bytes += size;
        }
        if (payload.length() > opening.length()) {
            payloads.add(payload.append("]}").toString());
        }
        return payloads;
    }

    /** The origin and events of a notification {@link #notifyIn} wrote. */
    record Notification(String origin, List<JobEvent> events) {
    }

    static Notification decode(String payload) throws JsonProcessingException {
        JsonNode root = JSON.readTree(payload);
        List<JobEvent> events = new ArrayList<>();
        for (JsonNode event : root.get("events")) {
            events.add(new JobEvent(event.get(0).asLong(), event.get(1).asLong(), event.get(2).asText(),
                    event.get(3).isNull() ? null : event.get(3).asLong(),
                    event.get(4).isNull() ? null : Instant.parse(event.get(4).asText()),
                    event.get(5).isNull() ? null : event.get(5).asText()));
        }
        return new Notification(root.get("origin").asText(), events);
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
