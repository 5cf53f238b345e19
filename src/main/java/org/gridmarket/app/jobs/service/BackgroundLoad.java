package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.engine.RandomStreams;
import org.gridmarket.core.workload.Job;
import org.gridmarket.core.workload.Lublin99Generator;
import org.gridmarket.core.workload.Lublin99Parameters;

/**
 * Makes the demo federation realistic: each site receives a seeded Lublin99 workload of local jobs (the
 * typeless model adapted to the cluster as in seed 000 §6.1), arriving from when the engine first sees the
 * site. The workload is a function of the seed and the site; each job carries an idempotency key
 * ({@code background-<site>-<n>}), so after a restart the jobs that already arrived are not created again
 * and the rest arrive on the schedule counted from the restart. The model draws job sizes as powers of two
 * up to the cluster's size, so it cannot describe a one-processor cluster: such a site gets no background load
 * (said once in the log), which is no failure.
 */
@ApplicationScoped
public class BackgroundLoad {
    private static final org.jboss.logging.Logger LOG = org.jboss.logging.Logger.getLogger(BackgroundLoad.class);
    /** Every background job's Idempotency-Key starts so: how the owner's queue and a preempted job tell it apart. */
    static final String KEY_PREFIX = "background-";
    /** Lublin99 sizes jobs by log₂ of the cluster's processors, which needs at least 2 of them. */
    static final int MIN_PROCESSORS_MODELLED = 2;
    private final GridmarketConfig config;
    /** Sites already told to have no background load: the engine schedules again on every rebuild. */
    private final java.util.Set<Long> unmodelled = java.util.concurrent.ConcurrentHashMap.newKeySet();

    public BackgroundLoad(GridmarketConfig config) {
        this.config = config;
    }

    /** Engine thread: schedules the site's future background arrivals on the timeline. */
    void schedule(EngineState state, SiteEntity site, long originSeconds) {
        int count = config.engine().backgroundJobsPerSite();
        if (count <= 0) {
            return;
        }
        if (site.processors < MIN_PROCESSORS_MODELLED) {
            if (unmodelled.add(site.id)) {
                LOG.infof("Site %d has %d processor(s); the Lublin99 background model needs at least %d, so it gets "
                        + "no background load", site.id, site.processors, MIN_PROCESSORS_MODELLED);
            }
            return;
        }
        RandomStreams streams = new RandomStreams(config.engine().backgroundSeed());
        Lublin99Parameters model = Lublin99Parameters.TYPELESS.adaptedToCluster(site.processors,
                streams.stream("background/" + site.id + "/adaptation"));
        List<Job> jobs = new Lublin99Generator(List.of(model), streams, Long.toString(site.id)).generate(count);
        SiteEvents events = new SiteEvents(state.timeline(), site.id);
        for (Job job : jobs) {
            events.schedule(originSeconds + job.submitSeconds(), () -> arrive(state, site.id, site.ownerId, job));
        }
        LOG.infof("Background load of site %d: %d Lublin99 jobs over the next %d model seconds", site.id, count,
                jobs.isEmpty() ? 0 : jobs.get(jobs.size() - 1).submitSeconds());
    }

    /** The Idempotency-Key of the site's {@code n}-th background job, {@code background-<site>-<n>}. */
    static String key(long siteId, long n) {
        return KEY_PREFIX + siteId + "-" + n;
    }

    private void arrive(EngineState state, long siteId, long ownerId, Job generated) {
        String key = key(siteId, generated.id());
        if (state.jobByKey(ownerId, key).isPresent()) {
            return;
        }
        int processors = Math.min(generated.processors(), state.site(siteId).site().processors());
        state.submitLocal(ownerId, siteId, key, processors, Math.max(1, generated.runtimeSeconds()));
    }
}
