package org.gridmarket.app.experiments.service;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.gridmarket.app.experiments.persistence.RunRecord;
import org.gridmarket.app.experiments.persistence.RunState;

/**
 * A run as the API shows it: the record, an estimate of the time left and, in full views, the run's summary and
 * files. {@code summary} and {@code files} are left out of event-stream and comparison views (null, not sent).
 */
@JsonInclude(JsonInclude.Include.NON_ABSENT)
public record RunView(long id, String experiment, boolean quick, Long seed, Map<String, String> options,
                      RunState state, double progress, Long etaSeconds, Instant queuedAt, Instant startedAt,
                      Instant endedAt, String failure, String requestedBy, String version, JsonNode summary,
                      List<FileView> files) {

    // Written even when null (the API's shape); summary and files are left out of brief views instead.
    @Override
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public Long etaSeconds() {
        return etaSeconds;
    }

    @Override
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public Instant startedAt() {
        return startedAt;
    }

    @Override
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public Instant endedAt() {
        return endedAt;
    }

    @Override
    @JsonInclude(JsonInclude.Include.ALWAYS)
    public String failure() {
        return failure;
    }

    /** One file of the run, by its name relative to the run's output directory. */
    public record FileView(String name, long bytes, String contentType) {
    }

    /** Without summary and files: what the event stream and a comparison carry. */
    static RunView brief(RunRecord run, Instant now) {
        return new RunView(run.id(), run.experiment(), run.quick(), run.seed(), run.options(), run.state(),
                run.progress(), etaSeconds(run, now), run.queuedAt(), run.startedAt(), run.endedAt(), run.failure(),
                run.requestedBy(), run.version(), null, null);
    }

    RunView withDetails(JsonNode runSummary, List<FileView> runFiles) {
        return new RunView(id, experiment, quick, seed, options, state, progress, etaSeconds, queuedAt, startedAt,
                endedAt, failure, requestedBy, version, runSummary, runFiles);
    }

    /**
     * Time left from progress over elapsed time: a run {@code p} done after {@code t} seconds needs
     * {@code t (1 - p) / p} more; unknown (null) before any progress or when the run is not running.
     */
    static Long etaSeconds(RunRecord run, Instant now) {
        if (run.state() != RunState.RUNNING || run.startedAt() == null || run.progress() <= 0) {
            return null;
        }
        double elapsedSeconds = Math.max(0, Duration.between(run.startedAt(), now).toMillis() / 1000.0);
        return Math.round(elapsedSeconds * (1 - run.progress()) / run.progress());
    }
}
