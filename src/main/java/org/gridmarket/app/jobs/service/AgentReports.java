package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import org.gridmarket.app.jobs.persistence.JobRecord;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.engine.ScaledWallClock;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.market.JobState;
import org.gridmarket.core.market.Marketplace;
import org.gridmarket.core.market.RunOutcome;

/**
 * What a site's agent reports of a job (issue 33), in the engine's turn. The market follows the cluster:
 * <ul>
 *   <li>{@code started}: an ACCEPTED job is RUNNING from the cluster's start ({@code at}, else now), and the site's
 *       model runs it from now (if the model still holds processors the cluster has freed, it keeps its plan);
 *       a RUNNING job: nothing changes;</li>
 *   <li>{@code finished} with the cluster's elapsed time: charged as its agreement says for that runtime (a posted
 *       price: price · min(actual, planned) / planned); an ACCEPTED job starts and finishes;</li>
 *   <li>{@code failed}: nothing charged, the cluster's reason in the job's events.</li>
 * </ul>
 * A final job is a 409 {@code job-final} (the agent has reported it already).
 */
@ApplicationScoped
public class AgentReports {
    private final LiveEngine engine;

    public AgentReports(LiveEngine engine) {
        this.engine = engine;
    }

    /** What the agent reports about a job. */
    public enum Kind { STARTED, FINISHED, FAILED }

    /**
     * A report: the cluster's elapsed time ({@code runtimeSeconds}, a finished job's), when it started or ended
     * ({@code at}, the cluster's clock), its exit code and the cluster's reason, in words; all but the kind optional.
     */
    public record Report(long jobId, Kind kind, Long runtimeSeconds, Instant at, Integer exitCode, String reason) {
    }

    public void report(SiteAgents.Caller caller, long siteId, Report report) {
        engine.call(state -> {
            SiteEntity site = SiteAgents.site(caller, siteId);
            JobRecord job = state.job(report.jobId()).orElse(null);
            if (job == null || job.siteId() == null || job.siteId().longValue() != siteId
                    || !"federation".equals(job.kind())) {
                throw ApiProblem.notFound("job " + report.jobId() + " on site " + siteId);
            }
            if (!site.agentMode) {
                throw ApiProblem.conflict("not-agent-mode", "site " + siteId + " is modelled; turn agent mode on first");
            }
            if (job.state().isFinal()) {
                throw ApiProblem.conflict("job-final", "job " + job.id() + " is already " + job.state());
            }
            switch (report.kind()) {
                case STARTED -> start(state, job, report);
                case FINISHED -> finish(state, job, report);
                case FAILED -> fail(state, job, report);
            }
            return null;
        });
    }

    private static void start(EngineState state, JobRecord job, Report report) {
        if (job.state() != JobState.ACCEPTED) {
            return; // RUNNING already (a repeated report), or preempted: the market has it running or waiting
        }
        state.site(job.siteId()).lrms().startNow(job.id());
        long at = modelSeconds(state, report.at(), job.submittedAtSeconds());
        job.markRunning(at);
        state.recorder().record(job, at, "the cluster started it");
    }

    private static void finish(EngineState state, JobRecord job, Report report) {
        Long runtime = report.runtimeSeconds();
        if (runtime == null) {
            throw ApiProblem.invalid("runtimeSeconds", "a finished report needs the cluster's elapsed time");
        }
        start(state, job, report.at() == null ? report
                : new Report(job.id(), Kind.STARTED, null, report.at().minusSeconds(runtime), null, null));
        long end = modelSeconds(state, report.at(), job.startedAtSeconds());
        Marketplace market = state.market();
        if (state.site(job.siteId()).lrms().startNow(job.id()) != null) { // its model runs it: its site ends it
            market.reportFinished(job.id(), runtime);
            state.recorder().endsAt(job.id(), end);
            state.site(job.siteId()).lrms().finishNow(job.id());
            return;
        }
        state.site(job.siteId()).lrms().cancel(job.id()); // its model never ran it: the report settles it alone
        state.recorder().completed(job, end, market.settle(job.id(), new RunOutcome.Completed(runtime)),
                "reported finished by the site's agent");
    }

    private static void fail(EngineState state, JobRecord job, Report report) {
        SiteJob ended = state.site(job.siteId()).lrms().cancel(job.id());
        if (ended != null) {
            job.recordProgress(ended.progress());
        }
        long at = modelSeconds(state, report.at(),
                job.startedAtSeconds() == null ? job.submittedAtSeconds() : job.startedAtSeconds());
        job.markFailed(at, state.settle(job, new RunOutcome.Failed()));
        String why = report.reason() == null || report.reason().isBlank() ? "no reason given" : report.reason();
        String exit = report.exitCode() == null ? "" : " (exit code " + report.exitCode() + ")";
        state.recorder().record(job, at, "failed on the cluster: " + why + exit + "; nothing charged");
    }

    /**
     * The model time of the cluster's instant {@code at} (the engine's map from wall to model time), no later than
     * now and no earlier than {@code notBeforeSeconds}; now when the agent gave none.
     */
    static long modelSeconds(EngineState state, Instant at, long notBeforeSeconds) {
        long now = state.now();
        if (at == null) {
            return now;
        }
        ScaledWallClock clock = state.clock();
        double model = clock.modelAnchorSeconds()
                + (at.toEpochMilli() - clock.wallAnchorMillis()) * clock.scale() / 1000.0;
        return Math.max(notBeforeSeconds, Math.min(now, (long) Math.floor(model)));
    }
}
