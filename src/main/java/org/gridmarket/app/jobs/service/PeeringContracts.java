package org.gridmarket.app.jobs.service;

import jakarta.persistence.EntityManager;
import java.util.List;
import org.gridmarket.app.jobs.persistence.PeeringContractEntity;
import org.gridmarket.app.platform.ApiProblem;
import org.gridmarket.core.market.MarketPeering;
import org.gridmarket.core.market.PeeringContract;
import org.gridmarket.core.peering.ContractType;

/**
 * The live contracts between grids (seed 000 §5.1) on the engine thread: created and ended by admins, priced
 * by the seller grid's gateway when created and then every update interval (each pricing appended to
 * {@code peering_contract_prices}), and put back in the market on a rebuild. Prices are per processor-hour
 * ({@link PeeringContract}). Engine thread only, inside a turn's transaction.
 */
final class PeeringContracts {
    /** The shortest update interval an admin may set. */
    static final long MIN_UPDATE_INTERVAL_SECONDS = 60;
    /** The longest: a year of model time (a price is for the seller's window until its next update). */
    static final long MAX_UPDATE_INTERVAL_SECONDS = 365L * 24 * 3600;

    private PeeringContracts() {
    }

    /** The API's type names. */
    static ContractType type(String name) {
        return switch (name) {
            case "FIXED" -> ContractType.FIXED_PRICE;
            case "RANGE" -> ContractType.PRICE_RANGE;
            default -> throw ApiProblem.invalid("type", "must be FIXED or RANGE");
        };
    }

    /** What an admin asks for; validated by {@link #create}. */
    record Request(String buyerGrid, String sellerGrid, String type, Integer loadThresholdPct, Integer kPct,
                   Long updateIntervalSeconds) {
        int threshold() {
            return loadThresholdPct == null ? 95 : loadThresholdPct;
        }

        int k() {
            return kPct == null ? 5 : kPct;
        }

        long interval() {
            return updateIntervalSeconds == null ? 3_600 : updateIntervalSeconds;
        }
    }

    /**
     * Creates and prices a contract: a 422 naming the field for an unknown grid, a self-contract, a threshold
     * outside (0, 100], k outside (0, threshold) or an interval under 60 s or over a year; a 409 when the pair already has an
     * active contract. Nothing is written when it refuses. The new contract's id.
     */
    static long create(EngineState state, EntityManager entities, long adminId, Request request) {
        MarketPeering peering = state.market().peering();
        ContractType type = type(request.type() == null ? "" : request.type());
        requireGrid(peering, "buyerGrid", request.buyerGrid());
        requireGrid(peering, "sellerGrid", request.sellerGrid());
        if (request.buyerGrid().equals(request.sellerGrid())) {
            throw ApiProblem.invalid("sellerGrid", "a grid cannot contract with itself");
        }
        if (request.threshold() <= 0 || request.threshold() > 100) {
            throw ApiProblem.invalid("loadThresholdPct", "must be in (0, 100]");
        }
        if (request.k() <= 0 || request.k() >= request.threshold()) {
            throw ApiProblem.invalid("kPct", "must be in (0, loadThresholdPct)");
        }
        if (request.interval() < MIN_UPDATE_INTERVAL_SECONDS || request.interval() > MAX_UPDATE_INTERVAL_SECONDS) {
            throw ApiProblem.invalid("updateIntervalSeconds", "must be between " + MIN_UPDATE_INTERVAL_SECONDS
                    + " s and " + MAX_UPDATE_INTERVAL_SECONDS + " s (a year)");
        }
        if (PeeringContractEntity.count("buyerGrid = ?1 and sellerGrid = ?2 and endedAtSeconds is null",
                request.buyerGrid(), request.sellerGrid()) > 0) {
            throw ApiProblem.conflict("contract-exists", "grids " + request.buyerGrid() + " and "
                    + request.sellerGrid() + " already have an active contract; end it first");
        }
        PeeringContractEntity contract = new PeeringContractEntity();
        contract.buyerGrid = request.buyerGrid();
        contract.sellerGrid = request.sellerGrid();
        contract.type = request.type();
        contract.loadThresholdPct = request.threshold();
        contract.kPct = request.k();
        contract.updateIntervalSeconds = request.interval();
        contract.createdBy = adminId;
        contract.createdAtSeconds = state.now();
        contract.persist();
        entities.flush();
        reprice(state, entities, terms(contract));
        return contract.id;
    }

