package org.gridmarket.core.preemption;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.gridmarket.core.profile.AvailabilityProfile;
import org.gridmarket.core.profile.FreeSteps;
import org.junit.jupiter.api.Test;

/** Seed 001 §2.1 Eq. (1)–(2) on small windows: minimality, reservations, the cap, bad input. */
class CandidateSetsTest {

    @Test
    void findsMinimalSetsAcrossRunningLeasesAndReservations() {
        // Like Fig. 2: one processor over [10, 20); processor A runs 1 then holds 2, B runs 4 then holds 3, 5.
        AvailabilityProfile profile = new AvailabilityProfile(2, 0);
        profile.reserve(0, 14, 1);
        profile.reserve(14, 30, 1);
        profile.reserve(0, 12, 1);
        profile.reserve(12, 16, 1);
        profile.reserve(16, 30, 1);
        List<PreemptableLease> leases = List.of(
                new PreemptableLease(1, 1, 10, 14, 1), new PreemptableLease(2, 1, 14, 30, 1),
                new PreemptableLease(3, 1, 12, 16, 1), new PreemptableLease(4, 1, 10, 12, 1),
                new PreemptableLease(5, 1, 16, 30, 1));

        CandidateSets sets = CandidateSets.enumerate(profile.freeSteps(10), 1, 10, 20, leases);

        assertThat(sets.sets()).extracting(CandidateSet::leaseIds)
                .containsExactly(List.of(1L, 2L), List.of(1L, 3L, 5L), List.of(2L, 3L, 4L), List.of(3L, 4L, 5L));
        assertThat(sets.capped()).isFalse();
    }

    @Test
    void aRequestThatFitsNeedsOnlyTheEmptySet() {
        FreeSteps free = new AvailabilityProfile(4, 0).freeSteps(0);

        assertThat(CandidateSets.enumerate(free, 2, 0, 10, List.of()).sets())
                .containsExactly(new CandidateSet(List.of(), 0, 0));
    }

    @Test
    void noSetWhenEveryLeaseTogetherIsNotEnough() {
        AvailabilityProfile profile = new AvailabilityProfile(4, 0);
        profile.reserve(0, 10, 4);
        List<PreemptableLease> leases = List.of(new PreemptableLease(1, 2, 0, 10, 1));

        assertThat(CandidateSets.enumerate(profile.freeSteps(0), 3, 0, 10, leases).sets()).isEmpty();
    }

    @Test
    void stopsAtTheCapAndSaysSo() {
        AvailabilityProfile profile = new AvailabilityProfile(8, 0);
        profile.reserve(0, 10, 8);
        List<PreemptableLease> leases = List.of(
                new PreemptableLease(1, 2, 0, 10, 1), new PreemptableLease(2, 2, 0, 10, 1),
                new PreemptableLease(3, 2, 0, 10, 1), new PreemptableLease(4, 2, 0, 10, 1));

        CandidateSets all = CandidateSets.enumerate(profile.freeSteps(0), 4, 0, 10, leases);
        CandidateSets capped = CandidateSets.enumerate(profile.freeSteps(0), 4, 0, 10, leases, 2);

        assertThat(all.sets()).hasSize(6);
        assertThat(all.capped()).isFalse();
        assertThat(capped.sets()).extracting(CandidateSet::leaseIds).containsExactly(List.of(1L, 2L), List.of(1L, 3L));
        assertThat(capped.capped()).isTrue();
    }

    @Test
    void rejectsBadRequests() {
        FreeSteps free = new AvailabilityProfile(4, 0).freeSteps(0);

        assertThatThrownBy(() -> CandidateSets.enumerate(free, 0, 0, 10, List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CandidateSets.enumerate(free, 1, 10, 10, List.of()))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> CandidateSets.enumerate(free, 1, 0, 10, List.of(), 0))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new PreemptableLease(1, 1, 5, 5, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> PreemptionPolicies.byName("FIFO")).isInstanceOf(IllegalArgumentException.class);
    }
}
