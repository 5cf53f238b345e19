package org.gridmarket.app.experiments.persistence;

import java.time.Instant;
import java.util.Map;

/**
 * One run as its {@code run.json} holds it. Records never change: each transition makes a new one, written over
 * the file whole (see {@link RunDirectory#save}). {@code options} are the experiment's own options as the request
 * gave them (for a replay: {@code policy}, {@code processors}, {@code name}, {@code trace}).
 */
public record RunRecord(long id, String experiment, boolean quick, Long seed, Map<String, String> options,
                        RunState state, double progress, Instant queuedAt, Instant startedAt, Instant endedAt,
                        String failure, String requestedBy, String version) {

    public RunRecord {
        options = Map.copyOf(options);
        if (progress < 0 || progress > 1 || Double.isNaN(progress)) {
            throw new IllegalArgumentException("progress must be in [0, 1], got " + progress);
        }
    }

    public static RunRecord queued(long id, String experiment, boolean quick, Long seed, Map<String, String> options,
            String requestedBy, String version, Instant now) {
        return new RunRecord(id, experiment, quick, seed, options, RunState.QUEUED, 0, now, null, null, null,
                requestedBy, version);
    }

    public RunRecord markRunning(Instant now) {
        requireState(RunState.QUEUED);
        return new RunRecord(id, experiment, quick, seed, options, RunState.RUNNING, 0, queuedAt, now, null, null,
                requestedBy, version);
    }

    public RunRecord withProgress(double fraction) {
        requireState(RunState.RUNNING);
        double bounded = Math.max(progress, Math.min(1, Math.max(0, fraction)));
        return new RunRecord(id, experiment, quick, seed, options, state, bounded, queuedAt, startedAt, null, null,
                requestedBy, version);
    }

    public RunRecord markDone(Instant now) {
        requireState(RunState.RUNNING);
        return ended(RunState.DONE, 1, now, null);
    }

    public RunRecord markFailed(Instant now, String why) {
        return ended(RunState.FAILED, progress, now, why);
    }

    public RunRecord markCancelled(Instant now) {
        return ended(RunState.CANCELLED, progress, now, null);
    }

    private RunRecord ended(RunState to, double fraction, Instant now, String why) {
        if (state.ended()) {
            throw new IllegalStateException("run " + id + " has ended already (" + state + ")");
        }
        return new RunRecord(id, experiment, quick, seed, options, to, fraction, queuedAt, startedAt, now, why,
                requestedBy, version);
    }

    private void requireState(RunState expected) {
        if (state != expected) {
            throw new IllegalStateException("run " + id + " is " + state + ", not " + expected);
        }
    }
}
