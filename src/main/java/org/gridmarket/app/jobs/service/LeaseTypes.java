package org.gridmarket.app.jobs.service;

import java.util.List;
import org.gridmarket.app.platform.ExactValues;
import org.gridmarket.core.market.LeaseTerms;
import org.gridmarket.core.workload.LeaseType;

/** Seed 001 §4.2's lease types as the API names them ({@link LeaseTerms}): parsed exactly, a 422 otherwise. */
public final class LeaseTypes {
    public static final String NON_PREEMPTABLE = LeaseTerms.NON_PREEMPTABLE.name();
    /** Cheapest first: the order of the quote's lease options. */
    public static final List<String> NAMES = LeaseTerms.names();

    private LeaseTypes() {
    }

    /** The API name, exactly; NON_PREEMPTABLE when absent; a 422 naming {@code leaseType} for any other text. */
    static String parse(String name) {
        return name == null ? NON_PREEMPTABLE : ExactValues.oneOf("leaseType", name, NAMES);
    }

    /** The core's terms for an API name. */
    static LeaseTerms terms(String name) {
        return LeaseTerms.valueOf(parse(name));
    }

    /** The core's type for an API name. */
    public static LeaseType core(String name) {
        return terms(name).type();
    }

    /** What a lease of this type guarantees, and what its user gives up for the discount (§4.2). */
    public static String guarantee(String name) {
        return terms(name).guarantee();
    }
}
