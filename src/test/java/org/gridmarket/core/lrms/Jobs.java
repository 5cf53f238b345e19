package org.gridmarket.core.lrms;

import org.gridmarket.core.workload.Job;

/** Fixture builder for scheduler tests. */
final class Jobs {

    private Jobs() {
    }

    /** A job whose estimate is exact. */
    static Job job(long id, long submitSeconds, int processors, long runtimeSeconds) {
        return job(id, submitSeconds, processors, runtimeSeconds, runtimeSeconds);
    }

    static Job job(long id, long submitSeconds, int processors, long runtimeSeconds, long estimateSeconds) {
        return Job.builder(id).submitSeconds(submitSeconds).processors(processors).runtimeSeconds(runtimeSeconds)
                .estimateSeconds(estimateSeconds).build();
    }
}
