package org.gridmarket.sim.gridfederation;

import java.util.List;
import org.gridmarket.core.federation.Federation;
import org.gridmarket.core.lrms.Site;

/**
 * One cluster of seed 004 Table 2 with the Parallel Workloads Archive trace that feeds it.
 *
 * <p>Quotes are Table 2's printed values (G$ per unit of Eq. (4)), not {@code CostModel.quoteMicroGd}: the
 * table truncates Eq. (5)–(6) with c = 5.3 G$ at μ = 930 MIPS to two decimals (e.g. 5.3 · 700 / 930 = 3.989 is
 * printed 3.98), and we keep the table exactly.
 *
 * @param name Table 2's name; a substitute's name ends in {@code *}
 * @param processors p_i
 * @param mipsPerProcessor μ_i
 * @param quoteMicroGd c_i in micro G$
 * @param bandwidthGbps γ_i
 * @param traceFile the trace in the trace directory, or null for the Lublin99 substitute
 */
public record Table2Resource(String name, int processors, int mipsPerProcessor, long quoteMicroGd,
                             double bandwidthGbps, String traceFile) {

    /**
     * Table 2 in its order. LANL Origin 2000 has no trace in the archive we have: it gets a seeded Lublin99
     * workload sized to its 2,048 processors and is marked "LANL Origin*" everywhere.
     */
    public static final List<Table2Resource> TABLE_2 = List.of(
            new Table2Resource("CTC SP2", 512, 850, 4_840_000, 2, "CTC-SP2-1996-3.1-cln.swf.gz"),
            new Table2Resource("KTH SP2", 100, 900, 5_120_000, 1.6, "KTH-SP2-1996-2.1-cln.swf.gz"),
            new Table2Resource("LANL CM5", 1024, 700, 3_980_000, 1, "LANL-CM5-1994-4.1-cln.swf.gz"),
            new Table2Resource("LANL Origin*", 2048, 630, 3_590_000, 1.6, null),
            new Table2Resource("NASA iPSC", 128, 930, 5_300_000, 4, "NASA-iPSC-1993-3.1-cln.swf.gz"),
            new Table2Resource("SDSC Par96", 416, 710, 4_040_000, 1, "SDSC-Par-1996-3.1-cln.swf.gz"),
            new Table2Resource("SDSC Blue", 1152, 730, 4_160_000, 2, "SDSC-BLUE-2000-4.2-cln.swf.gz"),
            new Table2Resource("SDSC SP2", 128, 920, 5_240_000, 4, "SDSC-SP2-1998-4.2-cln.swf.gz"));

    /** Whether the workload is our Lublin99 substitute rather than the cluster's trace. */
    public boolean substituted() {
        return traceFile == null;
    }

    /**
     * The name of replica {@code replica} (0 is the original) in Experiment 5's larger federations:
     * "CTC SP2", "CTC SP2 #2", "CTC SP2 #3", …
     */
    public String replicaName(int replica) {
        return replica == 0 ? name : name + " #" + (replica + 1);
    }

    /** Replica {@code replica} as a federation member: Table 2's processors, MIPS, bandwidth and quote. */
    public Federation.Member member(int replica) {
        return new Federation.Member(new Site(replicaName(replica), processors, mipsPerProcessor, bandwidthGbps),
                quoteMicroGd);
    }
}
