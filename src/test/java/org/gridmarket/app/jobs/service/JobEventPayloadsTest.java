package org.gridmarket.app.jobs.service;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The notifications a turn's job events go out as (issue 34): each fits PostgreSQL's limit, and all decode back. */
class JobEventPayloadsTest {

    @Test
    void eventsGoOutInAsFewPayloadsAsFitAndComeBackUnchanged() throws Exception {
        List<JobEvents.JobEvent> events = new ArrayList<>();
        for (long job = 1; job <= 300; job++) {
            events.add(new JobEvents.JobEvent(job, 7, job % 2 == 0 ? "RUNNING" : "REJECTED", job % 3 == 0 ? null : job,
                    Instant.ofEpochSecond(1_000_000 + job), job % 5 == 0 ? "no cluster \"fits\" — é " + job : null));
        }
        events.add(new JobEvents.JobEvent(301, 7, "FAILED", 2L, null, "x".repeat(5_000)));

        List<String> payloads = JobEvents.payloads(events, "replica-a");

        assertThat(payloads).hasSizeGreaterThan(1);
        List<JobEvents.JobEvent> decoded = new ArrayList<>();
        for (String payload : payloads) {
            assertThat(payload.getBytes(StandardCharsets.UTF_8).length).isLessThan(8_000);
            JobEvents.Notification notification = JobEvents.decode(payload);
            assertThat(notification.origin()).isEqualTo("replica-a");
            decoded.addAll(notification.events());
        }
        assertThat(decoded.subList(0, 300)).isEqualTo(events.subList(0, 300));
        assertThat(decoded.get(300).detail()).hasSize(1_000); // free text is cut in notifications
        assertThat(JobEvents.payloads(List.of(), "replica-a")).isEmpty();
    }
}
