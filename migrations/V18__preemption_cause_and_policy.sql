-- Issue 32 D: a preempted lease's page names what preempted it and under which policy, in plain words.
--
-- What preempted the job last, beside preempted_by_job_id: the kind of that local job, 'local' (the cluster
-- owner's own work, submitted on its queue page) or 'background' (the cluster's modelled local load, which its
-- owner never submitted), and the site's preemption policy that chose the job (seed 001 §6: MOV, MLIP or MOML;
-- NOP never preempts). Null for jobs never preempted, and for those preempted before this migration.
ALTER TABLE jobs
    ADD COLUMN preempted_by_kind text CHECK (preempted_by_kind IN ('local', 'background')),
    ADD COLUMN preempted_under_policy text CHECK (preempted_under_policy IN ('MOV', 'MLIP', 'MOML'));
-- Analysed from a small sample like every other column of jobs (V6).
ALTER TABLE jobs ALTER COLUMN preempted_by_kind SET STATISTICS 10,
    ALTER COLUMN preempted_under_policy SET STATISTICS 10;
