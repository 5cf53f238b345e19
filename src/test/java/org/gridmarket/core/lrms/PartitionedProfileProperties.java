package org.gridmarket.core.lrms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.gridmarket.core.lrms.PartitionedProfile.Hold;
import org.gridmarket.core.lrms.PartitionedScheduler.Partition;

/**
 * {@link PartitionedProfile#earliestStart} against a brute force: every whole second from the earliest allowed
 * on, the least own and other processors free over the window, second by second (every change point is a
 * whole second here, so the earliest real start is one of them).
 */
class PartitionedProfileProperties {

    private static final long ORIGIN_SECONDS = 100;
    private static final long SEARCH_LIMIT_SECONDS = 2_000;

    @Property(tries = 1_000)
    void earliestStartIsTheFirstSecondWhereOwnAndBorrowedProcessorsFit(
            @ForAll @IntRange(min = 0, max = 12) int localProcessors,
            @ForAll @IntRange(min = 0, max = 12) int gridProcessors,
            @ForAll("holds") List<int[]> holds, @ForAll("queries") List<int[]> queries) {
        if (localProcessors + gridProcessors == 0) {
            return;
        }
        PartitionedProfile profile = new PartitionedProfile(localProcessors, gridProcessors, ORIGIN_SECONDS);
        for (int[] row : holds) {
            Partition own = row[0] == 0 ? Partition.LOCAL : Partition.GRID;
            int processors = Math.min(row[2], localProcessors + gridProcessors);
            Hold hold = profile.fitAt(own, ORIGIN_SECONDS + row[1], processors, row[3]);
            if (hold != null) {
                profile.reserve(hold);
            }
        }
        for (int[] row : queries) {
            Partition own = row[0] == 0 ? Partition.LOCAL : Partition.GRID;
            int processors = Math.min(row[2], localProcessors + gridProcessors);
            long notBefore = ORIGIN_SECONDS + row[1];

            long start = profile.earliestStart(own, processors, row[3], notBefore);

            assertEquals(bruteForce(profile, own, processors, row[3], notBefore), start,
                    () -> own + " " + processors + " x " + row[3] + " from " + notBefore);
            assertNotNull(profile.fitAt(own, start, processors, row[3]));
        }
    }

    private static long bruteForce(PartitionedProfile profile, Partition own, int processors, long duration,
                                   long notBefore) {
        for (long start = notBefore; start < SEARCH_LIMIT_SECONDS; start++) {
            int ownFree = Integer.MAX_VALUE;
            int otherFree = Integer.MAX_VALUE;
            for (long second = start; second < start + duration; second++) {
                ownFree = Math.min(ownFree, profile.freeAt(own, second));
                otherFree = Math.min(otherFree, profile.freeAt(own.other(), second));
            }
            if (ownFree + otherFree >= processors) {
                return start;
            }
        }
        throw new AssertionError("no start before " + SEARCH_LIMIT_SECONDS);
    }

    /** Up to 30 holds tried in order: {partition, start offset, processors, duration}; those that fit are taken. */
    @Provide
    Arbitrary<List<int[]>> holds() {
        return rows(30, 300);
    }

    /** Up to 10 queries: {partition, not-before offset, processors, duration}. */
    @Provide
    Arbitrary<List<int[]>> queries() {
        return rows(10, 350).filter(rows -> !rows.isEmpty());
    }

    private static Arbitrary<List<int[]>> rows(int size, int latestOffset) {
        return Combinators.combine(Arbitraries.integers().between(0, 1),
                Arbitraries.integers().between(0, latestOffset), Arbitraries.integers().between(1, 24),
                Arbitraries.integers().between(1, 120))
                .as((partition, offset, processors, duration) -> new int[] {partition, offset, processors, duration})
                .list().ofMaxSize(size);
    }
}
