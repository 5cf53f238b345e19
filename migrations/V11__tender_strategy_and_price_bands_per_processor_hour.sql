-- Issue 20: seed 003's tender/contract-net economy offered live as the strategy TENDER.
--
-- 1. Jobs may name TENDER, and a TENDER job may carry seed 003 §2's weight w: what each second past its
--    deadline takes off the job's worth to its user (µG$ per second; NULL: the deadline is hard). w belongs to
--    TENDER only: the other strategies' deadlines are always hard.
ALTER TABLE jobs DROP CONSTRAINT jobs_strategy_check;
ALTER TABLE jobs ADD CONSTRAINT jobs_strategy_known CHECK (strategy IN ('OFT', 'OFC', 'TENDER'));
ALTER TABLE jobs ADD COLUMN tardiness_penalty_micro_gd_per_second bigint
    CHECK (tardiness_penalty_micro_gd_per_second > 0);
ALTER TABLE jobs ADD CONSTRAINT jobs_tardiness_penalty_only_for_tender
    CHECK (tardiness_penalty_micro_gd_per_second IS NULL OR strategy = 'TENDER');
-- Analysed from a small sample like every other column of jobs (V6).
ALTER TABLE jobs ALTER COLUMN tardiness_penalty_micro_gd_per_second SET STATISTICS 10;

-- 2. Seed 003 §3's machine prices (p_min, p_max) are posted per processor-hour, like every live price
--    (issue 19): a price per machine-second m is 3,600 × m per processor-hour, capped at the API's limit of
--    10^12 µG$ as V10 capped prices. The column checks (≥ 0, min ≤ max) follow the renamed columns.
ALTER TABLE sites RENAME COLUMN min_machine_price_micro_gd_per_second TO min_machine_price_micro_gd_per_processor_hour;
ALTER TABLE sites RENAME COLUMN max_machine_price_micro_gd_per_second TO max_machine_price_micro_gd_per_processor_hour;
UPDATE sites
SET min_machine_price_micro_gd_per_processor_hour =
        LEAST(3600::numeric * min_machine_price_micro_gd_per_processor_hour, 1000000000000)::bigint,
    max_machine_price_micro_gd_per_processor_hour =
        LEAST(3600::numeric * max_machine_price_micro_gd_per_processor_hour, 1000000000000)::bigint
WHERE min_machine_price_micro_gd_per_processor_hour IS NOT NULL;

-- 3. The price history cannot be rewritten (site_price_changes refuses UPDATE): rows written so far keep their
--    bands per machine-second in the old columns, rows from now on write the new columns. The API shows both
--    per processor-hour (old × 3,600).
ALTER TABLE site_price_changes
    ADD COLUMN old_min_machine_price_micro_gd_per_processor_hour bigint,
    ADD COLUMN new_min_machine_price_micro_gd_per_processor_hour bigint,
    ADD COLUMN old_max_machine_price_micro_gd_per_processor_hour bigint,
    ADD COLUMN new_max_machine_price_micro_gd_per_processor_hour bigint;
