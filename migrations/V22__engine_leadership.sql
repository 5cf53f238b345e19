-- Issue 34: several replicas, one engine. The replica holding the session advisory lock
-- (pg_try_advisory_lock(Leadership.LOCK_KEY)) on its own connection leads; on taking the lock it adds one to the
-- epoch here and names itself. Every engine turn (and rebuild) reads this row FOR SHARE in its own transaction and
-- commits only while the epoch is still its own: a replica that lost the lock (its connection died, another took
-- over) cannot commit a turn, and a takeover's UPDATE waits for the turn under way to end (fencing).
CREATE TABLE engine_leadership (
    singleton boolean     PRIMARY KEY DEFAULT true CHECK (singleton),
    epoch     bigint      NOT NULL CHECK (epoch >= 0),
    replica   text        CHECK (length(replica) BETWEEN 1 AND 200),
    url       text        CHECK (length(url) BETWEEN 1 AND 500),
    since     timestamptz,
    CHECK ((replica IS NULL) = (since IS NULL) AND (replica IS NULL) = (epoch = 0))
);
INSERT INTO engine_leadership (epoch) VALUES (0);

-- The epoch only ever grows, by one per takeover.
CREATE FUNCTION engine_epoch_grows_by_one() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.epoch <> OLD.epoch + 1 THEN
        RAISE EXCEPTION 'engine_leadership.epoch goes from % to %: a takeover adds exactly one', OLD.epoch, NEW.epoch
            USING ERRCODE = 'check_violation';
    END IF;
    RETURN NEW;
END $$;
CREATE TRIGGER engine_epoch_grows BEFORE UPDATE ON engine_leadership
    FOR EACH ROW EXECUTE FUNCTION engine_epoch_grows_by_one();
REVOKE INSERT ON engine_leadership FROM gridmarket_app;
