package org.gridmarket.core.workload;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.gridmarket.core.engine.RandomStreams;
import org.junit.jupiter.api.Test;

/** The shape checks of ../shared/models/lublin99.md ("Validation hints") and seed 000 §6.1's adaptation. */
class Lublin99GeneratorTest {

    private static final int JOBS = 20_000;
    private static final List<Job> TYPELESS_128 = typeless(7, "cluster", JOBS);

    private static List<Job> typeless(long seed, String site, int count) {
        return new Lublin99Generator(List.of(Lublin99Parameters.TYPELESS), new RandomStreams(seed), site)
                .generate(count);
    }

    @Test
    void sameSeedGivesTheSameJobsAndAnotherSeedDoesNot() {
        assertEquals(typeless(7, "cluster", 500), TYPELESS_128.subList(0, 500));
        assertNotEquals(typeless(8, "cluster", 500), TYPELESS_128.subList(0, 500));
    }

    @Test
    void aboutAQuarterOfJobsAreSerial() {
        double serial = TYPELESS_128.stream().filter(job -> job.processors() == 1).count() / (double) JOBS;

        assertEquals(Lublin99Parameters.TYPELESS.serialProbability(), serial, 0.02);
    }

    @Test
    void mostParallelJobsHavePowerOfTwoSizesAndNoneExceedsTheMachine() {
        List<Job> parallel = TYPELESS_128.stream().filter(job -> job.processors() > 1).toList();
        long powerOfTwo = parallel.stream().filter(job -> Integer.bitCount(job.processors()) == 1).count();

        assertTrue(powerOfTwo > parallel.size() / 2, "power-of-two share " + powerOfTwo + "/" + parallel.size());
        assertTrue(TYPELESS_128.stream().allMatch(job -> job.processors() >= 1 && job.processors() <= 128));
    }

    @Test
    void runtimesSpanSecondsToAboutTwoDaysWithAHeavyTail() {
        long longest = TYPELESS_128.stream().mapToLong(Job::runtimeSeconds).max().orElseThrow();
        long shortest = TYPELESS_128.stream().mapToLong(Job::runtimeSeconds).min().orElseThrow();
        double mean = TYPELESS_128.stream().mapToLong(Job::runtimeSeconds).average().orElseThrow();
        long median = TYPELESS_128.stream().mapToLong(Job::runtimeSeconds).sorted().skip(JOBS / 2).findFirst()
                .orElseThrow();

        assertTrue(shortest < 10 && longest <= (long) Math.exp(12) && longest > 86_400);
        assertTrue(mean > 2 * median, "mean " + mean + " median " + median);
    }

    @Test
    void arrivalsShowADaytimePeak() {
        long[] perHour = new long[24];
        TYPELESS_128.forEach(job -> perHour[(int) (job.submitSeconds() % 86_400 / 3_600)]++);
        long daytime = perHour[10] + perHour[11] + perHour[12] + perHour[13] + perHour[14] + perHour[15];
        long night = perHour[1] + perHour[2] + perHour[3] + perHour[4] + perHour[5] + perHour[6];

        assertTrue(daytime > 2 * night, "daytime " + daytime + " night " + night);
        assertTrue(TYPELESS_128.get(JOBS - 1).submitSeconds() > TYPELESS_128.get(0).submitSeconds());
    }

    @Test
    void dailyCycleWeightsAverageOneAndPeakInTheAfternoon() {
        double[] weights = Lublin99Arrivals.bucketWeights(8.1737, 3.9631);
        double sum = 0;
        int peak = 0;
        for (int bucket = 0; bucket < weights.length; bucket++) {
            sum += weights[bucket];
            peak = weights[bucket] > weights[peak] ? bucket : peak;
        }

        assertEquals(48, sum, 1e-9);
        assertTrue(peak >= 20 && peak <= 40, "peak bucket " + peak);
    }

    @Test
    void perClusterAdaptationFollowsSeed000() {
        RandomStreams streams = new RandomStreams(3);
        for (int cluster = 0; cluster < 50; cluster++) {
            Lublin99Parameters adapted = Lublin99Parameters.TYPELESS.adaptedToCluster(64,
                    streams.stream("adaptation/" + cluster));

            assertEquals(6, adapted.sizeHigh(), 1e-12);
            assertTrue(adapted.sizeMedium() >= 6 - 3.5 && adapted.sizeMedium() <= 6 - 1.5);
            assertTrue(adapted.arrivalScale() >= 0.4871 && adapted.arrivalScale() <= 0.55);
        }
    }

    @Test
    void batchAndInteractiveClassesBothAppear() {
        List<Lublin99Parameters> classes = List.of(Lublin99Parameters.BATCH.withMaximumProcessors(32),
                Lublin99Parameters.INTERACTIVE.withMaximumProcessors(32));
        List<Job> jobs = new Lublin99Generator(classes, new RandomStreams(1), "site").generate(2_000);

        assertTrue(jobs.stream().allMatch(job -> job.processors() <= 32));
        for (int index = 1; index < jobs.size(); index++) {
            assertTrue(jobs.get(index - 1).submitSeconds() <= jobs.get(index).submitSeconds());
        }
    }

    /** Seed 002 §5.1 loads Lublin99 by AARR: a smaller aarr brings jobs closer together, nothing else changes. */
    @Test
    void aSmallerArrivalShapeShortensTheSpanOfTheSameNumberOfJobs() {
        Lublin99Parameters lighter = Lublin99Parameters.TYPELESS.withArrivalShape(10.5);
        Lublin99Parameters heavier = Lublin99Parameters.TYPELESS.withArrivalShape(8.5);
        assertEquals(10.5, lighter.arrivalShape());
        assertEquals(Lublin99Parameters.TYPELESS.arrivalShapeFactor(), heavier.arrivalShapeFactor());
        assertEquals(Lublin99Parameters.TYPELESS.withArrivalScale(1).withArrivalShape(10.2303),
                Lublin99Parameters.TYPELESS.withArrivalScale(1));
        List<Job> light = new Lublin99Generator(List.of(lighter), new RandomStreams(5), "c").generate(3_000);
        List<Job> heavy = new Lublin99Generator(List.of(heavier), new RandomStreams(5), "c").generate(3_000);
        assertTrue(span(heavy) < span(light), "span at aarr 8.5 " + span(heavy) + " vs 10.5 " + span(light));
    }

    private static long span(List<Job> jobs) {
        return jobs.get(jobs.size() - 1).submitSeconds() - jobs.get(0).submitSeconds();
    }
}
