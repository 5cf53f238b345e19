package org.gridmarket.app.jobs.service;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.persistence.EntityManager;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.gridmarket.app.accounts.service.AccountService;
import org.gridmarket.app.jobs.persistence.PeeringContractEntity;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.core.ledger.Money;

/**
 * Seed 000's contracts between grids for the API: admins create and end them through the engine (which prices
 * them, {@link PeeringContracts}); everyone may read them with their price history and what was redirected
 * under each; admins see each grid's gateway account over time.
 */
@ApplicationScoped
public class PeeringService {
    /** The most balance points and redirections {@link #gateways()} returns (the latest ones). */
    static final int MAX_SERIES = 2_000;

    private final LiveEngine engine;
    private final EntityManager entities;

    public PeeringService(LiveEngine engine, EntityManager entities) {
        this.engine = engine;
        this.entities = entities;
    }

    /** One pricing: per processor-hour, null for ∞ (the seller offers nothing until the next update). */
    public record PriceView(Instant pricedAt, Instant nextUpdateAt, Long minMicroGdPerProcessorHour,
                            Long maxMicroGdPerProcessorHour, String minGd, String maxGd) {
    }

    public record ContractView(long id, String buyerGrid, String sellerGrid, String type, int loadThresholdPct,
                               int kPct, long updateIntervalSeconds, Instant createdAt, Instant endedAt,
                               boolean active, PriceView current, List<PriceView> history, long redirectedJobs,
                               long redirectedUnits) {
    }

    public record CreateContract(String buyerGrid, String sellerGrid, String type, Integer loadThresholdPct,
                                 Integer kPct, Long updateIntervalSeconds) {
    }

    public record SiteRef(long id, String name) {
    }

    public record GatewayView(String grid, long accountId, long balanceMicroGd, String balanceGd, List<SiteRef> sites) {
    }

    public record BalancePoint(Instant at, String grid, long balanceMicroGd) {
    }

    public record RedirectionPoint(Instant at, long jobId, String buyerGrid, String sellerGrid, long units) {
    }

    public record GatewaysView(List<GatewayView> gateways, List<BalancePoint> balances,
                               List<RedirectionPoint> redirections) {
    }

    /** Creates a contract (admins; see {@link PeeringContracts#create} for what it refuses). */
    public ContractView create(AccountService.Person admin, CreateContract request) {
        if (request == null) {
            throw ApiProblem.invalid("buyerGrid", "a contract needs buyerGrid, sellerGrid and type");
        }
        long id = engine.call(state -> PeeringContracts.create(state, state.entities(), admin.id(),
                new PeeringContracts.Request(request.buyerGrid(), request.sellerGrid(), request.type(),
                        request.loadThresholdPct(), request.kPct(), request.updateIntervalSeconds())));
        return contract(id);
    }

    /** Ends contract {@code id} (admins): 404 unknown, 409 already ended. */
    public ContractView end(long id) {
        engine.call(state -> {
            PeeringContracts.end(state, id);
            return null;
        });
        return contract(id);
    }

    @Transactional
    public ContractView contract(long id) {
        PeeringContractEntity contract = PeeringContractEntity.findById(id);
        if (contract == null) {
            throw ApiProblem.notFound("contract " + id);
        }
        return views(List.of(contract)).get(0);
    }

    /** Every contract, newest first. */
    @Transactional
    public List<ContractView> contracts() {
        return views(PeeringContractEntity.list("order by id desc"));
    }

