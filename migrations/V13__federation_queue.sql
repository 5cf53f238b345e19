-- Issue 22: seed 002's processor allocation offered live as the strategy QUEUE, the federation queue.
--
-- 1. Jobs may name QUEUE and wait in the new state QUEUED (between SUBMITTED and ACCEPTED). The state and
--    strategy checks are rewritten with the new value added to whatever values they admit by now: V12 (live
--    preemption, written alongside this migration) changes the state check too, so each check is found by its
--    shape, "state = ANY (ARRAY[...])" or "strategy = ANY (ARRAY[...])", and exactly one of each must exist.
DO $$
DECLARE
    checked_columns text[] := ARRAY['state', 'strategy'];
    added_values text[] := ARRAY['QUEUED', 'QUEUE'];
    found integer;
    check_name name;
    check_definition text;
BEGIN
    FOR i IN 1 .. array_length(checked_columns, 1) LOOP
        SELECT count(*), min(conname), min(pg_get_constraintdef(oid))
        INTO found, check_name, check_definition
        FROM pg_constraint
        WHERE conrelid = 'jobs'::regclass AND contype = 'c'
          AND pg_get_constraintdef(oid) LIKE 'CHECK ((' || checked_columns[i] || ' = ANY (ARRAY[%';
        IF found <> 1 THEN
            RAISE EXCEPTION 'expected one check listing the values of jobs.%, found %', checked_columns[i], found;
        END IF;
        EXECUTE format('ALTER TABLE jobs DROP CONSTRAINT %I', check_name);
        EXECUTE format('ALTER TABLE jobs ADD CONSTRAINT %I %s', check_name,
                       replace(check_definition, 'ARRAY[', 'ARRAY[' || quote_literal(added_values[i]) || '::text, '));
    END LOOP;
END;
$$;

-- 2. A QUEUED job is a QUEUE job with no site yet and its budget held (the hold is a pending transfer towards
--    the treasury until a site is chosen). Its place in the queue is its submission order (submitted_at_seconds,
--    then id, both fixed at insert), so a restart rebuilds the queue from the rows alone: no column is needed.
ALTER TABLE jobs ADD CONSTRAINT jobs_queued_waits_for_a_site
    CHECK (state <> 'QUEUED' OR (strategy = 'QUEUE' AND site_id IS NULL AND hold_transfer_id IS NOT NULL));
