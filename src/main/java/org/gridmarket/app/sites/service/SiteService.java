package org.gridmarket.app.sites.service;

import io.quarkus.panache.common.Sort;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.persistence.LockModeType;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.accounts.service.Role;
import org.gridmarket.app.ledger.service.LedgerService;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.app.platform.ExactValues;
import org.gridmarket.app.platform.Page;
import org.gridmarket.app.platform.PageRequest;
import org.gridmarket.app.sites.persistence.PriceChangeEntity;
import org.gridmarket.app.sites.persistence.PriceUnit;
import org.gridmarket.app.sites.persistence.SiteEntity;
import org.gridmarket.core.federation.FederationDirectory;
import org.gridmarket.core.market.LeaseFactors;
import org.gridmarket.core.mechanisms.Mechanisms;

/** The cluster registry: owners register sites and post price cards; everyone may look. */
@ApplicationScoped
public class SiteService {
    /** Seed 001 §6's policies, as the API names them. */
    public static final List<String> PREEMPTION_POLICIES = List.of("NOP", "MOV", "MLIP", "MOML");
    private final LedgerService ledger;
    private final Event<SiteChanged> changes;

    public SiteService(LedgerService ledger, Event<SiteChanged> changes) {
        this.ledger = ledger;
        this.changes = changes;
    }

    /** Fired inside the transaction that registers, reprices or withdraws a site; observers act after it commits. */
    public record SiteChanged(long siteId) {
    }

    /** What registering a site needs; the price card is optional (a site joins the directory once priced). */
    public record Registration(String name, int processors, int mipsPerProcessor, double bandwidthGbps,
                               Integer memoryPerNodeMb, String gridName, PriceCard price) {
    }

    /**
     * Registers a site owned by {@code owner}; opens the settlement account of its grid's gateway the first
     * time a grid is named.
     */
    @Transactional
    public RegisteredSite register(AccountService.Person owner, Registration registration) {
        if (SiteEntity.count("name", registration.name()) > 0) {
            throw ApiProblem.conflict("site-name-taken", "a site named " + registration.name() + " exists");
        }
        SiteEntity site = new SiteEntity();
        site.name = registration.name();
        site.ownerId = owner.id();
        site.processors = registration.processors();
        site.mipsPerProcessor = registration.mipsPerProcessor();
        site.bandwidthGbps = registration.bandwidthGbps();
        site.memoryPerNodeMb = registration.memoryPerNodeMb();
        site.gridName = registration.gridName();
        site.persist();
        site.flush();
        ledger.ensureGatewayAccount(registration.gridName());
        if (registration.price() != null) {
            applyPrice(site, owner.id(), registration.price());
            site.flush();
        }
        SiteEntity.getEntityManager().refresh(site);
        changes.fire(new SiteChanged(site.id));
        return RegisteredSite.of(site);
    }

    /**
     * A page of the registered sites by id — all of them, or those of owner {@code ownerId} — withdrawn ones
     * included (their history stays).
     */
    @Transactional
    public Page<RegisteredSite> list(Long ownerId, PageRequest request) {
        var query = ownerId == null ? SiteEntity.<SiteEntity>findAll(Sort.by("id"))
                : SiteEntity.<SiteEntity>find("ownerId", Sort.by("id"), ownerId);
        return new Page<>(query.page(request.page(), request.size()).list(), query.count()).map(RegisteredSite::of);
    }

    @Transactional
    public RegisteredSite get(long id) {
        return RegisteredSite.of(SiteEntity.<SiteEntity>findByIdOptional(id).orElseThrow(() -> ApiProblem.notFound("site " + id)));
    }

    /**
     * Posts a new price card. Only the site's owner may (admins and other owners get 403). The card
     * replaces the old one whole; an identical card records nothing.
     */
    @Transactional
    public RegisteredSite updatePrice(long siteId, AccountService.Person caller, PriceCard card) {
        SiteEntity site = SiteEntity.<SiteEntity>findByIdOptional(siteId, LockModeType.PESSIMISTIC_WRITE)
                .orElseThrow(() -> ApiProblem.notFound("site " + siteId));
        if (caller.role() != Role.OWNER || !site.ownerId.equals(caller.id())) {
            throw ApiProblem.forbidden("only the owner of site " + siteId + " may set its price");
        }
        if (site.withdrawnAt != null) {
            throw ApiProblem.conflict("site-withdrawn", "site " + siteId + " was withdrawn at " + site.withdrawnAt
                    + "; its price can no longer change");
        }
        applyPrice(site, caller.id(), card);
        changes.fire(new SiteChanged(site.id));
        return RegisteredSite.of(site);
    }

