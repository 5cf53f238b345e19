package org.gridmarket.core.peering;

import java.util.Locale;

/** A resource provider's policy, by seed 000 §6.3's acronyms. */
public enum ProviderPolicy {
    /** EASY backfilling with k pivots, one profile (§2.1.5, §4). */
    EB("Eb"),
    /** Conservative backfilling, one profile; its free time slots are Fig. 2a's (§4.1). */
    CB("Cb"),
    /** Two partitions, local and grid, both conservative, static halves (§4.2, "the other ... policy"). */
    CBM("CbM"),
    /** Two partitions resized by a local-load forecast, EASY between publications (§4.2, Algorithm 1). */
    EBMF("EbMf");

    private final String acronym;

    ProviderPolicy(String acronym) {
        this.acronym = acronym;
    }

    public String acronym() {
        return acronym;
    }

    /** Parses an acronym of §6.3, case-insensitive: Eb, Cb, CbM or EbMf. */
    public static ProviderPolicy parse(String text) {
        String normalised = text.strip().toLowerCase(Locale.ROOT);
        for (ProviderPolicy policy : values()) {
            if (policy.acronym.toLowerCase(Locale.ROOT).equals(normalised)) {
                return policy;
            }
        }
        throw new IllegalArgumentException("unknown provider policy '" + text + "': use Eb, Cb, CbM or EbMf");
    }
}
