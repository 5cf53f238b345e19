-- Issue 32: the price you are quoted is the price you pay.
--
-- 1. Each quote POST /api/quotes gives, one row per option a user can pick (the lease type asked and each other
--    lease type the strategy sells): its unguessable id (128 random bits, base64url), whose it is, the fingerprint
--    of the job fields it was made for (JobRequest.fingerprint, lease type included), what it binds and until when
--    (wall clock). PRICE: the job runs at site_id for exactly price_micro_gd (a redirected job under contract_id at
--    its quoted price per processor-hour and site price). BUDGET: the job waits in the federation queue (seed 002)
--    and is priced when it starts; the quote binds the budget held while it waits. A quote never changes.
CREATE TABLE quotes (
    id                                         text        PRIMARY KEY CHECK (id ~ '^[A-Za-z0-9_-]{22}$'),
    user_id                                    bigint      NOT NULL REFERENCES users (id),
    fingerprint                                text        NOT NULL CHECK (length(fingerprint) BETWEEN 1 AND 512),
    strategy                                   text        NOT NULL REFERENCES strategies (name),
    lease_type                                 text        NOT NULL,
    binds                                      text        NOT NULL CHECK (binds IN ('PRICE', 'BUDGET')),
    site_id                                    bigint      REFERENCES sites (id),
    price_micro_gd                             bigint      NOT NULL CHECK (price_micro_gd >= 0),
    planned_runtime_seconds                    bigint      CHECK (planned_runtime_seconds > 0),
    contract_id                                bigint      REFERENCES peering_contracts (id),
    home_grid                                  text,
    serving_grid                               text,
    contract_price_micro_gd_per_processor_hour bigint,
    site_price_micro_gd                        bigint,
    quoted_at                                  timestamptz NOT NULL,
    valid_until                                timestamptz NOT NULL,
    CHECK (valid_until > quoted_at),
    CHECK (binds = 'BUDGET' OR (site_id IS NOT NULL AND planned_runtime_seconds IS NOT NULL)),
    CHECK ((contract_id IS NULL) = (serving_grid IS NULL) AND (contract_id IS NULL) = (home_grid IS NULL)
           AND (contract_id IS NULL) = (contract_price_micro_gd_per_processor_hour IS NULL)
           AND (contract_id IS NULL) = (site_price_micro_gd IS NULL))
);
CREATE TRIGGER quotes_immutable BEFORE UPDATE ON quotes FOR EACH ROW EXECUTE FUNCTION refuse_change();
REVOKE UPDATE ON quotes FROM gridmarket_app;

-- 2. The job a quote was used for: a quote is used at most once, by one job, written in the submission's own
--    turn (the unique index refuses a second job naming it, whatever the engine thought). How the job was priced:
--    QUOTE (its quote's price, held exactly), SUBMISSION (its strategy's price when it was submitted) or START (a
--    job of the federation queue: its site's price when it starts, within the budget held).
ALTER TABLE jobs ADD COLUMN quote_id text REFERENCES quotes (id);
CREATE UNIQUE INDEX jobs_use_a_quote_once ON jobs (quote_id) WHERE quote_id IS NOT NULL;
ALTER TABLE jobs ADD COLUMN priced_at text NOT NULL DEFAULT 'SUBMISSION'
    CHECK (priced_at IN ('QUOTE', 'SUBMISSION', 'START'));
ALTER TABLE jobs ADD CONSTRAINT jobs_priced_by_quote_name_it CHECK ((priced_at = 'QUOTE') <= (quote_id IS NOT NULL));
UPDATE jobs SET priced_at = 'START' WHERE strategy IN (SELECT name FROM strategies WHERE waits_in_queue);

-- The jobs table's small statistics sample (V6): its new columns keep target 10 like every other.
ALTER TABLE jobs ALTER COLUMN quote_id SET STATISTICS 10,
    ALTER COLUMN priced_at SET STATISTICS 10;
