-- Prices that mean what they say (issue 19 §2): an owner posts a price P per processor-hour, and a job pays
-- P × processors × its runtime on the site / 3,600 (core: ProcessorHourPricing). Until now the site's price
-- was seed 004's quote c "per MI", charged as c × l / (μ · p): c per second of run time, whatever the number
-- of processors p.
--
-- Conversion rule: P = 3,600 × c. A 1-processor job costs what it cost before (c per second of run time is
-- 3,600 × c per hour of one processor); a job on p processors now costs p times as much as before. P is kept
-- within the limits the API enforces, 1 µG$ to 10^12 µG$: a price of 0 (possible before issue 18 refused it)
-- becomes 1 µG$, and a quote above 277,777,777 µG$ becomes 10^12 µG$. Computed in numeric, so no quote a
-- bigint could hold overflows.
--
-- The price history stays as it was written (site_price_changes refuses UPDATE and DELETE): each price in it
-- now carries its unit, and one row per converted site records the conversion. Column privileges need no
-- grant: V8 granted the service SELECT and INSERT on site_price_changes and SELECT, INSERT and UPDATE on sites
-- for whole tables, which covers the columns added here.

-- 1. The history says the unit of each price. Rows written so far are per MI (the column default fills them
--    without an UPDATE, so the immutability trigger does not fire); the defaults are then dropped, so every
--    row written from now on must name its units. An old row without an old price keeps 'PER_MI' as its
--    old unit, which says nothing (the check on new rows is NOT VALID for that reason).
ALTER TABLE site_price_changes RENAME COLUMN old_price_micro_gd_per_mi TO old_price_micro_gd;
ALTER TABLE site_price_changes RENAME COLUMN new_price_micro_gd_per_mi TO new_price_micro_gd;
ALTER TABLE site_price_changes
    ADD COLUMN old_price_unit text DEFAULT 'PER_MI' CHECK (old_price_unit IN ('PER_MI', 'PER_PROCESSOR_HOUR')),
    ADD COLUMN new_price_unit text NOT NULL DEFAULT 'PER_MI'
        CHECK (new_price_unit IN ('PER_MI', 'PER_PROCESSOR_HOUR')),
    -- Why a change no person made happened (the conversion below); NULL for an owner's change.
    ADD COLUMN reason text CHECK (length(reason) BETWEEN 1 AND 500);
ALTER TABLE site_price_changes ALTER COLUMN old_price_unit DROP DEFAULT;
ALTER TABLE site_price_changes ALTER COLUMN new_price_unit DROP DEFAULT;
ALTER TABLE site_price_changes ADD CONSTRAINT site_price_changes_old_unit_with_old_price
    CHECK ((old_price_micro_gd IS NULL) = (old_price_unit IS NULL)) NOT VALID;
-- Prices per processor-hour are positive and bounded, as the API requires (old rows are per MI: unchecked).
ALTER TABLE site_price_changes ADD CONSTRAINT site_price_changes_new_price_per_processor_hour_in_range
    CHECK (new_price_unit <> 'PER_PROCESSOR_HOUR' OR new_price_micro_gd BETWEEN 1 AND 1000000000000);
ALTER TABLE site_price_changes ADD CONSTRAINT site_price_changes_old_price_per_processor_hour_in_range
    CHECK (old_price_unit IS DISTINCT FROM 'PER_PROCESSOR_HOUR' OR old_price_micro_gd BETWEEN 1 AND 1000000000000);
-- A system change has no author: changed_by is NULL and the reason says what happened. Every other change
-- names the owner who made it.
ALTER TABLE site_price_changes ALTER COLUMN changed_by DROP NOT NULL;
ALTER TABLE site_price_changes ADD CONSTRAINT site_price_changes_author_or_reason
    CHECK (changed_by IS NOT NULL OR reason IS NOT NULL);

-- 2. One history row per priced site (withdrawn ones too) records the conversion: old is the quote per MI,
--    new the price per processor-hour, the rest of the card unchanged; written before the sites are changed,
--    so both come from the same rule and the same quote.
INSERT INTO site_price_changes (site_id, changed_by, changed_at, reason,
                                old_price_micro_gd, old_price_unit, new_price_micro_gd, new_price_unit,
                                old_fixed_cost_micro_gd_per_cpu_second, new_fixed_cost_micro_gd_per_cpu_second,
                                old_min_machine_price_micro_gd_per_second, new_min_machine_price_micro_gd_per_second,
                                old_max_machine_price_micro_gd_per_second, new_max_machine_price_micro_gd_per_second)
SELECT id, NULL, now(),
       'prices are now per processor-hour (migration V10): the quote per MI c became 3,600 × c per processor-hour',
       price_micro_gd_per_mi, 'PER_MI',
       LEAST(GREATEST(3600::numeric * price_micro_gd_per_mi, 1), 1000000000000)::bigint, 'PER_PROCESSOR_HOUR',
       fixed_cost_micro_gd_per_cpu_second, fixed_cost_micro_gd_per_cpu_second,
       min_machine_price_micro_gd_per_second, min_machine_price_micro_gd_per_second,
       max_machine_price_micro_gd_per_second, max_machine_price_micro_gd_per_second
FROM sites
WHERE price_micro_gd_per_mi IS NOT NULL
ORDER BY id;

-- 3. The site's current price, converted by the same rule, under its new name and limits.
ALTER TABLE sites RENAME COLUMN price_micro_gd_per_mi TO price_micro_gd_per_processor_hour;
ALTER TABLE sites DROP CONSTRAINT sites_price_micro_gd_per_mi_check;
UPDATE sites
SET price_micro_gd_per_processor_hour =
        LEAST(GREATEST(3600::numeric * price_micro_gd_per_processor_hour, 1), 1000000000000)::bigint
WHERE price_micro_gd_per_processor_hour IS NOT NULL;
ALTER TABLE sites ADD CONSTRAINT sites_price_micro_gd_per_processor_hour_in_range
    CHECK (price_micro_gd_per_processor_hour BETWEEN 1 AND 1000000000000);
