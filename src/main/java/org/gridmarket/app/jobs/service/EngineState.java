package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import org.gridmarket.app.jobs.persistence.JobEntity;
import org.gridmarket.app.jobs.persistence.JobEventEntity;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.engine.ScaledWallClock;
import org.gridmarket.core.engine.WallTimeline;
import org.gridmarket.core.federation.GridFederationAgent;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.lrms.SchedulerListener;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.lrms.SiteJob;
import org.gridmarket.core.workload.Job;

/**
 * Everything the engine thread owns — model clock, timeline, live federation — and how it follows the
 * LRMSs' decisions into the database: a job starting is recorded RUNNING, a job ending COMPLETED and paid
 * for. Only the engine thread calls it, always inside the turn's transaction.
 */
@ApplicationScoped
public class EngineState implements SchedulerListener {
    private final GridmarketConfig config;
    private final Settlement settlement;
    private final JobEvents events;
    private final EntityManager entities;
    private final BackgroundLoad backgroundLoad;
    /** Runtime given to the LRMS for a real cluster's job: it runs until its agent reports (≈ 3,000 years). */
    static final long AGENT_OPEN_RUNTIME_SECONDS = 100_000_000_000L;
    private final java.util.Map<Long, Long> agentCharges = new java.util.HashMap<>();
    private ScaledWallClock clock;
    private WallTimeline timeline;
    private LiveFederation federation;

    public EngineState(GridmarketConfig config, Settlement settlement, JobEvents events, EntityManager entities,
                       BackgroundLoad backgroundLoad) {
        this.backgroundLoad = backgroundLoad;
        this.config = config;
        this.settlement = settlement;
        this.events = events;
        this.entities = entities;
    }

    void flushAtCommit() {
        entities.setFlushMode(jakarta.persistence.FlushModeType.COMMIT);
    }

    ScaledWallClock clock() {
        return clock;
    }

    WallTimeline timeline() {
        return timeline;
    }

    LiveFederation federation() {
        return federation;
    }

    long now() {
        return clock.nowSeconds();
    }

    /**
     * Builds the state from the database: the model clock from its anchor, a GFA per site, and every
     * accepted or running job put back at its planned time; jobs whose planned end passed while the service
     * was down complete now, at their planned end.
     */
    void rebuild() {
        long[] anchor = clockAnchor();
        clock = new ScaledWallClock(System::currentTimeMillis, anchor[0], anchor[1], config.engine().timeScale());
        timeline = new WallTimeline(clock);
        federation = new LiveFederation(timeline, this);
        List<SiteEntity> sites = SiteEntity.listAll(io.quarkus.panache.common.Sort.by("id"));
        for (SiteEntity site : sites) {
            siteChanged(site);
        }
        List<JobEntity> active = JobEntity.list("state in ?1 order by id",
                List.of(JobState.ACCEPTED.name(), JobState.RUNNING.name()));
        for (JobEntity job : active) {
            boolean agent = federation.facts(job.siteId).agentMode() && "federation".equals(job.kind);
            SiteJob restored = federation.agent(job.siteId).lrms().restore(coreJob(job),
                    agent ? AGENT_OPEN_RUNTIME_SECONDS : job.runtimeSeconds, job.runtimeSeconds, job.plannedStartSeconds);
            if (restored == null) {
                complete(job, job.plannedEndSeconds, job.priceMicroGd, "completed while the service was down");
            } else if (restored.state() == org.gridmarket.core.lrms.JobState.RUNNING
                    && !JobState.RUNNING.name().equals(job.state)) {
                running(job, job.plannedStartSeconds);
            }
        }
        for (SiteEntity site : sites) {
            backgroundLoad.schedule(this, site, anchor[1]);
        }
    }

    /** A site was registered or repriced: its GFA joins or requotes (an unpriced site takes no new jobs). */
    void siteChanged(SiteEntity site) {
        Site coreSite = new Site(Long.toString(site.id), site.processors, site.mipsPerProcessor, site.bandwidthGbps);
        federation.upsert(coreSite, site.priceMicroGdPerMi,
                new LiveFederation.SiteFacts(site.id, site.ownerId, site.agentMode));
    }

    /** The core's view of a job: its id, processors and origin, submitted now. */
    Job coreJob(JobEntity job) {
        return Job.builder(job.id).processors(job.processors).runtimeSeconds(Math.max(1, job.runtimeSeconds == null
                ? 1 : job.runtimeSeconds)).originSite(Long.toString(job.homeSiteId))
                .submitSeconds(job.submittedAtSeconds).build();
    }

    static JobDemand demand(JobEntity job) {
        return JobDemand.ofLength(job.lengthMi, job.processors);
    }

    GridFederationAgent agent(long siteId) {
        return federation.agent(siteId);
    }

    /** Records a state change and its event (published after the commit). */
    void record(JobEntity job, JobState state, long atSeconds, String detail) {
        job.state = state.name();
        JobEventEntity event = new JobEventEntity();
        event.jobId = job.id;
        event.atSeconds = atSeconds;
        event.state = state.name();
        event.detail = detail;
        event.persist();
        events.queue(new JobEvents.JobEvent(job.id, job.userId, state.name(), job.siteId,
                Instant.ofEpochSecond(atSeconds), detail));
    }

