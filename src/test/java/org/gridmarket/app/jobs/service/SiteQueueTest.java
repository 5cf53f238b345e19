package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;

import org.gridmarket.app.jobs.persistence.JobRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The owner's queue: whose each job is, and busy processor-seconds step by step (issue 18, C7). */
class SiteQueueTest {

    @ParameterizedTest(name = "a {0} job with key {1} is {2}")
    @CsvSource(nullValues = "null", value = {
        "federation, alice-key-1, FEDERATION",
        "local, null, LOCAL",
        "local, owner-chose-this, LOCAL",
        "local, background-3-17, BACKGROUND"})
    void tellsPaidLocalAndBackgroundJobsApart(String kind, String key, SiteQueue.Kind expected) {
        JobRecord job = JobRecord.builder().kind(kind).idempotencyKey(key).build();
        assertThat(SiteQueue.Kind.of(job)).isEqualTo(expected);
        assertThat(expected.json()).isEqualTo(expected.name().toLowerCase(java.util.Locale.ROOT));
    }

    @Test
    void countsEachJobInTheStepsItRanIn() {
        // Steps of 100 s from t = 1,000 to 1,400; now is 1,350.
        SiteQueue.BusySteps steps = new SiteQueue.BusySteps(1_000, 100, 4, 1_350);
        steps.accept(new JobQueries.BusyInterval(2, 900, 1_050L));   // 2 × 50 s in step 0; before the window: nothing
        steps.accept(new JobQueries.BusyInterval(4, 1_150, 1_320L)); // 4 × 50 s, 4 × 100 s, 4 × 20 s
        steps.accept(new JobQueries.BusyInterval(1, 1_290, null));   // still running: 10 s in step 2, 50 s in step 3
        steps.accept(new JobQueries.BusyInterval(8, 1_500, null));   // after the window: nothing
        assertThat(steps.processorSeconds()).containsExactly(100, 200, 400 + 10, 80 + 50);
    }
}
