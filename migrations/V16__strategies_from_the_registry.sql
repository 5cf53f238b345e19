-- Issue 31: the strategies a job may name are the registry's (core/mechanisms/Mechanisms), not a list in a check.
--
-- 1. One row per strategy the service has offered. The service inserts the registry's names at every start,
--    before its engine runs (app/jobs/persistence/RegisteredStrategies), so a new strategy needs no migration.
--    Rows are never changed or removed: a job keeps naming the strategy that placed it even after a release
--    stops offering it. Jobs recorded before this migration bring their strategies' names with them.
CREATE TABLE strategies (
    name             text        PRIMARY KEY CHECK (length(name) BETWEEN 1 AND 64),
    first_offered_at timestamptz NOT NULL DEFAULT now()
);
INSERT INTO strategies (name) SELECT DISTINCT strategy FROM jobs WHERE strategy IS NOT NULL;

-- 2. A job names a strategy the service has offered (a local job names none): the foreign key keeps the
--    guarantee that the hand-written list of jobs_strategy_known (V11, V13) gave.
ALTER TABLE jobs ADD CONSTRAINT jobs_strategy_offered FOREIGN KEY (strategy) REFERENCES strategies (name);
ALTER TABLE jobs DROP CONSTRAINT jobs_strategy_known;

-- 3. The service may read the names and add new ones (INSERT ... ON CONFLICT DO NOTHING needs no more), never
--    change or remove one: V8's default privileges would let it update.
GRANT SELECT, INSERT ON strategies TO gridmarket_app;
REVOKE UPDATE, DELETE, TRUNCATE ON strategies FROM gridmarket_app;
