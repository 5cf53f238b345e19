package org.gridmarket.core.tender;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.gridmarket.core.market.PriceBand;
import org.gridmarket.core.profile.AvailabilityProfile;
import org.gridmarket.core.profile.FreeSteps;

/** {@link RigidBid#best} over its candidate starts is as good as a brute force over every whole-second start. */
class RigidBidProperties {

    record Reservation(int start, int length, int processors) {
    }

    @Provide
    Arbitrary<List<Reservation>> reservations() {
        return Combinators.combine(Arbitraries.integers().between(0, 120), Arbitraries.integers().between(1, 60),
                Arbitraries.integers().between(1, 8)).as(Reservation::new).list().ofMaxSize(8);
    }

    @Property(tries = 300)
    void theCandidateStartsFindTheBestWindow(@ForAll("reservations") List<Reservation> reservations,
                                             @ForAll @IntRange(min = 1, max = 8) int processors,
                                             @ForAll @IntRange(min = 1, max = 50) int runtime,
                                             @ForAll @IntRange(min = 1, max = 250) int deadline,
                                             @ForAll @IntRange(min = 0, max = 3000) int penalty) {
        AvailabilityProfile profile = new AvailabilityProfile(8, 0);
        for (Reservation reservation : reservations) {
            if (profile.canStartAt(reservation.start(), reservation.processors(), reservation.length())) {
                profile.reserve(reservation.start(), reservation.start() + reservation.length(),
                        reservation.processors());
            }
        }
        FreeSteps steps = profile.freeSteps(0);
        PriceBand band = new PriceBand(1_000_000, 3_000_000);
        RigidBid.Request request = new RigidBid.Request(processors, runtime, 0, deadline, 500_000,
                penalty == 0 ? null : (long) penalty);

        RigidBid.Terms best = RigidBid.best(steps, band, request);
        RigidBid.Terms brute = null;
        for (long start = 0; start <= 250 + runtime; start++) {
            RigidBid.Terms terms = RigidBid.at(steps, band, request, start);
            if (terms != null && (brute == null || terms.utilityMicroGd() > brute.utilityMicroGd())) {
                brute = terms;
            }
        }
        // The same best utility (whole-µG$ rounding can tie a non-candidate start with the candidate's).
        if (brute == null) {
            assertThat(best).isNull();
        } else {
            assertThat(best.utilityMicroGd()).isEqualTo(brute.utilityMicroGd());
            assertThat(RigidBid.at(steps, band, request, best.startSeconds())).isEqualTo(best);
        }
    }
}
