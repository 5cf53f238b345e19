package org.gridmarket.agent;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.time.Clock;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.gridmarket.agent.MarketClient.Delivery;
import org.gridmarket.agent.MarketClient.Event;
import org.gridmarket.agent.MarketClient.Heartbeat;
import org.gridmarket.agent.MarketClient.MarketJob;
import org.gridmarket.core.market.JobState;

/**
 * One poll of the Slurm agent: tell the market it is alive, submit what is new, report what changed. Every step
 * leaves a record in the {@link WorkDir} first, so a restarted agent submits nothing twice and reports what it had
 * not. One line of log per action: job id, Slurm id, state.
 *
 * <ol>
 *   <li>Heartbeat; a market whose time scale is not 1 is refused (Slurm's times are wall times).</li>
 *   <li>Every assignment without a record and without a Slurm job named {@code gm-<id>}: fetch its script, write
 *       it, {@code sbatch} it, record the Slurm id. A job without a script is reported failed.</li>
 *   <li>Every record not done: a job the market no longer assigns and has ended (the user cancelled it) is
 *       {@code scancel}led, without a report; otherwise Slurm's state is read and what changed reported —
 *       {@code started} at Slurm's start time, then at the end the output's tail and {@code finished} or
 *       {@code failed} ({@link SlurmOutcome}).</li>
 * </ol>
 */
public final class SlurmAgent {
    /** Where a job is sent and how much longer than planned it may run. */
    public record Settings(String partition, String account, long timeMarginSeconds) {
    }

    private final MarketClient market;
    private final SlurmCommands slurm;
    private final WorkDir workDir;
    private final Settings settings;
    private final PrintWriter log;
    private final Clock clock;
    private final ZoneId slurmZone;

    /**
     * @param log where the agent writes its one line per action
     * @param clock stamps the log lines
     * @param slurmZone the zone of the times Slurm prints (the controller's local time)
     */
    public SlurmAgent(MarketClient market, SlurmCommands slurm, WorkDir workDir, Settings settings,
                      PrintWriter log, Clock clock, ZoneId slurmZone) {
        this.market = market;
        this.slurm = slurm;
        this.workDir = workDir;
        this.settings = settings;
        this.log = log;
        this.clock = clock;
        this.slurmZone = slurmZone;
    }

    /**
     * One poll. Throws {@link MarketException} when the market could not be asked at all (fatal or to retry);
     * a failure with one job is logged and the others go on.
     */
    public void poll() {
        Heartbeat heartbeat = market.heartbeat();
        if (heartbeat.timeScale() != 1.0) {
            throw MarketException.fatal("the market runs at time scale " + heartbeat.timeScale() + "; a real "
                    + "cluster runs in real time, so the agent needs a market at time scale 1 "
                    + "(GRIDMARKET_ENGINE_TIME_SCALE=1)");
        }
        List<MarketJob> assignments = market.assignments();
        for (MarketJob assignment : assignments) {
            if (workDir.record(assignment.jobId()).isEmpty()) {
                guarded(assignment.jobId(), () -> submit(assignment));
            }
        }
        Set<Long> assigned = assignments.stream().map(MarketJob::jobId).collect(Collectors.toSet());
        for (JobRecord record : workDir.records()) {
            if (!record.done()) {
                guarded(record.jobId(), () -> follow(record, assigned.contains(record.jobId())));
            }
        }
    }

    /** Runs one job's step; a fatal market error stops the poll, anything else is logged for this job only. */
    private void guarded(long jobId, Runnable step) {
        try {
            step.run();
        } catch (MarketException failed) {
            if (failed.fatal()) {
                throw failed;
            }
            log(jobId, null, "market: " + failed.getMessage() + " (will retry)");
        } catch (SlurmException | UncheckedIOException failed) {
            log(jobId, null, "error: " + failed.getMessage() + " (will retry)");
        }
    }

