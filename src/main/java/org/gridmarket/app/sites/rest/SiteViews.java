package org.gridmarket.app.sites.rest;

import jakarta.validation.Valid;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.NotNull;
import jakarta.validation.constraints.Min;
import jakarta.validation.constraints.Null;
import jakarta.validation.constraints.Size;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.gridmarket.app.sites.persistence.PriceUnit;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.sites.service.PriceCard;
import org.gridmarket.app.sites.service.PriceChange;
import org.gridmarket.app.sites.service.RegisteredSite;
import org.gridmarket.core.market.LeaseFactors;
import org.gridmarket.core.ledger.Money;

/** The sites API's request and response bodies (entities never cross HTTP). */
public final class SiteViews {
    /** Upper bound for any posted price: 10⁶ G$, far above any real quote, far below overflow. */
    static final long MAX_PRICE_MICRO_GD = 1_000_000_000_000L;
    /** Lower bound for any posted price: 1 µG$. A free site would fail every job placed there (issue 18, B3). */
    static final long MIN_PRICE_MICRO_GD = 1;

    private SiteViews() {
    }

    /** What a request using the field's old name hears (issue 19 §2: prices are per processor-hour now). */
    static final String RENAMED_PRICE = "no longer accepted: prices are posted per processor-hour; send "
            + "priceMicroGdPerProcessorHour (µG$ per processor-hour; a quote c per MI was 3,600 × c per processor-hour)";

    /**
     * A price card as posted (see {@link PriceCard} for the meaning of each field). {@code priceMicroGdPerMi},
     * the field's name before prices were per processor-hour, is read only to refuse it with a 422 that names
     * the new field, instead of the bare 400 of an unknown field; any value of it is refused.
     */
    public record PriceRequest(
            @NotNull @Min(MIN_PRICE_MICRO_GD) @Max(MAX_PRICE_MICRO_GD) Long priceMicroGdPerProcessorHour,
            @Min(MIN_PRICE_MICRO_GD) @Max(MAX_PRICE_MICRO_GD) Long fixedCostMicroGdPerCpuSecond,
            @Min(MIN_PRICE_MICRO_GD) @Max(MAX_PRICE_MICRO_GD) Long minMachinePriceMicroGdPerProcessorHour,
            @Min(MIN_PRICE_MICRO_GD) @Max(MAX_PRICE_MICRO_GD) Long maxMachinePriceMicroGdPerProcessorHour,
            @Schema(hidden = true) @Null(message = RENAMED_PRICE) Object priceMicroGdPerMi,
            @Valid LeaseFactorsBody leaseFactorsPermille) {

        PriceCard toCard() {
            return new PriceCard(priceMicroGdPerProcessorHour, fixedCostMicroGdPerCpuSecond,
                    minMachinePriceMicroGdPerProcessorHour, maxMachinePriceMicroGdPerProcessorHour,
                    leaseFactorsPermille == null ? null : leaseFactorsPermille.toFactors());
        }
    }

    /**
     * Seed 001's lease discounts on a price card: the permille of the site's price a job pays for each
     * preemptable lease type, 0 &lt; cancellable ≤ suspendable ≤ migratable ≤ 1,000 (a non-preemptable lease
     * pays the whole price).
     */
    public record LeaseFactorsBody(@NotNull @Min(1) @Max(LeaseFactors.WHOLE) Integer cancellable,
                                   @NotNull @Min(1) @Max(LeaseFactors.WHOLE) Integer suspendable,
                                   @NotNull @Min(1) @Max(LeaseFactors.WHOLE) Integer migratable) {
        LeaseFactors toFactors() {
            try {
                return new LeaseFactors(cancellable, suspendable, migratable);
            } catch (IllegalArgumentException outOfOrder) {
                String message = outOfOrder.getMessage();
                int colon = message.indexOf(':');
                throw ApiProblem.invalid("leaseFactorsPermille." + message.substring(0, colon),
                        message.substring(colon + 1).strip());
            }
        }

        static LeaseFactorsBody of(LeaseFactors factors) {
            return factors == null ? null : new LeaseFactorsBody(factors.cancellablePermille(),
                    factors.suspendablePermille(), factors.migratablePermille());
        }
    }

    /** The site's preemption policy (seed 001 §6): NOP, MOV, MLIP or MOML. */
    public record PreemptionRequest(@NotNull @Size(min = 1, max = 8) String policy) {
    }

