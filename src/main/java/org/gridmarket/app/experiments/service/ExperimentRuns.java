package org.gridmarket.app.experiments.service;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.quarkus.runtime.StartupEvent;
import jakarta.annotation.PreDestroy;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.eclipse.microprofile.config.ConfigProvider;
import org.gridmarket.app.experiments.persistence.RunDirectory;
import org.gridmarket.app.experiments.persistence.RunRecord;
import org.gridmarket.app.experiments.persistence.RunState;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.platform.Page;
import org.gridmarket.app.platform.PageRequest;
import org.jboss.logging.Logger;

/**
 * The research runs: every record in memory (a few thousand at most, each small) and on disk in its directory;
 * state changes only through the {@code mark*} methods of {@link RunRecord}, made here under this object's lock
 * and written to run.json before anyone hears of them. {@link RunRunner} runs the queue.
 */
@ApplicationScoped
public class ExperimentRuns {
    private static final Logger LOG = Logger.getLogger(ExperimentRuns.class);
    /** Runs waiting at most (quick or full); one more is refused with 409 {@code queue-full}. */
    public static final int MAXIMUM_QUEUED = 50;
    static final String INTERRUPTED = "interrupted by a restart";

    private final GridmarketConfig.Experiments config;
    private final ObjectMapper json;
    private final Map<Long, RunRecord> runs = new ConcurrentHashMap<>();
    private RunDirectory directory;
    private RunRunner runner;

    public ExperimentRuns(GridmarketConfig config, ObjectMapper json) {
        this.config = config.experiments();
        this.json = json;
    }

    /** Loads every run; one that was queued or running when the service stopped is FAILED, "interrupted…". */
    void start(@Observes StartupEvent started) {
        directory = new RunDirectory(dataDirectory(), json);
        runner = new RunRunner(this, config.childHeap());
        recover(directory, Instant.now()).forEach(run -> runs.put(run.id(), run));
        LOG.infof("Research runs in %s: %d", directory.root(), runs.size());
    }

    /**
     * Every run in {@code directory}, those queued or running when the service stopped marked FAILED
     * "interrupted by a restart" (and saved so): a queued run is not started again, its admin starts it anew.
     */
    static List<RunRecord> recover(RunDirectory directory, Instant now) {
        return directory.loadAll().stream().map(run -> {
            if (run.state().ended()) {
                return run;
            }
            RunRecord failed = run.markFailed(now, INTERRUPTED);
            directory.save(failed);
            stopOrphan(directory, run.id());
            LOG.infof("Research run %d was %s when the service stopped: marked FAILED", run.id(), run.state());
            return failed;
        }).toList();
    }

    /** Stops the child a killed service left running for run {@code id}, if any (its pid is in child.pid). */
    private static void stopOrphan(RunDirectory directory, long id) {
        Path pidFile = directory.directory(id).resolve(RunRunner.PID_FILE);
        try {
            if (Files.isRegularFile(pidFile) && ChildRun.stopOrphan(Long.parseLong(Files.readString(pidFile).strip()),
                    directory.out(id))) {
                LOG.infof("Research run %d: stopped the child the stopped service had left running", id);
            }
        } catch (IOException | NumberFormatException unreadable) {
            LOG.warnf("Research run %d: cannot read %s (%s)", id, pidFile, unreadable.getMessage());
        }
    }

    @PreDestroy
    void stop() {
        if (runner != null) {
            runner.shutdown();
        }
    }

    private Path dataDirectory() {
        return Path.of(config.dataDir().orElseGet(() -> Path.of(ConfigProvider.getConfig()
                .getOptionalValue("gridmarket.data-dir", String.class).orElse("data"), "experiments").toString()))
                .toAbsolutePath();
    }

    /** Queues a run of a catalogue experiment (options checked against the catalogue). */
    public RunView start(String experimentName, boolean quick, Long seed, Map<String, String> options,
            String requestedBy) {
        Catalogue.Experiment experiment = Catalogue.find(experimentName).orElseThrow(() -> ApiProblem.invalid(
                "experiment", "unknown experiment '" + experimentName + "'; known: " + String.join(", ",
                        Catalogue.EXPERIMENTS.stream().map(Catalogue.Experiment::experiment).toList())));
        Map<String, String> checked = Catalogue.checked(experiment, options == null ? Map.of() : options);
        return queue(experiment.experiment(), quick, seed == null ? 1L : seed, checked, requestedBy, null);
    }

    /** Queues a replay of {@code trace} (checked already), stored in the run's directory first. */
    public RunView startReplay(ReplayRequest request, byte[] trace, String requestedBy) {
        return queue(Catalogue.REPLAY, true, request.seed(), request.options(), requestedBy, id -> {
            Path file = directory.directory(id).resolve(request.traceFileName());
            Files.write(file, trace);
        });
    }

    /** Something to put in a run's directory before its record is written. */
    interface Preparation {
        void into(long id) throws IOException;
    }

