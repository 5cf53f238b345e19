package org.gridmarket.core.advice;

import java.util.List;
import java.util.Map;

/**
 * What one site would have had at one price over the window, as a replay found it.
 *
 * @param utilisation busy processor-seconds of the site within the window over its processors × the window's
 *        seconds (0..1), local jobs included
 * @param revenueMicroGd the prices agreed for the market requests (jobs and quotes) the site won in the window
 * @param jobsWon submitted jobs the site won
 * @param jobsLostTo submitted jobs placed on another site, counted by that site's id
 * @param jobsPlacedNowhere submitted jobs no site took (rejected, or still waiting in the queue at the window's end)
 * @param quotesWon quotes not taken that the market would have placed on the site
 * @param quotesPlacedElsewhere quotes not taken that the market would have placed on another site
 * @param wonJobIds the ids of the jobs won, ascending
 */
public record ReplayOutcome(long priceMicroGd, double utilisation, long revenueMicroGd, int jobsWon,
                            Map<Long, Integer> jobsLostTo, int jobsPlacedNowhere, int quotesWon,
                            int quotesPlacedElsewhere, List<Long> wonJobIds) {
}