    /**
     * Sets which leases the owner's local jobs preempt (seed 001 §6: NOP, MOV, MLIP or MOML exactly; a 422
     * naming {@code policy} otherwise). Only the site's owner may; the engine applies it to the next local job.
     */
    @Transactional
    public RegisteredSite updatePreemptionPolicy(long siteId, AccountService.Person caller, String policy) {
        String name = ExactValues.oneOf("policy", policy, PREEMPTION_POLICIES);
        SiteEntity site = SiteEntity.<SiteEntity>findByIdOptional(siteId, LockModeType.PESSIMISTIC_WRITE)
                .orElseThrow(() -> ApiProblem.notFound("site " + siteId));
        if (caller.role() != Role.OWNER || !site.ownerId.equals(caller.id())) {
            throw ApiProblem.forbidden("only the owner of site " + siteId + " may set its preemption policy");
        }
        if (!name.equals(site.preemptionPolicy)) {
            site.preemptionPolicy = name;
            changes.fire(new SiteChanged(site.id));
        }
        return RegisteredSite.of(site);
    }

    /**
     * Withdraws a site from the federation: seed 004 §3's <i>unsubscribe</i> (Fig. 1, the GFA's interface to
     * the federation directory). The site leaves the directory and takes no new jobs — quotes and submissions
     * no longer see it and its owner's local jobs are refused — while the jobs it has accepted or is running
     * finish and settle as planned; the site, its price history and its jobs stay. Only the site's owner may;
     * withdrawing again changes nothing. There is no way back: a withdrawn site stays withdrawn (registering
     * the cluster again under a new name gives it a fresh start).
     */
    @Transactional
    public RegisteredSite withdraw(long siteId, AccountService.Person caller) {
        SiteEntity site = SiteEntity.<SiteEntity>findByIdOptional(siteId, LockModeType.PESSIMISTIC_WRITE)
                .orElseThrow(() -> ApiProblem.notFound("site " + siteId));
        if (caller.role() != Role.OWNER || !site.ownerId.equals(caller.id())) {
            throw ApiProblem.forbidden("only the owner of site " + siteId + " may withdraw it");
        }
        if (site.withdrawnAt == null) {
            site.withdrawnAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
            changes.fire(new SiteChanged(site.id));
        }
        return RegisteredSite.of(site);
    }

    @Transactional
    public RegisteredSite byName(String name) {
        return SiteEntity.<SiteEntity>find("name", name).firstResultOptional().map(RegisteredSite::of)
                .orElseThrow(() -> ApiProblem.notFound("site " + name));
    }

    /** A page of the site's price changes, oldest first. */
    @Transactional
    public Page<PriceChange> priceHistory(long siteId, PageRequest request) {
        get(siteId);
        var query = PriceChangeEntity.<PriceChangeEntity>find("siteId", Sort.by("id"), siteId);
        return new Page<>(query.page(request.page(), request.size()).list(), query.count()).map(PriceChange::of);
    }

    /** Seed 004 §3 DIM query over the priced sites. */
    @Transactional
    public List<FederationDirectory.Listing> directory(FederationDirectory.Order order, int minProcessors) {
        return directory().query(order, minProcessors);
    }

    @Transactional
    public Optional<FederationDirectory.Listing> directoryRank(FederationDirectory.Order order, int rank,
                                                              int minProcessors) {
        return directory().rank(order, rank, minProcessors);
    }