    private List<ContractView> views(List<PeeringContractEntity> contracts) {
        if (contracts.isEmpty()) {
            return List.of();
        }
        List<Long> ids = contracts.stream().map(c -> c.id).toList();
        Map<Long, List<PriceView>> prices = new HashMap<>();
        for (Object row : entities.createNativeQuery("SELECT contract_id, priced_at_seconds, next_update_seconds, "
                + "min_micro_gd_per_processor_hour, max_micro_gd_per_processor_hour FROM peering_contract_prices "
                + "WHERE contract_id IN (?1) ORDER BY contract_id, priced_at_seconds").setParameter(1, ids)
                .getResultList()) {
            Object[] r = (Object[]) row;
            Long min = r[3] == null ? null : ((Number) r[3]).longValue();
            Long max = r[4] == null ? null : ((Number) r[4]).longValue();
            prices.computeIfAbsent(((Number) r[0]).longValue(), k -> new ArrayList<>()).add(new PriceView(
                    Instant.ofEpochSecond(((Number) r[1]).longValue()), Instant.ofEpochSecond(((Number) r[2]).longValue()),
                    min, max, min == null ? null : Money.formatGd(min), max == null ? null : Money.formatGd(max)));
        }
        Map<Long, long[]> redirected = new HashMap<>();
        for (Object row : entities.createNativeQuery("SELECT contract_id, count(*), coalesce(sum(processors::bigint "
                + "* runtime_seconds), 0) FROM jobs WHERE contract_id IN (?1) GROUP BY contract_id").setParameter(1, ids)
                .getResultList()) {
            Object[] r = (Object[]) row;
            redirected.put(((Number) r[0]).longValue(), new long[] {((Number) r[1]).longValue(),
                    ((Number) r[2]).longValue()});
        }
        List<ContractView> views = new ArrayList<>(contracts.size());
        for (PeeringContractEntity c : contracts) {
            List<PriceView> history = prices.getOrDefault(c.id, List.of());
            long[] counts = redirected.getOrDefault(c.id, new long[2]);
            views.add(new ContractView(c.id, c.buyerGrid, c.sellerGrid, c.type, c.loadThresholdPct, c.kPct,
                    c.updateIntervalSeconds, Instant.ofEpochSecond(c.createdAtSeconds),
                    c.endedAtSeconds == null ? null : Instant.ofEpochSecond(c.endedAtSeconds), c.endedAtSeconds == null,
                    history.isEmpty() ? null : history.get(history.size() - 1), history, counts[0], counts[1]));
        }
        return views;
    }

    /**
     * Each grid's gateway account (balance = posted credits − posted debits) with its sites, the balances after
     * each transfer that moved one, and each redirection (at its hold) with its CPU-seconds; the latest
     * {@value #MAX_SERIES} of each, oldest first.
     */
    @Transactional
    public GatewaysView gateways() {
        Map<String, List<SiteRef>> sites = new HashMap<>();
        for (Object row : entities.createNativeQuery("SELECT grid_name, id, name FROM sites ORDER BY id").getResultList()) {
            Object[] r = (Object[]) row;
            sites.computeIfAbsent((String) r[0], k -> new ArrayList<>()).add(new SiteRef(((Number) r[1]).longValue(),
                    (String) r[2]));
        }
        List<GatewayView> gateways = new ArrayList<>();
        for (Object row : entities.createNativeQuery("SELECT id, name, credits_posted - debits_posted FROM ledger_accounts "
                + "WHERE kind = 'gateway_settlement' ORDER BY name").getResultList()) {
            Object[] r = (Object[]) row;
            String grid = ((String) r[1]).substring("gateway:".length());
            long balance = ((Number) r[2]).longValue();
            gateways.add(new GatewayView(grid, ((Number) r[0]).longValue(), balance, Money.formatGd(balance),
                    sites.getOrDefault(grid, List.of())));
        }
        List<BalancePoint> balances = new ArrayList<>();
        for (Object row : entities.createNativeQuery("SELECT at, grid, balance FROM (SELECT t.seq, t.created_at AS at, "
                + "substr(a.name, 9) AS grid, sum(CASE WHEN t.credit_account_id = a.id THEN t.amount ELSE -t.amount END) "
                + "OVER (PARTITION BY a.id ORDER BY t.seq) AS balance FROM ledger_accounts a JOIN transfers t "
                + "ON (t.debit_account_id = a.id OR t.credit_account_id = a.id) AND t.kind IN ('single', 'post_pending') "
                + "WHERE a.kind = 'gateway_settlement') s ORDER BY seq DESC LIMIT " + MAX_SERIES).getResultList()) {
            Object[] r = (Object[]) row;
            balances.add(0, new BalancePoint(instant(r[0]), (String) r[1], ((Number) r[2]).longValue()));
        }
        List<RedirectionPoint> redirections = new ArrayList<>();
        for (Object row : entities.createNativeQuery("SELECT t.created_at, j.id, j.home_grid, j.serving_grid, "
                + "j.processors::bigint * j.runtime_seconds FROM jobs j JOIN transfers t ON t.id = 'job-' || j.id || ':hold' "
                + "WHERE j.contract_id IS NOT NULL ORDER BY t.seq DESC LIMIT " + MAX_SERIES).getResultList()) {
            Object[] r = (Object[]) row;
            redirections.add(0, new RedirectionPoint(instant(r[0]), ((Number) r[1]).longValue(), (String) r[2],
                    (String) r[3], ((Number) r[4]).longValue()));
        }
        return new GatewaysView(gateways, balances, redirections);
    }

    private static Instant instant(Object value) {
        if (value instanceof Instant instant) {
            return instant;
        }
        if (value instanceof OffsetDateTime offset) {
            return offset.toInstant();
        }
        return ((java.sql.Timestamp) value).toInstant();
    }
}
