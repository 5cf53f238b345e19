-- Issue 33: paid jobs run on a real cluster (a Slurm site agent), jobs carry a script, output goes back to the user.
--
-- 1. A job's script (a shell script, UTF-8, at most 64 KiB), written in the submission's own turn beside the job.
--    It never changes. Only the job's user, its site's owner, the site's agent and admins read it.
CREATE TABLE job_scripts (
    job_id bigint PRIMARY KEY REFERENCES jobs (id),
    script text   NOT NULL CHECK (octet_length(script) BETWEEN 1 AND 65536)
);
CREATE TRIGGER job_scripts_immutable BEFORE UPDATE ON job_scripts FOR EACH ROW EXECUTE FUNCTION refuse_change();
REVOKE UPDATE ON job_scripts FROM gridmarket_app;

-- 2. The tail of a job's output (stdout and stderr, at most 64 KiB) as its site's agent uploaded it when the job
--    ended; a later upload (the agent retrying after a restart) replaces it.
CREATE TABLE job_outputs (
    job_id      bigint      PRIMARY KEY REFERENCES jobs (id),
    output      text        NOT NULL CHECK (octet_length(output) <= 65536),
    uploaded_at timestamptz NOT NULL
);

-- 3. Whether a site runs jobs' scripts (its owner says so; only a site in agent mode can), and when its agent was
--    last heard from (wall clock): a site in agent mode whose agent has been silent too long is offline.
ALTER TABLE sites ADD COLUMN accepts_scripts boolean NOT NULL DEFAULT false;
ALTER TABLE sites ADD CONSTRAINT sites_run_scripts_only_behind_an_agent CHECK (agent_mode OR NOT accepts_scripts);
ALTER TABLE sites ADD COLUMN agent_heard_at timestamptz;

-- 4. Per-site agent keys: the secret is shown once and only its SHA-256 is kept (a key is 256 random bits, so a
--    fast hash is enough: nothing to guess). A revoked key stays listed with when it was revoked.
CREATE TABLE agent_keys (
    id            bigserial   PRIMARY KEY,
    site_id       bigint      NOT NULL REFERENCES sites (id),
    secret_sha256 bytea       NOT NULL UNIQUE CHECK (octet_length(secret_sha256) = 32),
    created_by    bigint      NOT NULL REFERENCES users (id),
    created_at    timestamptz NOT NULL DEFAULT now(),
    last_used_at  timestamptz,
    revoked_at    timestamptz,
    CHECK (revoked_at IS NULL OR revoked_at >= created_at)
);
CREATE INDEX agent_keys_by_site ON agent_keys (site_id);