    private FederationDirectory directory() {
        FederationDirectory directory = new FederationDirectory(Mechanisms.LIVE_PRICING.cheaper());
        for (SiteEntity site : SiteEntity.<SiteEntity>list("priceMicroGdPerProcessorHour is not null and withdrawnAt is null")) {
            directory.subscribe(new FederationDirectory.Listing(site.id, site.name, site.processors,
                    site.mipsPerProcessor, site.bandwidthGbps, site.priceMicroGdPerProcessorHour));
        }
        return directory;
    }

    private static void applyPrice(SiteEntity site, long changedBy, PriceCard card) {
        if (sameCard(site, card)) {
            return;
        }
        PriceChangeEntity change = new PriceChangeEntity();
        change.siteId = site.id;
        change.changedBy = changedBy;
        change.changedAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        change.oldPriceMicroGd = site.priceMicroGdPerProcessorHour;
        change.oldPriceUnit = site.priceMicroGdPerProcessorHour == null ? null : PriceUnit.PER_PROCESSOR_HOUR;
        change.oldFixedCostMicroGdPerCpuSecond = site.fixedCostMicroGdPerCpuSecond;
        change.oldMinMachinePriceMicroGdPerProcessorHour = site.minMachinePriceMicroGdPerProcessorHour;
        change.oldMaxMachinePriceMicroGdPerProcessorHour = site.maxMachinePriceMicroGdPerProcessorHour;
        change.newPriceMicroGd = card.priceMicroGdPerProcessorHour();
        change.newPriceUnit = PriceUnit.PER_PROCESSOR_HOUR;
        change.newFixedCostMicroGdPerCpuSecond = card.fixedCostMicroGdPerCpuSecond();
        change.newMinMachinePriceMicroGdPerProcessorHour = card.minMachinePriceMicroGdPerProcessorHour();
        change.newMaxMachinePriceMicroGdPerProcessorHour = card.maxMachinePriceMicroGdPerProcessorHour();
        change.oldLeaseFactorCancellablePermille = site.leaseFactorCancellablePermille;
        change.oldLeaseFactorSuspendablePermille = site.leaseFactorSuspendablePermille;
        change.oldLeaseFactorMigratablePermille = site.leaseFactorMigratablePermille;
        LeaseFactors factors = card.leaseFactors();
        change.newLeaseFactorCancellablePermille = factors == null ? null : factors.cancellablePermille();
        change.newLeaseFactorSuspendablePermille = factors == null ? null : factors.suspendablePermille();
        change.newLeaseFactorMigratablePermille = factors == null ? null : factors.migratablePermille();
        change.persist();
        site.leaseFactorCancellablePermille = change.newLeaseFactorCancellablePermille;
        site.leaseFactorSuspendablePermille = change.newLeaseFactorSuspendablePermille;
        site.leaseFactorMigratablePermille = change.newLeaseFactorMigratablePermille;
        site.priceMicroGdPerProcessorHour = card.priceMicroGdPerProcessorHour();
        site.fixedCostMicroGdPerCpuSecond = card.fixedCostMicroGdPerCpuSecond();
        site.minMachinePriceMicroGdPerProcessorHour = card.minMachinePriceMicroGdPerProcessorHour();
        site.maxMachinePriceMicroGdPerProcessorHour = card.maxMachinePriceMicroGdPerProcessorHour();
    }

    private static boolean sameCard(SiteEntity site, PriceCard card) {
        return Objects.equals(site.priceMicroGdPerProcessorHour, card.priceMicroGdPerProcessorHour())
                && Objects.equals(site.fixedCostMicroGdPerCpuSecond, card.fixedCostMicroGdPerCpuSecond())
                && Objects.equals(site.minMachinePriceMicroGdPerProcessorHour, card.minMachinePriceMicroGdPerProcessorHour())
                && Objects.equals(site.maxMachinePriceMicroGdPerProcessorHour, card.maxMachinePriceMicroGdPerProcessorHour())
                && Objects.equals(factorsOf(site), card.leaseFactors());
    }

    /** The site's lease discounts as posted, or null when it posted none. */
    public static LeaseFactors factorsOf(SiteEntity site) {
        return site.leaseFactorCancellablePermille == null ? null : new LeaseFactors(site.leaseFactorCancellablePermille,
                site.leaseFactorSuspendablePermille, site.leaseFactorMigratablePermille);
    }
}