    /**
     * The demo's contracts: a fixed-price one (§6.1's L and k, repriced every model hour) from each of
     * {@code grids} to every other, unless the pair has one already.
     */
    static void createAllToAll(EngineState state, EntityManager entities, long adminId, List<String> grids) {
        for (String buyer : grids) {
            for (String seller : grids) {
                if (!buyer.equals(seller) && PeeringContractEntity.count("buyerGrid = ?1 and sellerGrid = ?2 "
                        + "and endedAtSeconds is null", buyer, seller) == 0) {
                    create(state, entities, adminId, new Request(buyer, seller, "FIXED", null, null, null));
                }
            }
        }
    }

    /** Ends contract {@code id} now: nothing more is redirected under it. 404 unknown, 409 already ended. */
    static void end(EngineState state, long id) {
        PeeringContractEntity contract = PeeringContractEntity.findById(id);
        if (contract == null) {
            throw ApiProblem.notFound("contract " + id);
        }
        if (contract.endedAtSeconds != null) {
            throw ApiProblem.conflict("contract-ended", "contract " + id + " already ended");
        }
        contract.endedAtSeconds = state.now();
        state.market().peering().endContract(id);
    }

    /**
     * Puts every active contract the market does not have yet into it (all of them on a rebuild; those an
     * admin or the demo created outside the engine otherwise): at its last price while that holds, priced
     * again now when its update is due or it was never priced.
     */
    static void load(EngineState state, EntityManager entities) {
        MarketPeering peering = state.market().peering();
        List<PeeringContractEntity> active = PeeringContractEntity.list("endedAtSeconds is null order by id");
        for (PeeringContractEntity contract : active) {
            if (peering.contract(contract.id) != null) {
                continue;
            }
            PeeringContract.Terms terms = terms(contract);
            PeeringContract latest = latest(entities, terms);
            if (latest == null || latest.nextUpdateSeconds() <= state.now()) {
                reprice(state, entities, terms);
            } else {
                peering.contract(latest);
                schedule(state, entities, latest);
            }
        }
    }

    static PeeringContract.Terms terms(PeeringContractEntity contract) {
        return new PeeringContract.Terms(contract.id, contract.buyerGrid, contract.sellerGrid, type(contract.type),
                contract.loadThresholdPct, contract.kPct, contract.updateIntervalSeconds);
    }

    /** Prices the contract now, appends the price and schedules the next update. */
    private static void reprice(EngineState state, EntityManager entities, PeeringContract.Terms terms) {
        PeeringContract priced = state.market().peering().price(terms, state.now());
        entities.createNativeQuery("INSERT INTO peering_contract_prices (contract_id, priced_at_seconds, "
                        + "next_update_seconds, min_micro_gd_per_processor_hour, max_micro_gd_per_processor_hour) "
                        + "VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT DO NOTHING")
                .setParameter(1, terms.id()).setParameter(2, priced.pricedAtSeconds())
                .setParameter(3, priced.nextUpdateSeconds()).setParameter(4, priced.minMicroGdPerProcessorHour())
                .setParameter(5, priced.maxMicroGdPerProcessorHour()).executeUpdate();
        state.market().peering().contract(priced);
        schedule(state, entities, priced);
    }

    /** At the contract's next update, if it is still active at this price, prices it again. */
    private static void schedule(EngineState state, EntityManager entities, PeeringContract contract) {
        state.timeline().schedule(contract.nextUpdateSeconds(), () -> {
            PeeringContract current = state.market().peering().contract(contract.id());
            if (current != null && current.pricedAtSeconds() == contract.pricedAtSeconds()) {
                reprice(state, entities, contract.terms());
            }
        });
    }

    /** The contract at its last recorded price, or null when it was never priced. */
    private static PeeringContract latest(EntityManager entities, PeeringContract.Terms terms) {
        List<?> rows = entities.createNativeQuery("SELECT priced_at_seconds, next_update_seconds, "
                        + "min_micro_gd_per_processor_hour, max_micro_gd_per_processor_hour FROM peering_contract_prices "
                        + "WHERE contract_id = ?1 ORDER BY priced_at_seconds DESC LIMIT 1")
                .setParameter(1, terms.id()).getResultList();
        if (rows.isEmpty()) {
            return null;
        }
        Object[] row = (Object[]) rows.get(0);
        return new PeeringContract(terms, longOrNull(row[2]), longOrNull(row[3]), ((Number) row[0]).longValue(),
                ((Number) row[1]).longValue());
    }

    private static Long longOrNull(Object value) {
        return value == null ? null : ((Number) value).longValue();
    }

    private static void requireGrid(MarketPeering peering, String field, String grid) {
        if (grid == null || !peering.grids().contains(grid)) {
            throw ApiProblem.invalid(field, "must be a grid of the federation (one of "
                    + String.join(", ", peering.grids()) + ")");
        }
    }
}
