-- Least privilege (issue 18 B7): the service runs as the login role gridmarket_app, not as the schema's owner.
-- Migrations still run as the owner (Flyway's own credentials: quarkus.flyway.username/password). The role may
-- append to the ledger but never change or remove a transfer, and it cannot set an account's balance: only
-- the ledger's insert trigger moves balances, with the owner's rights. Its password is never in a migration:
-- the embedded default creates the role with a generated password before Flyway runs (EmbeddedDatabase); with
-- an external PostgreSQL the operator creates it (README, "Using an external PostgreSQL"), or this migration
-- creates it without a login when the owner may create roles.

DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'gridmarket_app') THEN
        BEGIN
            CREATE ROLE gridmarket_app NOLOGIN;
        EXCEPTION WHEN insufficient_privilege THEN
            RAISE EXCEPTION 'the role gridmarket_app does not exist and % may not create it', current_user
                USING HINT = 'as a superuser run: CREATE ROLE gridmarket_app LOGIN PASSWORD ''...''; '
                             'then start gridmarket again (README, "Using an external PostgreSQL")';
        END;
    END IF;
END;
$$;

-- 1. The ledger's insert trigger moves the balances and the chain head, which the service's role may not
--    write itself: it runs with the rights of its owner (SECURITY DEFINER), with a search path fixed to this
--    schema so that no object the caller creates (a temporary table, say) can stand in for the ledger's.
DO $$
BEGIN
    EXECUTE format('ALTER FUNCTION transfers_append() SECURITY DEFINER SET search_path = %I, pg_temp',
                   current_schema());
END;
$$;
REVOKE ALL ON FUNCTION transfers_append() FROM PUBLIC;

-- 2. What the service may do, table by table. Nothing may be deleted or truncated anywhere.
DO $$
BEGIN
    EXECUTE format('GRANT USAGE ON SCHEMA %I TO gridmarket_app', current_schema());
END;
$$;
GRANT SELECT ON users, sites, site_price_changes, ledger_accounts, ledger_chain_head, transfers, engine_clock,
    jobs, job_events TO gridmarket_app;
-- Transfers are appended, never changed: no UPDATE, DELETE or TRUNCATE, whatever the triggers would say.
GRANT INSERT ON transfers TO gridmarket_app;
-- Accounts are opened with their kind, name, owner and flags; their totals start at zero and are moved only
-- by transfers_append. (Column privileges: an INSERT naming a total is refused.)
GRANT INSERT (kind, name, user_id, debits_must_not_exceed_credits, credits_must_not_exceed_debits)
    ON ledger_accounts TO gridmarket_app;
-- Writers lock the chain head (SELECT ... FOR UPDATE needs UPDATE on one column); the only column granted is
-- the constant key, so the role can lock the head but never move it.
GRANT UPDATE (singleton) ON ledger_chain_head TO gridmarket_app;
-- People, sites and jobs are created and updated (home site, price card, job state); their ids never change
-- (refuse_change triggers). Price changes and job events are append-only; the engine clock is anchored once.
GRANT INSERT, UPDATE ON users, sites, jobs TO gridmarket_app;
GRANT INSERT ON site_price_changes, job_events, engine_clock TO gridmarket_app;
-- Identity columns and the engine's job-id reservation (nextval on the jobs id sequence).
DO $$
BEGIN
    EXECUTE format('GRANT USAGE ON ALL SEQUENCES IN SCHEMA %I TO gridmarket_app', current_schema());
    -- Tables and sequences that later migrations create are readable and writable by the service (no DELETE
    -- or TRUNCATE); a migration that needs less (an append-only table) or more revokes or grants it itself.
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE ON TABLES TO gridmarket_app',
                   current_schema());
    EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT USAGE ON SEQUENCES TO gridmarket_app',
                   current_schema());
END;
$$;
