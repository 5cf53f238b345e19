-- Autoanalyze without CPU bursts (issue 5's load target). At 1,000 submissions/s, autovacuum analyses
-- jobs, job_events and transfers about once a minute (each grows by 10 % in that time). With the default
-- statistics target (100) every ANALYZE reads and sorts a sample of 30,000 rows per table: on this
-- machine ~0.3 s of CPU for transfers, ~0.24 s for jobs and ~0.08 s for job_events, all at once, on a
-- 2-core machine already busy with the engine. The engine's queue grew behind it and the p99 latency of
-- that minute went from ~40 ms to 200–600 ms.
--
-- Every query on these tables finds rows by key (ids, a job's user, site or events, a hold's id), so
-- their plans need row counts and a few common values, not fine histograms. A target of 10 samples 3,000
-- rows: ANALYZE takes ~0.04 s per table instead (measured with \timing on a copy of a load-test database:
-- transfers 300 → 40 ms, jobs 240 → 40 ms, job_events 75 → 31 ms).
DO $$
DECLARE
    c record;
BEGIN
    FOR c IN SELECT attrelid::regclass AS tab, attname
               FROM pg_attribute
              WHERE attrelid IN ('jobs'::regclass, 'job_events'::regclass, 'transfers'::regclass)
                AND attnum > 0 AND NOT attisdropped LOOP
        EXECUTE format('ALTER TABLE %s ALTER COLUMN %I SET STATISTICS 10', c.tab, c.attname);
    END LOOP;
END;
$$;
