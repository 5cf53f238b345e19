-- Issue 21: seed 001's leases live. A federation job is bought as one of four lease types; a site owner's
-- local job that cannot start now preempts leases by the site's policy.
--
-- 1. A job's lease type (NON_PREEMPTABLE, today's behaviour, by default). Only posted-price strategies (OFT,
--    OFC) sell the other types: a TENDER award promises its window.
ALTER TABLE jobs ADD COLUMN lease_type text NOT NULL DEFAULT 'NON_PREEMPTABLE'
    CHECK (lease_type IN ('CANCELLABLE', 'SUSPENDABLE', 'MIGRATABLE', 'NON_PREEMPTABLE'));
ALTER TABLE jobs ADD CONSTRAINT jobs_leases_only_posted_price
    CHECK (lease_type = 'NON_PREEMPTABLE' OR strategy IN ('OFT', 'OFC'));

-- 2. PREEMPTED: suspended (or moved) by a local job, waiting for its new plan; not final. What a preempted
--    job has done: useful seconds banked, whole seconds of overhead its current segment pays first, Σ h(L) of
--    seed 001 §5 in milliseconds, the number of preemptions, and the local job that preempted it last.
ALTER TABLE jobs DROP CONSTRAINT jobs_state_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_state_known CHECK (state IN ('SUBMITTED', 'ACCEPTED', 'RUNNING', 'PREEMPTED',
    'COMPLETED', 'REJECTED', 'CANCELLED', 'FAILED'));
ALTER TABLE jobs
    ADD COLUMN useful_seconds bigint NOT NULL DEFAULT 0 CHECK (useful_seconds >= 0),
    ADD COLUMN charge_seconds bigint NOT NULL DEFAULT 0 CHECK (charge_seconds >= 0),
    ADD COLUMN overhead_millis bigint NOT NULL DEFAULT 0 CHECK (overhead_millis >= 0),
    ADD COLUMN preemptions integer NOT NULL DEFAULT 0 CHECK (preemptions >= 0),
    ADD COLUMN preempted_by_job_id bigint;
ALTER TABLE jobs ADD CONSTRAINT jobs_only_leases_are_preempted
    CHECK (preemptions = 0 OR lease_type <> 'NON_PREEMPTABLE');
ALTER TABLE jobs ALTER COLUMN lease_type SET STATISTICS 10;
ALTER TABLE jobs ALTER COLUMN preempted_by_job_id SET STATISTICS 10;
CREATE INDEX jobs_preempted_by ON jobs (preempted_by_job_id) WHERE preempted_by_job_id IS NOT NULL;

-- 3. The price card's lease discounts, permille of the site's price for the job (all three or none:
--    0 < cancellable <= suspendable <= migratable <= 1000), and the site's preemption policy (seed 001 §6).
ALTER TABLE sites
    ADD COLUMN lease_factor_cancellable_permille integer,
    ADD COLUMN lease_factor_suspendable_permille integer,
    ADD COLUMN lease_factor_migratable_permille integer,
    ADD COLUMN preemption_policy text NOT NULL DEFAULT 'MOML' CHECK (preemption_policy IN ('NOP', 'MOV', 'MLIP', 'MOML'));
ALTER TABLE sites ADD CONSTRAINT sites_lease_factors_ordered CHECK (
    (lease_factor_cancellable_permille IS NULL AND lease_factor_suspendable_permille IS NULL
        AND lease_factor_migratable_permille IS NULL)
    OR (lease_factor_cancellable_permille > 0
        AND lease_factor_cancellable_permille <= lease_factor_suspendable_permille
        AND lease_factor_suspendable_permille <= lease_factor_migratable_permille
        AND lease_factor_migratable_permille <= 1000));

-- 4. The price history keeps the discounts of each card.
ALTER TABLE site_price_changes
    ADD COLUMN old_lease_factor_cancellable_permille integer,
    ADD COLUMN old_lease_factor_suspendable_permille integer,
    ADD COLUMN old_lease_factor_migratable_permille integer,
    ADD COLUMN new_lease_factor_cancellable_permille integer,
    ADD COLUMN new_lease_factor_suspendable_permille integer,
    ADD COLUMN new_lease_factor_migratable_permille integer;
