package org.gridmarket.core.preemption;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.gridmarket.core.profile.AvailabilityProfile;

/**
 * Seed 001 §2.1 and §6 on random sites: the enumeration returns exactly the minimal covering sets (checked
 * against every subset), and each policy's choice is optimal by its own criterion.
 */
class CandidateSetProperties {

    /** A random site: some leases (eligible) and some blocking local reservations, and a request window. */
    private record Situation(int capacity, List<PreemptableLease> leases, List<long[]> blocking, int processors,
                             long start, long end) {

        static Situation random(long seed) {
            Random random = new Random(seed);
            int capacity = 2 + random.nextInt(7);
            AvailabilityProfile profile = new AvailabilityProfile(capacity, 0);
            List<PreemptableLease> leases = new ArrayList<>();
            List<long[]> blocking = new ArrayList<>();
            for (int index = 0; index < 1 + random.nextInt(9); index++) {
                int processors = 1 + random.nextInt(capacity);
                long from = random.nextInt(90);
                long to = from + 1 + random.nextInt(40);
                if (profile.canStartAt(from, processors, to - from)) {
                    profile.reserve(from, to, processors);
                    if (random.nextInt(4) == 0) {
                        blocking.add(new long[] {from, to, processors});
                    } else {
                        leases.add(new PreemptableLease(index + 1, processors, from, to, random.nextInt(500) / 7.0));
                    }
                }
            }
            long start = random.nextInt(60);
            return new Situation(capacity, leases, blocking, 1 + random.nextInt(capacity), start,
                    start + 1 + random.nextInt(60));
        }

        AvailabilityProfile profileWithout(Set<Long> removed) {
            AvailabilityProfile profile = new AvailabilityProfile(capacity, 0);
            blocking.forEach(block -> profile.reserve(block[0], block[1], (int) block[2]));
            leases.stream().filter(lease -> !removed.contains(lease.id()))
                    .forEach(lease -> profile.reserve(lease.startSeconds(), lease.endSeconds(), lease.processors()));
            return profile;
        }

        boolean covers(Set<Long> removed) {
            return profileWithout(removed).canStartAt(start, processors, end - start);
        }

        CandidateSets enumerate() {
            return CandidateSets.enumerate(profileWithout(Set.of()).freeSteps(0), processors, start, end, leases);
        }
    }

    @Property(tries = 400)
    void findsExactlyTheMinimalCoveringSets(@ForAll long seed) {
        Situation situation = Situation.random(seed);

        Set<List<Long>> found = new HashSet<>();
        situation.enumerate().sets().forEach(set -> found.add(set.leaseIds()));

        assertThat(found).isEqualTo(bruteForce(situation));
    }

    @Property(tries = 400)
    void eachPolicyChoosesOptimallyByItsOwnCriterion(@ForAll long seed) {
        List<CandidateSet> sets = Situation.random(seed).enumerate().sets();
        if (sets.isEmpty()) {
            return;
        }
        double leastOverhead = sets.stream().mapToDouble(CandidateSet::overheadSeconds).min().orElseThrow();
        int fewest = sets.stream().mapToInt(CandidateSet::size).min().orElseThrow();
        double alpha = MinimumOverheadMinimumLeases.alphaSeconds(sets);
        int fewestUnderAlpha = sets.stream().filter(set -> set.overheadSeconds() <= alpha)
                .mapToInt(CandidateSet::size).min().orElseThrow();

        assertThat(new MinimumOverhead().choose(sets).orElseThrow().overheadSeconds()).isEqualTo(leastOverhead);
        assertThat(new MinimumLeasesInvolved().choose(sets).orElseThrow().size()).isEqualTo(fewest);
        CandidateSet moml = new MinimumOverheadMinimumLeases().choose(sets).orElseThrow();
        assertThat(moml.overheadSeconds()).isLessThanOrEqualTo(alpha);
        assertThat(moml.size()).isEqualTo(fewestUnderAlpha);
        assertThat(new NoPreemption().choose(sets)).isEmpty();
    }

    /** Every subset of the leases that touch the window, kept when it covers and no member can go. */
    private static Set<List<Long>> bruteForce(Situation situation) {
        List<Long> ids = situation.leases().stream()
                .filter(lease -> lease.startSeconds() < situation.end() && lease.endSeconds() > situation.start())
                .map(PreemptableLease::id).sorted().toList();
        Set<List<Long>> minimal = new HashSet<>();
        for (int mask = 0; mask < 1 << ids.size(); mask++) {
            List<Long> members = new ArrayList<>();
            for (int bit = 0; bit < ids.size(); bit++) {
                if ((mask & 1 << bit) != 0) {
                    members.add(ids.get(bit));
                }
            }
            if (situation.covers(Set.copyOf(members)) && members.stream().noneMatch(member ->
                    situation.covers(withOut(members, member)))) {
                minimal.add(members);
            }
        }
        return minimal;
    }

    private static Set<Long> withOut(List<Long> members, long member) {
        Set<Long> rest = new HashSet<>(members);
        rest.remove(member);
        return rest;
    }
}