    private synchronized RunView queue(String experiment, boolean quick, long seed, Map<String, String> options,
            String requestedBy, Preparation preparation) {
        List<RunRecord> waiting = runs.values().stream().filter(run -> !run.state().ended()).toList();
        if (waiting.size() >= MAXIMUM_QUEUED) {
            throw ApiProblem.conflict("queue-full", MAXIMUM_QUEUED + " runs are queued or running already");
        }
        long full = waiting.stream().filter(run -> !run.quick()).count();
        if (!quick && full >= config.maxQueuedFullRuns()) {
            throw ApiProblem.conflict("full-runs-limit", full + " full runs are queued or running already (at most "
                    + config.maxQueuedFullRuns() + "); wait for one to end or cancel one");
        }
        long id = directory.create();
        try {
            if (preparation != null) {
                preparation.into(id);
            }
        } catch (IOException | RuntimeException failure) {
            directory.discard(id);
            throw new IllegalStateException("cannot prepare run " + id + ": " + failure.getMessage(), failure);
        }
        RunRecord run = RunRecord.queued(id, experiment, quick, seed, options, requestedBy, version(), Instant.now());
        directory.save(run);
        runs.put(id, run);
        runner.submit(id);
        return view(run);
    }

    private static String version() {
        return ConfigProvider.getConfig().getOptionalValue("quarkus.application.version", String.class)
                .orElse("unknown");
    }

    /** Cancels a queued or running run; 409 {@code run-ended} once it has ended. */
    public RunView cancel(long id) {
        RunRecord cancelled;
        synchronized (this) {
            RunRecord run = find(id);
            if (run.state().ended()) {
                throw ApiProblem.conflict("run-ended", "run " + id + " has ended already (" + run.state() + ")");
            }
            cancelled = run.markCancelled(Instant.now());
            save(cancelled);
        }
        runner.cancel(id);
        return view(cancelled);
    }

    public RunView get(long id) {
        return view(find(id));
    }

    /** Runs newest first. */
    public Page<RunView> list(PageRequest page) {
        List<RunRecord> newestFirst = runs.values().stream()
                .sorted(Comparator.comparingLong(RunRecord::id).reversed()).toList();
        return Page.slice(newestFirst, page).map(run -> RunView.brief(run, Instant.now()));
    }

    /** Two runs' summaries figure by figure (404 for either unknown). */
    public RunComparison compare(long a, long b) {
        RunRecord first = find(a);
        RunRecord second = find(b);
        Instant now = Instant.now();
        return RunComparison.of(RunView.brief(first, now), summary(a), RunView.brief(second, now), summary(b));
    }

    /** The record now, without summary and files (the event stream's item). */
    public RunView brief(long id) {
        return RunView.brief(find(id), Instant.now());
    }

    /** A file of the run, only by a name its file list holds. */
    public Path file(long id, String name) {
        find(id);
        return directory.file(id, name).orElseThrow(() -> ApiProblem.notFound("file '" + name + "' of run " + id));
    }

    /** The summary.json the run wrote (its top-level one), or null. */
    public JsonNode summary(long id) {
        Path summary = directory.out(id).resolve("summary.json");
        if (!Files.isRegularFile(summary)) {
            return null;
        }
        try {
            return json.readTree(summary.toFile());
        } catch (IOException unreadable) {
            LOG.warnf("Run %d: summary.json cannot be read (%s)", id, unreadable.getMessage());
            return null;
        }
    }

    RunRecord find(long id) {
        return Optional.ofNullable(runs.get(id)).orElseThrow(() -> ApiProblem.notFound("run " + id));
    }

    private RunView view(RunRecord run) {
        List<RunView.FileView> files = directory.files(run.id()).stream()
                .map(file -> new RunView.FileView(file.name(), file.bytes(), ContentTypes.of(file.name()))).toList();
        return RunView.brief(run, Instant.now()).withDetails(summary(run.id()), files);
    }

    private void save(RunRecord run) {
        directory.save(run);
        runs.put(run.id(), run);
    }

    // ---- the runner's side: transitions of the run it holds ----

    /** The run to start now, marked RUNNING; empty when it was cancelled while queued. */
    synchronized Optional<RunRecord> begin(long id) {
        RunRecord run = runs.get(id);
        if (run == null || run.state() != RunState.QUEUED) {
            return Optional.empty();
        }
        RunRecord running = run.markRunning(Instant.now());
        save(running);
        return Optional.of(running);
    }

    /** Progress of a running run, kept in memory (run.json gets it at the end). */
    synchronized void progressed(long id, double fraction) {
        RunRecord run = runs.get(id);
        if (run != null && run.state() == RunState.RUNNING) {
            runs.put(id, run.withProgress(fraction));
        }
    }

    /** The end of a run; ignored when it was cancelled meanwhile. */
    synchronized void ended(long id, String failure) {
        RunRecord run = runs.get(id);
        if (run == null || run.state() != RunState.RUNNING) {
            return;
        }
        save(failure == null ? run.markDone(Instant.now()) : run.markFailed(Instant.now(), failure));
    }

    Path runDirectory(long id) {
        return directory.directory(id);
    }

    Path outDirectory(long id) {
        return directory.out(id);
    }

    ObjectMapper json() {
        return json;
    }
}
