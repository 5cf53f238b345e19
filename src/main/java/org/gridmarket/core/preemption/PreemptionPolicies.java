package org.gridmarket.core.preemption;

import java.util.List;
import java.util.Locale;

/** The policies of seed 001 §6 and the NOP baseline, by name. */
public final class PreemptionPolicies {

    private PreemptionPolicies() {
    }

    /** NOP, MOV, MLIP or MOML, case-insensitive; anything else is an {@link IllegalArgumentException}. */
    public static PreemptionPolicy byName(String name) {
        String normalised = name == null ? "" : name.strip().toUpperCase(Locale.ROOT);
        return switch (normalised) {
            case "NOP" -> new NoPreemption();
            case "MOV" -> new MinimumOverhead();
            case "MLIP" -> new MinimumLeasesInvolved();
            case "MOML" -> new MinimumOverheadMinimumLeases();
            default -> throw new IllegalArgumentException("unknown preemption policy '" + name
                    + "': use NOP, MOV, MLIP or MOML");
        };
    }

    /** NOP, MOV, MLIP, MOML, in that order. */
    public static List<PreemptionPolicy> all() {
        return List.of(new NoPreemption(), new MinimumOverhead(), new MinimumLeasesInvolved(),
                new MinimumOverheadMinimumLeases());
    }
}
