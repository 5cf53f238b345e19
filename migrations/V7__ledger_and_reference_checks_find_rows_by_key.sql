-- The statement triggers' queries find the rows they check by key, whatever the statistics say when they are
-- planned (issue 5's load target). PL/pgSQL keeps each query's plan for the life of the database session,
-- until the statistics of a table it reads change. A session whose first transfers or jobs were written while
-- those tables were small (a new database, the demo's first grants, the first turns of a load) kept plans
-- that read the whole table into a hash table: a hash join, or a hashed NOT EXISTS subplan. It went on using
-- them on every INSERT while the tables grew by thousands of rows a second, until autovacuum's next ANALYZE.
-- In one load test at 1,000 submissions/s the engine's turns grew to 250 jobs at ~1 ms each (0.57 ms with
-- plans by key) and stayed so for three minutes.

-- 1. New jobs: the same check as V5's, written as outer joins, so that with the settings below each
--    reference is one index probe. NOT EXISTS joined by OR is planned as a subplan, which PostgreSQL may
--    turn into a hash of the whole table it reads, whatever the settings.
CREATE OR REPLACE FUNCTION jobs_refer_to_existing_rows() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    bad jobs%ROWTYPE;
BEGIN
    IF TG_LEVEL = 'ROW' THEN
        bad := NEW;
    ELSE
        SELECT j.* INTO bad FROM written j
          LEFT JOIN users u ON u.id = j.user_id
          LEFT JOIN sites home ON home.id = j.home_site_id
          LEFT JOIN sites s ON s.id = j.site_id
          LEFT JOIN transfers t ON t.id = j.hold_transfer_id
         WHERE u.id IS NULL OR home.id IS NULL
            OR (j.site_id IS NOT NULL AND s.id IS NULL)
            OR (j.hold_transfer_id IS NOT NULL AND t.id IS NULL)
         LIMIT 1;
        IF NOT FOUND THEN
            RETURN NULL;
        END IF;
    END IF;
    IF job_reference_missing(bad) IS NOT NULL THEN
        RAISE EXCEPTION 'job % refers to %, which does not exist', bad.id, job_reference_missing(bad)
            USING ERRCODE = 'foreign_key_violation';
    END IF;
    RETURN NULL;
END;
$$;

-- 2. With whole-table scans and hash or merge joins ruled out inside the trigger functions, their queries are
--    planned as index lookups of the few rows a statement writes: each transfer's hold (transfers_id_key),
--    each account (ledger_accounts_pkey), each job's user, sites and hold, each event's job (jobs_pkey).
ALTER FUNCTION transfers_append()
    SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off;
ALTER FUNCTION jobs_refer_to_existing_rows()
    SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off;
ALTER FUNCTION job_events_refer_to_existing_jobs()
    SET enable_seqscan = off SET enable_hashjoin = off SET enable_mergejoin = off;
