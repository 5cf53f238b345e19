package org.gridmarket.agent;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A market in memory for the agent's tests (a test double, not a mock): it holds jobs in the market's states,
 * moves them as the contract of issue 33 says (started → RUNNING, finished → COMPLETED, failed → FAILED, a report
 * on an ended job → job-final) and records everything the agent told it.
 */
final class InMemoryMarket implements MarketClient {
    private final Map<Long, MarketJob> jobs = new LinkedHashMap<>();
    private final Map<Long, String> scripts = new LinkedHashMap<>();
    private final Map<Long, String> outputs = new LinkedHashMap<>();
    private final List<Event> events = new ArrayList<>();
    private double timeScale = 1.0;
    private int heartbeats;

    /** A job placed at the site and accepted, with its script (null for none). */
    synchronized void assign(long jobId, int processors, long runtimeSeconds, String script) {
        jobs.put(jobId, new MarketJob(jobId, "ACCEPTED", processors, runtimeSeconds, script != null));
        if (script != null) {
            scripts.put(jobId, script);
        }
    }

    /** The user cancels the job in the market. */
    synchronized void cancel(long jobId) {
        move(jobId, "CANCELLED");
    }

    synchronized void timeScale(double scale) {
        timeScale = scale;
    }

    synchronized List<Event> events(long jobId) {
        return events.stream().filter(e -> e.jobId() == jobId).toList();
    }

    synchronized Optional<String> output(long jobId) {
        return Optional.ofNullable(outputs.get(jobId));
    }

    synchronized String state(long jobId) {
        return jobs.get(jobId).state();
    }

    synchronized int heartbeats() {
        return heartbeats;
    }

    @Override
    public synchronized Heartbeat heartbeat() {
        heartbeats++;
        return new Heartbeat(timeScale, 3, Instant.now());
    }

    @Override
    public synchronized List<MarketJob> assignments() {
        return jobs.values().stream().filter(j -> j.state().equals("ACCEPTED") || j.state().equals("RUNNING"))
                .toList();
    }

    @Override
    public synchronized MarketJob job(long jobId) {
        return jobs.get(jobId);
    }

    @Override
    public synchronized Optional<String> script(long jobId) {
        return Optional.ofNullable(scripts.get(jobId));
    }

    @Override
    public synchronized void uploadOutput(long jobId, String output) {
        outputs.put(jobId, output);
    }

    @Override
    public synchronized Delivery report(Event event) {
        String state = jobs.get(event.jobId()).state();
        if (!state.equals("ACCEPTED") && !state.equals("RUNNING")) {
            return Delivery.JOB_FINAL;
        }
        events.add(event);
        switch (event.type()) {
            case "started" -> move(event.jobId(), "RUNNING");
            case "finished" -> move(event.jobId(), "COMPLETED");
            default -> move(event.jobId(), "FAILED");
        }
        return Delivery.RECORDED;
    }

    private void move(long jobId, String state) {
        MarketJob job = jobs.get(jobId);
        jobs.put(jobId, new MarketJob(jobId, state, job.processors(), job.runtimeSeconds(), job.hasScript()));
    }
}
