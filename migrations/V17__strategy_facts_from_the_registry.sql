-- Issue 31: what a job may ask of its strategy is read from the strategy's row, not from names in a check.
--
-- 1. Three facts per strategy, written by the service from its registry at every start, next to the name
--    (app/jobs/persistence/RegisteredStrategies; core's PlacementStrategy says them):
--    weighs_lateness  its jobs may carry a tardiness penalty (seed 003's w);
--    lease_types      the lease types it sells (seed 001 §4.2); a strategy that sells none places every job as
--                     NON_PREEMPTABLE;
--    waits_in_queue   its jobs wait in the federation queue (seed 002), QUEUED with no site and the budget held.
--    The rows already here get the facts V11–V13's checks gave their names; the service rewrites them at start.
ALTER TABLE strategies
    ADD COLUMN weighs_lateness boolean NOT NULL DEFAULT false,
    ADD COLUMN lease_types     text[]  NOT NULL DEFAULT '{NON_PREEMPTABLE}'
        CHECK (cardinality(lease_types) BETWEEN 1 AND 4
               AND lease_types <@ ARRAY['CANCELLABLE', 'SUSPENDABLE', 'MIGRATABLE', 'NON_PREEMPTABLE']),
    ADD COLUMN waits_in_queue  boolean NOT NULL DEFAULT false;
UPDATE strategies SET weighs_lateness = true WHERE name = 'TENDER';
UPDATE strategies SET lease_types = ARRAY['CANCELLABLE', 'SUSPENDABLE', 'MIGRATABLE', 'NON_PREEMPTABLE']
WHERE name IN ('OFT', 'OFC');
UPDATE strategies SET waits_in_queue = true WHERE name = 'QUEUE';

-- 2. The service may correct a strategy's facts when a release changes them (INSERT ... ON CONFLICT DO UPDATE of
--    these three columns), still never rename or remove a strategy: UPDATE is granted on the facts alone.
GRANT UPDATE (weighs_lateness, lease_types, waits_in_queue) ON strategies TO gridmarket_app;

-- 3. The checks that named strategies give way to one trigger reading the facts of the job's strategy. It checks
--    what a write asks (a new job, or a changed strategy, penalty, lease type, or a move into QUEUED), so a
--    job admitted under its strategy's facts of the time lives on if a later release changes them. Its refusals
--    are check violations (SQLSTATE 23514) naming the rule as their constraint, like the checks they replace.
--    What QUEUED means for the row itself (no site, the budget held) stays a check.
ALTER TABLE jobs DROP CONSTRAINT jobs_tardiness_penalty_only_for_tender;
ALTER TABLE jobs DROP CONSTRAINT jobs_leases_only_posted_price;
ALTER TABLE jobs DROP CONSTRAINT jobs_queued_waits_for_a_site;
ALTER TABLE jobs ADD CONSTRAINT jobs_queued_waits_for_a_site
    CHECK (state <> 'QUEUED' OR (site_id IS NULL AND hold_transfer_id IS NOT NULL));

CREATE FUNCTION jobs_ask_only_what_their_strategy_takes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    facts          strategies%ROWTYPE;
    asks_penalty   boolean := NEW.tardiness_penalty_micro_gd_per_second IS NOT NULL;
    asks_lease     boolean := NEW.lease_type <> 'NON_PREEMPTABLE';
    asks_the_queue boolean := NEW.state = 'QUEUED';
BEGIN
    IF TG_OP = 'UPDATE' AND NEW.strategy IS NOT DISTINCT FROM OLD.strategy THEN
        asks_penalty := asks_penalty AND NEW.tardiness_penalty_micro_gd_per_second
                                         IS DISTINCT FROM OLD.tardiness_penalty_micro_gd_per_second;
        asks_lease := asks_lease AND NEW.lease_type IS DISTINCT FROM OLD.lease_type;
        asks_the_queue := asks_the_queue AND OLD.state IS DISTINCT FROM 'QUEUED';
    END IF;
    IF NOT (asks_penalty OR asks_lease OR asks_the_queue) THEN
        RETURN NEW;
    END IF;
    IF NEW.strategy IS NOT NULL THEN
        SELECT * INTO facts FROM strategies WHERE name = NEW.strategy;
        IF NOT FOUND THEN
            RETURN NEW; -- an unknown name is the foreign key's to refuse (jobs_strategy_offered)
        END IF;
    END IF;
    -- A local job names no strategy: like the checks before, only QUEUED is refused it.
    IF asks_penalty AND NEW.strategy IS NOT NULL AND NOT facts.weighs_lateness THEN
        RAISE EXCEPTION 'strategy % does not weigh lateness: its jobs take no tardiness penalty', NEW.strategy
            USING ERRCODE = 'check_violation', TABLE = 'jobs',
                  CONSTRAINT = 'jobs_tardiness_penalty_only_where_lateness_weighs';
    END IF;
    IF asks_lease AND NEW.strategy IS NOT NULL AND NEW.lease_type <> ALL (facts.lease_types) THEN
        RAISE EXCEPTION 'strategy % does not sell % leases (it sells %)', NEW.strategy, NEW.lease_type,
            array_to_string(facts.lease_types, ', ')
            USING ERRCODE = 'check_violation', TABLE = 'jobs', CONSTRAINT = 'jobs_lease_types_only_where_sold';
    END IF;
    IF asks_the_queue AND (NEW.strategy IS NULL OR NOT facts.waits_in_queue) THEN
        RAISE EXCEPTION 'strategy % does not wait in the federation queue: its jobs are never QUEUED',
            coalesce(NEW.strategy, '(none)')
            USING ERRCODE = 'check_violation', TABLE = 'jobs', CONSTRAINT = 'jobs_queued_only_where_strategy_waits';
    END IF;
    RETURN NEW;
END
$$;

CREATE TRIGGER jobs_ask_only_what_their_strategy_takes
    BEFORE INSERT OR UPDATE OF strategy, tardiness_penalty_micro_gd_per_second, lease_type, state ON jobs
    FOR EACH ROW EXECUTE FUNCTION jobs_ask_only_what_their_strategy_takes();