    @Override
    public void jobReserved(Site site, SiteJob siteJob, long startSeconds) {
        JobEntity job = JobEntity.findById(siteJob.id());
        if (job != null && job.plannedStartSeconds != null && job.plannedStartSeconds != startSeconds) {
            job.plannedStartSeconds = startSeconds;
            job.plannedEndSeconds = siteJob.plannedEndSeconds();
        }
    }

    @Override
    public void jobStarted(Site site, SiteJob siteJob) {
        JobEntity job = JobEntity.findById(siteJob.id());
        if (job != null) {
            running(job, siteJob.startSeconds());
        }
    }

    @Override
    public void jobEnded(Site site, SiteJob siteJob) {
        if (siteJob.state() != org.gridmarket.core.lrms.JobState.COMPLETED) {
            return;
        }
        JobEntity job = JobEntity.findById(siteJob.id());
        if (job != null && !JobState.valueOf(job.state).isFinal()) {
            Long agentCharge = agentCharges.remove(job.id);
            complete(job, siteJob.endSeconds(), agentCharge != null ? agentCharge : job.priceMicroGd,
                    agentCharge != null ? "reported finished by the site's agent" : null);
        }
    }

    private void running(JobEntity job, long startedSeconds) {
        job.startedAtSeconds = startedSeconds;
        job.plannedStartSeconds = startedSeconds;
        record(job, JobState.RUNNING, startedSeconds, null);
    }

    /** Local jobs have no deadline of their own; this one (ten years) never binds. */
    private static final long LOCAL_JOB_DEADLINE_SECONDS = 10L * 365 * 24 * 3600;

    /** Records a new job SUBMITTED at its origin (its id is assigned by the insert). */
    JobEntity newJob(long userId, String kind, String key, JobRequest request, GridFederationAgent origin) {
        JobEntity job = new JobEntity();
        job.userId = userId;
        job.kind = kind;
        job.idempotencyKey = key;
        job.requestFingerprint = request.fingerprint();
        job.processors = request.processors();
        job.lengthMi = request.length();
        job.budgetMicroGd = request.budgetMicroGd();
        job.deadlineSeconds = request.deadlineSeconds();
        job.strategy = request.strategy();
        job.homeSiteId = origin.id();
        job.submittedAtSeconds = now();
        job.state = JobState.SUBMITTED.name();
        job.persist();
        record(job, JobState.SUBMITTED, job.submittedAtSeconds,
                "local".equals(kind) ? "local job" : "to the GFA of site " + origin.id());
        return job;
    }

    /** Records the job ACCEPTED, queues it at its site (which may start it at once), and keeps the plan. */
    void admit(JobEntity job, java.util.function.Supplier<SiteJob> queue) {
        record(job, JobState.ACCEPTED, now(), "placed on site " + job.siteId);
        SiteJob siteJob = queue.get();
        job.plannedStartSeconds = siteJob.plannedStartSeconds();
        job.plannedEndSeconds = siteJob.plannedEndSeconds();
    }

    /**
     * A site's local job (its owner's, or the background load's): admitted unconditionally at the earliest
     * slot (local jobs have priority: no admission control), free of charge.
     */
    long submitLocal(long ownerId, long siteId, String key, int processors, long runtimeSeconds) {
        GridFederationAgent agent = agent(siteId);
        JobRequest request = new JobRequest(processors, null, runtimeSeconds, 0, LOCAL_JOB_DEADLINE_SECONDS, null);
        JobEntity job = newJob(ownerId, "local", key, request, agent);
        job.siteId = siteId;
        job.priceMicroGd = 0L;
        job.runtimeSeconds = org.gridmarket.core.federation.CostModel.executionWholeSeconds(demand(job), agent.site());
        Job coreJob = coreJob(job);
        admit(job, () -> agent.lrms().submit(coreJob, job.runtimeSeconds, job.runtimeSeconds));
        return job.id;
    }

    /** A site agent reported the job finished: it pays {@code chargeMicroGd} when the LRMS ends it. */
    void chargeOnAgentFinish(long jobId, long chargeMicroGd) {
        agentCharges.put(jobId, chargeMicroGd);
    }

    /** Completion pays the owner what is owed and releases the rest of the hold, in the same transaction. */
    void complete(JobEntity job, long endedSeconds, Long chargeMicroGd, String detail) {
        job.endedAtSeconds = endedSeconds;
        if (job.startedAtSeconds == null) {
            job.startedAtSeconds = job.plannedStartSeconds;
        }
        settlement.settle(job, chargeMicroGd == null ? 0 : chargeMicroGd);
        record(job, JobState.COMPLETED, endedSeconds, detail);
    }

    /** The model clock's anchor, created on the very first start: {wall millis, model seconds}. */
    private long[] clockAnchor() {
        List<?> rows = entities.createNativeQuery(
                "SELECT wall_anchor_millis, model_anchor_seconds FROM engine_clock").getResultList();
        if (rows.isEmpty()) {
            long wall = System.currentTimeMillis();
            entities.createNativeQuery("INSERT INTO engine_clock (wall_anchor_millis, model_anchor_seconds) "
                    + "VALUES (?1, ?2)").setParameter(1, wall).setParameter(2, wall / 1000).executeUpdate();
            return new long[] {wall, wall / 1000};
        }
        Object[] row = (Object[]) rows.get(0);
        return new long[] {((Number) row[0]).longValue(), ((Number) row[1]).longValue()};
    }
}
