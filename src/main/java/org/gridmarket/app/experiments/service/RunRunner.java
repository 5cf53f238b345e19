package org.gridmarket.app.experiments.service;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.gridmarket.app.experiments.persistence.RunRecord;
import org.jboss.logging.Logger;

/**
 * Runs the queue one run at a time on its own thread (never the engine's, never a request's), each in a child
 * JVM ({@link ChildCommand}): the heap bound is the child's {@code -Xmx}, a cancel stops the child's process tree,
 * and the live market's heap never holds a run's data.
 */
final class RunRunner {
    private static final Logger LOG = Logger.getLogger(RunRunner.class);

    /** The running child's process id, in its run's directory: a restart after a kill stops that child. */
    static final String PID_FILE = "child.pid";

    private final ExperimentRuns runs;
    private final String heap;
    private final ExecutorService thread = Executors.newSingleThreadExecutor(task -> {
        Thread runnerThread = new Thread(task, "experiment-runner");
        runnerThread.setDaemon(true);
        return runnerThread;
    });
    private volatile long currentId = -1;
    private volatile ChildRun current;

    RunRunner(ExperimentRuns runs, String heap) {
        this.runs = runs;
        this.heap = heap;
    }

    void submit(long id) {
        thread.execute(() -> run(id));
    }

    /** Stops run {@code id}'s child if it is the one running (its record is CANCELLED already). */
    void cancel(long id) {
        ChildRun child = current;
        if (currentId == id && child != null) {
            child.destroyTree();
        }
    }

    void shutdown() {
        thread.shutdownNow();
        ChildRun child = current;
        if (child != null) {
            child.destroyTree();
        }
    }

    private void run(long id) {
        RunRecord run = runs.begin(id).orElse(null);
        if (run == null) {
            return;
        }
        String failure;
        try {
            ChildRun child = ChildRun.start(ChildCommand.of(heap, arguments(run)));
            currentId = id;
            current = child;
            java.nio.file.Files.writeString(runs.runDirectory(id).resolve(PID_FILE), Long.toString(child.pid()));
            if (!runs.find(id).state().equals(run.state())) {
                child.destroyTree();
            }
            int exit = child.await(runs.outDirectory(id).resolve("log.txt"), fraction -> runs.progressed(id,
                    fraction));
            failure = exit == 0 ? afterwards(run) : "the run stopped with exit code " + exit + ": "
                    + child.lastLines();
        } catch (IOException | RuntimeException failed) {
            LOG.warnf(failed, "Research run %d failed", id);
            failure = "the run could not be carried out: " + failed.getMessage();
        } catch (InterruptedException interrupted) {
            Thread.currentThread().interrupt();
            failure = "the service stopped during the run";
        } finally {
            current = null;
            currentId = -1;
        }
        runs.ended(id, failure);
    }

    /** What a finished run still needs (a replay's charts.json); null, or why the run failed after all. */
    private String afterwards(RunRecord run) throws IOException {
        if (run.experiment().equals(Catalogue.REPLAY)) {
            ReplayCharts.write(runs.outDirectory(run.id()), runs.json());
        }
        return null;
    }

    /** The CLI arguments of {@code run}: its experiment, options, seed and output directory. */
    private List<String> arguments(RunRecord run) {
        String out = runs.outDirectory(run.id()).toString();
        List<String> arguments = new ArrayList<>();
        if (run.experiment().equals(Catalogue.REPLAY)) {
            Map<String, String> options = run.options();
            arguments.addAll(List.of("simulate", "--workload",
                    runs.runDirectory(run.id()).resolve(options.get(ReplayRequest.TRACE)).toString(),
                    "--site", options.get(ReplayRequest.NAME) + ":" + options.get(ReplayRequest.PROCESSORS),
                    "--policy", options.get(ReplayRequest.POLICY), "--seed", Long.toString(run.seed()),
                    "--out", out));
            return arguments;
        }
        arguments.addAll(List.of("experiment", run.experiment()));
        if (run.quick()) {
            arguments.add("--quick");
        }
        arguments.addAll(Catalogue.arguments(run.options()));
        arguments.addAll(List.of("--seed", Long.toString(run.seed()), "--out", out, "--progress-lines"));
        return arguments;
    }
}
