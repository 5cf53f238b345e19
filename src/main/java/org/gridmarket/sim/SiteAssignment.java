package org.gridmarket.sim;

import java.util.List;
import org.gridmarket.core.lrms.Site;
import org.gridmarket.core.workload.Job;

/** Which site a job is submitted to when the simulation has several and no broker chooses. */
public enum SiteAssignment {
    /** The site named like the job's origin, else the first site listed. */
    ORIGIN,
    /** Sites in turn, by arrival index. */
    ROUND_ROBIN;

    /** Index into {@code sites} for the job that arrives {@code arrivalIndex}-th (0-based). */
    public int siteIndex(Job job, long arrivalIndex, List<Site> sites) {
        if (this == ROUND_ROBIN) {
            return (int) (arrivalIndex % sites.size());
        }
        for (int index = 0; index < sites.size(); index++) {
            if (sites.get(index).name().equals(job.originSite())) {
                return index;
            }
        }
        return 0;
    }
}
