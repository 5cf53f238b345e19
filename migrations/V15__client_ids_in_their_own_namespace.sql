-- Issue 30 A: ids chosen by clients live in their own namespace. A grant's or payout's id used to be stored
-- verbatim as its transfer id, in the namespace of the ids the engine writes later (job-N:hold, job-N:charge,
-- job-N:hold:2, job-N:peering, ...): a payout named job-N:charge made job N's end fail to commit. The service
-- now records them as grant:<id> and payout:<owner>:<id> (ClientIds); this migration makes the database hold
-- the same rule for every new transfer.

-- 1. Derived ids are longer than a client's 64 characters (payout: + a 32-character username + : + 64).
ALTER TABLE transfers
    DROP CONSTRAINT transfers_id_check,
    ADD CONSTRAINT transfers_id_check CHECK (length(id) BETWEEN 1 AND 128 AND id !~ '[^A-Za-z0-9._:-]');

-- 2. A transfer coded grant or payout has its kind's prefix, and no other transfer has one; so no client's id
--    can take an id of the engine's shape. NOT VALID: rows recorded before this version keep their ids (a
--    transfer never changes); the rule holds for every row written from now on.
ALTER TABLE transfers
    ADD CONSTRAINT transfers_client_ids_in_their_namespace CHECK (
        (code = 'grant') = starts_with(id, 'grant:') AND (code = 'payout') = starts_with(id, 'payout:')) NOT VALID;

-- 3. A grant or payout recorded before this version under an engine id of a job not yet created
--    (job-N:hold with N ahead of the jobs) would have made job N's hold fail: jobs are numbered past them.
DO $$
DECLARE
    sequence_name text := pg_get_serial_sequence(format('%I.jobs', current_schema()), 'id');
    squatted bigint;
    issued bigint;
BEGIN
    EXECUTE format('SELECT last_value FROM %s', sequence_name) INTO issued;
    SELECT max(substring(id FROM '^job-([0-9]{1,18}):')::bigint) INTO squatted
    FROM transfers
    WHERE code IN ('grant', 'payout') AND id ~ '^job-[0-9]{1,18}:';
    IF squatted IS NOT NULL AND squatted > issued THEN
        PERFORM setval(sequence_name, squatted, true);
    END IF;
END
$$;
