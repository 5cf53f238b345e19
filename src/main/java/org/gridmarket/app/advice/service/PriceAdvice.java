package org.gridmarket.app.advice.service;

import java.time.Instant;
import java.util.List;

/**
 * The advisor's answer: over the window [{@code windowStart}, {@code windowEnd}) of model time, what site
 * {@code siteId} had in the replay at today's price ({@code current}; null when it posts none) and at each
 * candidate, in the order asked; what was replayed; the model's assumptions in words.
 */
public record PriceAdvice(long siteId, String siteName, int hours, Instant windowStart, Instant windowEnd,
                          Long currentPriceMicroGdPerProcessorHour, Replayed replayed, Row current,
                          List<Row> candidates, List<String> assumptions) {

    /**
     * What was replayed: market requests (jobs submitted, quotes not taken) at most {@code maxRequests}, the
     * latest first ({@code capped}: there were more, and the window starts at the oldest kept); the owners' local
     * jobs; the jobs already on a site when the window opened; {@code actualJobsWon}: how many of the jobs the site
     * really took; {@code elapsedMillis}: the replays' wall time.
     */
    public record Replayed(int jobs, int quotesNotTaken, int localJobs, int carriedJobs, int maxRequests,
                           boolean capped, int actualJobsWon, long elapsedMillis) {
    }

    /**
     * One price's replay: utilisation (0..1) of the site over the window; revenue, the prices agreed for the jobs
     * and quotes it won (µG$); the jobs it won (with their ids), those lost to other sites (per site) or placed
     * nowhere; the quotes not taken that it or another site would have had.
     */
    public record Row(long priceMicroGdPerProcessorHour, double utilisation, long revenueMicroGd, int jobsWon,
                      int jobsLost, List<LostTo> jobsLostTo, int jobsPlacedNowhere, int quotesWon,
                      int quotesPlacedElsewhere, List<Long> wonJobIds) {
    }

    /** Jobs that went to site {@code siteId} instead. */
    public record LostTo(long siteId, String siteName, int jobs) {
    }
}
