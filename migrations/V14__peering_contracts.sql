-- Issue 23: seed 000's contracts between grids, offered live.
--
-- 1. A contract C_ij lets grid buyer_grid's gateway redirect jobs to seller_grid (§5.1). Its terms never change;
--    an admin may end it once (ended_at_seconds, model time), and it is never deleted. One active contract per
--    ordered pair of grids.
CREATE TABLE peering_contracts (
    id                      bigint  GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    buyer_grid              text    NOT NULL CHECK (length(buyer_grid) BETWEEN 1 AND 64),
    seller_grid             text    NOT NULL CHECK (length(seller_grid) BETWEEN 1 AND 64),
    type                    text    NOT NULL CHECK (type IN ('FIXED', 'RANGE')),
    load_threshold_pct      integer NOT NULL CHECK (load_threshold_pct > 0 AND load_threshold_pct <= 100),
    k_pct                   integer NOT NULL CHECK (k_pct > 0),
    update_interval_seconds bigint  NOT NULL CHECK (update_interval_seconds >= 60),
    created_by              bigint  NOT NULL REFERENCES users (id),
    created_at_seconds      bigint  NOT NULL,
    ended_at_seconds        bigint,
    CHECK (buyer_grid <> seller_grid),
    CHECK (k_pct < load_threshold_pct),
    CHECK (ended_at_seconds IS NULL OR ended_at_seconds >= created_at_seconds)
);
CREATE UNIQUE INDEX peering_contracts_one_active_per_pair ON peering_contracts (buyer_grid, seller_grid)
    WHERE ended_at_seconds IS NULL;

-- Only the end may be written, and only once.
CREATE FUNCTION peering_contracts_end_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF OLD.ended_at_seconds IS NOT NULL OR NEW.ended_at_seconds IS NULL
       OR (NEW.id, NEW.buyer_grid, NEW.seller_grid, NEW.type, NEW.load_threshold_pct, NEW.k_pct,
           NEW.update_interval_seconds, NEW.created_by, NEW.created_at_seconds)
          IS DISTINCT FROM (OLD.id, OLD.buyer_grid, OLD.seller_grid, OLD.type, OLD.load_threshold_pct, OLD.k_pct,
           OLD.update_interval_seconds, OLD.created_by, OLD.created_at_seconds) THEN
        RAISE EXCEPTION 'a contract''s terms never change; it is ended once' USING ERRCODE = 'insufficient_privilege';
    END IF;
    RETURN NEW;
END;
$$;
CREATE TRIGGER peering_contracts_end_only BEFORE UPDATE ON peering_contracts
    FOR EACH ROW EXECUTE FUNCTION peering_contracts_end_once();
CREATE TRIGGER peering_contracts_never_deleted BEFORE DELETE ON peering_contracts
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER peering_contracts_no_truncate BEFORE TRUNCATE ON peering_contracts
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();

-- 2. Each pricing of a contract (§5.1, §6.1; every update interval), append-only. Prices are µG$ per
--    processor-hour; NULL is ∞ (the seller offers nothing until the next update), both ends or neither.
CREATE TABLE peering_contract_prices (
    contract_id                         bigint NOT NULL REFERENCES peering_contracts (id),
    priced_at_seconds                   bigint NOT NULL,
    next_update_seconds                 bigint NOT NULL,
    min_micro_gd_per_processor_hour     bigint CHECK (min_micro_gd_per_processor_hour >= 0),
    max_micro_gd_per_processor_hour     bigint,
    PRIMARY KEY (contract_id, priced_at_seconds),
    CHECK (next_update_seconds > priced_at_seconds),
    CHECK ((min_micro_gd_per_processor_hour IS NULL) = (max_micro_gd_per_processor_hour IS NULL)),
    CHECK (min_micro_gd_per_processor_hour <= max_micro_gd_per_processor_hour)
);
CREATE TRIGGER peering_contract_prices_immutable BEFORE UPDATE OR DELETE ON peering_contract_prices
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER peering_contract_prices_no_truncate BEFORE TRUNCATE ON peering_contract_prices
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
REVOKE UPDATE ON peering_contract_prices FROM gridmarket_app;
REVOKE UPDATE ON peering_contracts FROM gridmarket_app;
GRANT UPDATE (ended_at_seconds) ON peering_contracts TO gridmarket_app;

-- 3. A job's home grid (its user's, when the user has a home site), and for a redirected job the grid that
--    serves it, the contract, the agreed price per processor-hour and what the serving site's owner receives.
--    price_micro_gd stays what the user pays (P).
ALTER TABLE jobs ADD COLUMN home_grid text CHECK (length(home_grid) BETWEEN 1 AND 64);
ALTER TABLE jobs ADD COLUMN serving_grid text CHECK (length(serving_grid) BETWEEN 1 AND 64);
ALTER TABLE jobs ADD COLUMN contract_id bigint REFERENCES peering_contracts (id);
ALTER TABLE jobs ADD COLUMN contract_price_micro_gd_per_processor_hour bigint
    CHECK (contract_price_micro_gd_per_processor_hour >= 0);
ALTER TABLE jobs ADD COLUMN site_price_micro_gd bigint CHECK (site_price_micro_gd >= 0);
ALTER TABLE jobs ADD CONSTRAINT jobs_redirection_is_whole CHECK (
    (contract_id IS NULL) = (serving_grid IS NULL)
    AND (contract_id IS NULL) = (contract_price_micro_gd_per_processor_hour IS NULL)
    AND (contract_id IS NULL) = (site_price_micro_gd IS NULL)
    AND (contract_id IS NULL OR (home_grid IS NOT NULL AND serving_grid <> home_grid)));
-- The jobs redirected under a contract, for the contracts' counts and the gateways' view without a scan of jobs.
CREATE INDEX jobs_redirected_by_contract ON jobs (contract_id) WHERE contract_id IS NOT NULL;

-- Like every column of jobs (V6), analysed from a small sample.
ALTER TABLE jobs ALTER COLUMN home_grid SET STATISTICS 10,
    ALTER COLUMN serving_grid SET STATISTICS 10,
    ALTER COLUMN contract_id SET STATISTICS 10,
    ALTER COLUMN contract_price_micro_gd_per_processor_hour SET STATISTICS 10,
    ALTER COLUMN site_price_micro_gd SET STATISTICS 10;
