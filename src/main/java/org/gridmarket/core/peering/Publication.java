package org.gridmarket.core.peering;

import java.util.List;
import org.gridmarket.core.profile.FreeTimeSlot;
import org.gridmarket.core.profile.PublishedProfile;

/**
 * What a resource provider sends its gateway (seed 000 §3, §4.1, Fig. 2): its free time slots for [published
 * at, horizon). A slot ending at the horizon is open-ended. Each publication replaces the provider's previous
 * one at the gateway, so an empty one (EbMf with no grid share, Algorithm 1 line 11) withdraws what was offered.
 *
 * @param providerName the provider's site name
 * @param publishedAtSeconds when the provider scanned its profile
 * @param horizonSeconds end of the window the slots describe (the next periodic publication)
 * @param slots the grid partition's slots, or the whole profile's for a provider without partitions
 * @param reason why it was sent
 */
public record Publication(String providerName, long publishedAtSeconds, long horizonSeconds,
                          List<FreeTimeSlot> slots, Reason reason) {

    /** Why a provider publishes. */
    public enum Reason {
        /** The agreed interval elapsed (every 6, 12 or 24 h in §6.4). */
        PERIODIC,
        /** EbMf found its forecast too low at a reallocation event and resized its partitions (Algorithm 1 l. 26). */
        REALLOCATION
    }

    public Publication {
        if (horizonSeconds <= publishedAtSeconds) {
            throw new IllegalArgumentException("publication window " + publishedAtSeconds + ".." + horizonSeconds);
        }
        slots = List.copyOf(slots);
    }

    /** The gateway's copy of this provider's availability, ready to book from (§5.3). */
    public PublishedProfile toProfile() {
        return PublishedProfile.fromSlots(slots, publishedAtSeconds, horizonSeconds);
    }
}