    private void submit(MarketJob assignment) {
        long jobId = assignment.jobId();
        String name = "gm-" + jobId;
        // A crash between sbatch and the record leaves a Slurm job without a record: find it by name.
        List<String> known = slurm.findByName(name);
        if (!known.isEmpty()) {
            workDir.save(JobRecord.submitted(jobId, known.get(0)));
            log(jobId, known.get(0), "found again in Slurm by name " + name);
            return;
        }
        Optional<String> script = assignment.hasScript() ? market.script(jobId) : Optional.empty();
        if (script.isEmpty()) {
            market.report(Event.failed(jobId, "no script to run"));
            workDir.save(JobRecord.closed(jobId));
            log(jobId, null, "failed: no script to run");
            return;
        }
        if (assignment.runtimeSeconds() == null) {
            log(jobId, null, "the market gives no planned runtime; not submitted");
            return;
        }
        try {
            Files.writeString(workDir.script(jobId), BatchScript.of(script.get()), StandardCharsets.UTF_8);
        } catch (IOException failed) {
            throw new UncheckedIOException(failed);
        }
        long minutes = TimeLimit.minutes(assignment.runtimeSeconds(), settings.timeMarginSeconds());
        String slurmId;
        try {
            slurmId = slurm.submit(new SlurmCommands.Submission(name, assignment.processors(), minutes,
                    workDir.output(jobId), workDir.jobDirectory(jobId), workDir.script(jobId), settings.partition(),
                    settings.account()));
        } catch (SlurmException failed) {
            if (failed.refusal() == null) {
                throw failed;
            }
            market.report(Event.failed(jobId, "Slurm refused it: " + failed.refusal()));
            workDir.save(JobRecord.closed(jobId));
            log(jobId, null, "failed: Slurm refused it: " + failed.refusal());
            return;
        }
        workDir.save(JobRecord.submitted(jobId, slurmId));
        log(jobId, slurmId, "submitted (" + assignment.processors() + " tasks, --time=" + minutes + ")");
    }

    private void follow(JobRecord record, boolean assigned) {
        long jobId = record.jobId();
        if (!assigned && marketEnded(jobId)) {
            Optional<SlurmJob> job = slurm.show(record.slurmId());
            if (job.isPresent() && !job.get().terminal()) {
                slurm.cancel(record.slurmId());
            }
            workDir.save(record.withDone());
            log(jobId, record.slurmId(), "ended in the market: scancel");
            return;
        }
        Optional<SlurmJob> shown = slurm.show(record.slurmId());
        if (shown.isEmpty()) {
            market.report(Event.failed(jobId, "Slurm no longer knows its job " + record.slurmId()));
            workDir.save(record.withDone());
            log(jobId, record.slurmId(), "failed: unknown to Slurm");
            return;
        }
        SlurmJob job = shown.get();
        JobRecord current = record;
        if (!current.startedReported() && job.ran() && job.startTime() != null) {
            market.report(Event.started(jobId, job.startTime().atZone(slurmZone).toInstant()));
            current = current.withStartedReported();
            workDir.save(current);
            log(jobId, job.slurmId(), job.state() + ": reported started at " + job.startTime());
        }
        if (job.terminal()) {
            finish(current, job);
        }
    }

    /** Output first (the user reads it as soon as the job ends), then the outcome, then done. */
    private void finish(JobRecord record, SlurmJob job) {
        long jobId = record.jobId();
        JobRecord current = record;
        if (!current.outputUploaded()) {
            try {
                market.uploadOutput(jobId, OutputTail.read(workDir.output(jobId)));
            } catch (IOException failed) {
                throw new UncheckedIOException(failed);
            }
            current = current.withOutputUploaded();
            workDir.save(current);
        }
        SlurmOutcome outcome = SlurmOutcome.of(job, slurmZone);
        Delivery delivery = market.report(Event.of(jobId, outcome));
        workDir.save(current.withDone());
        log(jobId, job.slurmId(), job.state() + ": reported " + outcome.type()
                + (outcome.reason() == null ? " after " + outcome.runtimeSeconds() + " s" : " (" + outcome.reason()
                + ")") + (delivery == Delivery.JOB_FINAL ? "; the market had already ended it" : ""));
    }

    private boolean marketEnded(long jobId) {
        String state = market.job(jobId).state();
        try {
            return JobState.valueOf(state).isFinal();
        } catch (IllegalArgumentException unknown) {
            return false;
        }
    }

    private void log(long jobId, String slurmId, String what) {
        log.println(clock.instant() + " job " + jobId + (slurmId == null ? "" : " slurm " + slurmId) + ": " + what);
        log.flush();
    }
}
