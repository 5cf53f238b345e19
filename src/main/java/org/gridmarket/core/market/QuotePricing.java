package org.gridmarket.core.market;

import java.util.Comparator;
import org.gridmarket.core.federation.CostModel;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.federation.JobDemand;
import org.gridmarket.core.lrms.Site;

/**
 * Seed 004 Eq. (4) exactly as printed: a job of l MI on p processors of μ MIPS costs B = c · l / (μ · p) at
 * the quote c, and the directory's cheapest site is the one with the lowest quote (§3). The simulator's
 * reproduction of the paper prices with this rule. Note that p divides: at the same runtime a 64-processor
 * job costs what a 1-processor job does (the paper's incentive magnitudes match p · B; the experiment reports
 * both), which is why the live market prices per processor-hour instead ({@link ProcessorHourPricing}).
 */
public final class QuotePricing implements PricingRule {
    public static final QuotePricing SEED_004 = new QuotePricing();

    private QuotePricing() {
    }

    @Override
    public long costMicroGd(JobDemand demand, Site site, long postedMicroGd) {
        return CostModel.costMicroGd(demand, site, postedMicroGd);
    }

    @Override
    public Comparator<FederationDirectory.Listing> cheaper() {
        return FederationDirectory.LOWER_QUOTE;
    }

    @Override
    public String unit() {
        return "µG$ quote c (seed 004 Eq. 4)";
    }
}
