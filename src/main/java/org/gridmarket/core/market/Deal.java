package org.gridmarket.core.market;

/**
 * An agreed job not yet settled: the job, its agreement and hold, and what it was charged before this
 * agreement (a migrated lease's part at its first site, seed 001 §4.2; 0 otherwise).
 */
record Deal(MarketJob job, Agreement agreement, String holdTransferId, long chargedBeforeMicroGd) {
    long originSiteId() {
        return job.originSiteId();
    }
}
