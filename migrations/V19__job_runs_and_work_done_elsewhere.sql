-- Issue 32 C1 and C4: what a site's processors did, and a migrated lease's work done before it moved.
--
-- 1. A job's runs: each stretch of model time [started_at_seconds, ended_at_seconds) it held `processors` of site
--    `site_id` (ended NULL: running now). A lease preempted by a local job (seed 001 §4.2) ends its run when it
--    is preempted and starts another when it resumes, on the same site or, migrated, on another one; so a site's
--    utilisation, Σ processors × run time over its processors × the window, counts each processor-second once.
--    The engine writes them with its turn (app/jobs/persistence/JobJournal). The jobs' first start and final end
--    (jobs.started_at_seconds, ended_at_seconds) span the waits between runs and stay what a job's page shows.
CREATE TABLE job_runs (
    id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    job_id             bigint  NOT NULL,
    site_id            bigint  NOT NULL,
    processors         integer NOT NULL CHECK (processors > 0),
    started_at_seconds bigint  NOT NULL,
    ended_at_seconds   bigint  CHECK (ended_at_seconds >= started_at_seconds)
);
CREATE INDEX job_runs_of_site ON job_runs (site_id, started_at_seconds);
-- Analysed from a small sample like every column of jobs and job_events (V6): it grows with them.
ALTER TABLE job_runs ALTER COLUMN id SET STATISTICS 10,
    ALTER COLUMN job_id SET STATISTICS 10,
    ALTER COLUMN site_id SET STATISTICS 10,
    ALTER COLUMN processors SET STATISTICS 10,
    ALTER COLUMN started_at_seconds SET STATISTICS 10,
    ALTER COLUMN ended_at_seconds SET STATISTICS 10;
CREATE UNIQUE INDEX job_runs_one_open_per_job ON job_runs (job_id) WHERE ended_at_seconds IS NULL;

-- Jobs that ran before this release: one run from their first start to their end (or, preempted and waiting,
-- to their last preemption; running, open). A job preempted before this release may have waited inside it.
INSERT INTO job_runs (job_id, site_id, processors, started_at_seconds, ended_at_seconds)
SELECT j.id, j.site_id, j.processors, j.started_at_seconds,
       CASE WHEN j.state = 'PREEMPTED'
            THEN greatest(j.started_at_seconds, (SELECT max(e.at_seconds) FROM job_events e
                                                 WHERE e.job_id = j.id AND e.state = 'PREEMPTED'))
            ELSE greatest(j.started_at_seconds, j.ended_at_seconds) END
FROM jobs j
WHERE j.started_at_seconds IS NOT NULL AND j.site_id IS NOT NULL
  AND j.state IN ('RUNNING', 'PREEMPTED', 'COMPLETED', 'CANCELLED', 'FAILED')
  AND (j.state <> 'PREEMPTED' OR EXISTS (SELECT 1 FROM job_events e WHERE e.job_id = j.id AND e.state = 'PREEMPTED'));

-- 2. Seed 001 §4.2: a migrated lease's useful seconds on the sites it left; useful_seconds stays its work on the
--    site it is on (what the LRMS restores after a restart). Its work done is the sum of the two.
ALTER TABLE jobs ADD COLUMN useful_seconds_elsewhere bigint NOT NULL DEFAULT 0
    CHECK (useful_seconds_elsewhere >= 0);
ALTER TABLE jobs ALTER COLUMN useful_seconds_elsewhere SET STATISTICS 10;
