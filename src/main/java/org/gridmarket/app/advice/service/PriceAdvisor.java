package org.gridmarket.app.advice.service;

import io.agroal.api.AgroalDataSource;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Semaphore;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.advice.persistence.MarketHistory;
import org.gridmarket.app.jobs.service.JobService;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.GridmarketConfig;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.advice.PriceReplay;
import org.gridmarket.core.advice.ReplayOutcome;
import org.gridmarket.core.advice.ReplayRules;
import org.gridmarket.core.advice.ReplaySite;
import org.gridmarket.core.mechanisms.Mechanisms;

/**
 * The owners' price advisor (issue 35 C): the demand of the last {@code hours} model hours ({@link AdviceDemand})
 * replayed through the market's core ({@link PriceReplay}) at today's price and at each candidate, over a
 * snapshot of the sites as they are now. It runs on the request's worker thread, never on the engine's, at most
 * {@link #MAX_CONCURRENT} at a time (503 otherwise), with at most {@link #MAX_PRICES} candidates over at most
 * {@link #MAX_HOURS} hours and {@link AdviceDemand#MAX_REQUESTS} market requests.
 */
@ApplicationScoped
public class PriceAdvisor {
    public static final int MAX_PRICES = 50;
    public static final int MAX_HOURS = 168;
    /** The highest price a site may post (docs/api.md, "Limits"), per processor-hour. */
    public static final long MAX_PRICE_MICRO_GD = 1_000_000_000_000L;
    static final int MAX_CONCURRENT = 2;

    private final JobService jobs;
    private final AdviceDemand demand;
    private final String queueMethod;
    private final Semaphore running = new Semaphore(MAX_CONCURRENT);

    public PriceAdvisor(JobService jobs, AgroalDataSource dataSource, GridmarketConfig config) {
        this.jobs = jobs;
        this.demand = new AdviceDemand(new MarketHistory(dataSource));
        this.queueMethod = config.allocation().method();
    }

    /** Checks what a client sent: 422 naming the field. */
    public static void validate(List<Long> prices, Integer hours) {
        if (prices == null || prices.isEmpty() || prices.size() > MAX_PRICES) {
            throw ApiProblem.invalid("pricesMicroGdPerProcessorHour", "give 1 to " + MAX_PRICES
                    + " candidate prices" + (prices == null ? "" : "; got " + prices.size()));
        }
        for (int i = 0; i < prices.size(); i++) {
            Long price = prices.get(i);
            if (price == null || price < 1 || price > MAX_PRICE_MICRO_GD) {
                throw ApiProblem.invalid("pricesMicroGdPerProcessorHour[" + i + "]", "a price is 1 to "
                        + MAX_PRICE_MICRO_GD + " µG$ per processor-hour, as a posted price; got " + price);
            }
        }
        if (hours == null || hours < 1 || hours > MAX_HOURS) {
            throw ApiProblem.invalid("hours", "the window is 1 to " + MAX_HOURS + " model hours; got " + hours);
        }
    }

    /** What site {@code siteId} would have had at each of {@code prices} over the last {@code hours} model hours. */
    public PriceAdvice advise(AccountService.Person caller, long siteId, List<Long> prices, Integer hours) {
        validate(prices, hours);
        List<SiteEntity> entities = QuarkusTransaction.requiringNew().call(
                () -> SiteEntity.<SiteEntity>listAll(Sort.by("id")));
        SiteEntity site = entities.stream().filter(entity -> entity.id == siteId).findFirst()
                .orElseThrow(() -> ApiProblem.notFound("site " + siteId));
        if (site.ownerId == null || site.ownerId != caller.id()) {
            throw ApiProblem.forbidden("only the owner of site " + siteId
                    + " may ask what another price would have done");
        }
        if (!running.tryAcquire()) {
            throw new ApiProblem(503, "advisor-busy", "Advisor busy", "the price advisor is answering "
                    + MAX_CONCURRENT + " other requests; ask again in a moment");
        }
        try {
            return replay(site, entities, prices, hours);
        } finally {
            running.release();
        }
    }

    private PriceAdvice replay(SiteEntity site, List<SiteEntity> entities, List<Long> prices, int hours) {
        long started = System.nanoTime();
        long to = jobs.clock().now().getEpochSecond();
        List<ReplaySite> sites = entities.stream().map(AdviceDemand::site).toList();
        AdviceDemand.Window window = demand.read(sites, to - hours * 3_600L, to);
        PriceReplay replay = new PriceReplay(new ReplayRules(Mechanisms.LIVE_PRICING, Mechanisms.strategies(),
                Mechanisms.LIVE_LRMS, queueMethod), sites, window.demand(), window.fromSeconds(), to);
        Map<Long, String> names = new HashMap<>();
        entities.forEach(entity -> names.put(entity.id, entity.name));
        Long current = site.withdrawnAt == null ? site.priceMicroGdPerProcessorHour : null;
        PriceAdvice.Row currentRow = current == null ? null : row(replay.at(site.id, current), names);
        List<PriceAdvice.Row> rows = new ArrayList<>(prices.size());
        for (long price : prices) {
            rows.add(current != null && price == current ? currentRow : row(replay.at(site.id, price), names));
        }
        PriceAdvice.Replayed replayed = new PriceAdvice.Replayed(window.jobs(), window.quotes(), window.locals(),
                window.carried(), AdviceDemand.MAX_REQUESTS, window.capped(), window.actualWonBy(site.id),
                (System.nanoTime() - started) / 1_000_000);
        return new PriceAdvice(site.id, site.name, hours, Instant.ofEpochSecond(window.fromSeconds()),
                Instant.ofEpochSecond(to), current, replayed, currentRow, rows, AdviceDemand.ASSUMPTIONS);
    }

    private static PriceAdvice.Row row(ReplayOutcome outcome, Map<Long, String> names) {
        List<PriceAdvice.LostTo> lostTo = outcome.jobsLostTo().entrySet().stream()
                .map(entry -> new PriceAdvice.LostTo(entry.getKey(), names.get(entry.getKey()), entry.getValue()))
                .sorted(Comparator.comparingInt(PriceAdvice.LostTo::jobs).reversed()
                        .thenComparingLong(PriceAdvice.LostTo::siteId))
                .toList();
        int lost = lostTo.stream().mapToInt(PriceAdvice.LostTo::jobs).sum();
        return new PriceAdvice.Row(outcome.priceMicroGd(), outcome.utilisation(), outcome.revenueMicroGd(),
                outcome.jobsWon(), lost, lostTo, outcome.jobsPlacedNowhere(), outcome.quotesWon(),
                outcome.quotesPlacedElsewhere(), outcome.wonJobIds());
    }
}