    /** A site's current price card; its price is always per processor-hour. */
    public record PriceView(long priceMicroGdPerProcessorHour, String priceGdPerProcessorHour,
                            Long fixedCostMicroGdPerCpuSecond, Long minMachinePriceMicroGdPerProcessorHour,
                            Long maxMachinePriceMicroGdPerProcessorHour, LeaseFactorsBody leaseFactorsPermille) {
        static PriceView of(PriceCard card) {
            return card == null ? null : new PriceView(card.priceMicroGdPerProcessorHour(),
                    Money.formatGd(card.priceMicroGdPerProcessorHour()), card.fixedCostMicroGdPerCpuSecond(),
                    card.minMachinePriceMicroGdPerProcessorHour(), card.maxMachinePriceMicroGdPerProcessorHour(),
                    LeaseFactorsBody.of(card.leaseFactors()));
        }
    }

    /**
     * A price card in the history, its price in the unit it was posted in: {@code PER_PROCESSOR_HOUR}, or
     * {@code PER_MI} for what was posted before prices were per processor-hour (migration V10).
     */
    public record HistoricPriceView(long priceMicroGd, String priceGd, PriceUnit unit,
                                    Long fixedCostMicroGdPerCpuSecond, Long minMachinePriceMicroGdPerProcessorHour,
                                    Long maxMachinePriceMicroGdPerProcessorHour, LeaseFactorsBody leaseFactorsPermille) {
        static HistoricPriceView of(PriceChange.Price price) {
            return price == null ? null : new HistoricPriceView(price.priceMicroGd(), Money.formatGd(price.priceMicroGd()),
                    price.unit(), price.fixedCostMicroGdPerCpuSecond(), price.minMachinePriceMicroGdPerProcessorHour(),
                    price.maxMachinePriceMicroGdPerProcessorHour(), LeaseFactorsBody.of(price.leaseFactors()));
        }
    }

    /**
     * A site; {@code acceptsScripts}: whether it runs the scripts jobs carry (issue 33); {@code agent} is shown to
     * its owner only, and only while the site is in agent mode (else null).
     */
    public record SiteView(long id, String name, String owner, int processors, int mipsPerProcessor,
                           double bandwidthGbps, Integer memoryPerNodeMb, String gridName, PriceView price,
                           Instant createdAt, Instant withdrawnAt, String preemptionPolicy, boolean acceptsScripts,
                           AgentView agent) {
    }

    /**
     * A site's agent (issue 33): online while heard from within {@code offlineAfterSeconds}
     * ({@code gridmarket.agents.offline-after}); an offline site gets no new jobs until its agent is heard again.
     */
    public record AgentView(boolean online, Instant lastHeardAt, long offlineAfterSeconds) {
    }

    /** The agent of {@code site} as its owner {@code callerId} sees it at {@code now}; null for anyone else. */
    static AgentView agent(RegisteredSite site, long callerId, Duration offlineAfter, Instant now) {
        if (!site.agentMode() || site.ownerId() != callerId) {
            return null;
        }
        Instant heard = site.agentHeardAt();
        return new AgentView(heard != null && heard.plus(offlineAfter).isAfter(now), heard, offlineAfter.toSeconds());
    }

    /** One change: who made it ({@code null} for the system's, then {@code reason} says why), when, old and new. */
    public record PriceChangeView(long id, String changedBy, String reason, Instant changedAt,
                                  HistoricPriceView oldPrice, HistoricPriceView newPrice) {
    }

    static SiteView site(RegisteredSite site, Map<Long, String> usernames, AgentView agent) {
        return new SiteView(site.id(), site.name(), usernames.get(site.ownerId()), site.processors(),
                site.mipsPerProcessor(), site.bandwidthGbps(), site.memoryPerNodeMb(), site.gridName(),
                PriceView.of(site.price()), site.createdAt(), site.withdrawnAt(), site.preemptionPolicy(),
                site.acceptsScripts(), agent);
    }

    static PriceChangeView change(PriceChange change, Map<Long, String> usernames) {
        return new PriceChangeView(change.id(), change.changedBy() == null ? null : usernames.get(change.changedBy()),
                change.reason(), change.changedAt(), HistoricPriceView.of(change.oldPrice()),
                HistoricPriceView.of(change.newPrice()));
    }
}
