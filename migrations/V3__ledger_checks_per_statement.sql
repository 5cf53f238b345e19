-- The Grid-Bank's database checks (V1's transfers_append) run once per INSERT statement instead of once
-- per row. The live engine appends a whole turn's transfers with one multi-row INSERT; row by row, each
-- transfer locked and rewrote the chain head and its two accounts, so the turn piled up row versions of the
-- same few rows. The rules are the same, checked in transfer order: the chain link of every transfer, the
-- two-phase rules of every resolution, and every account's flags after every single transfer.

DROP TRIGGER transfers_append ON transfers;
DROP FUNCTION transfers_append();

CREATE FUNCTION transfers_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    head ledger_chain_head%ROWTYPE;
    last record;
    bad  record;
BEGIN
    SELECT seq, hash INTO last FROM added ORDER BY seq DESC LIMIT 1;
    IF NOT FOUND THEN
        RETURN NULL;
    END IF;
    SELECT * INTO head FROM ledger_chain_head FOR UPDATE;

    -- The chain: in seq order, each transfer follows the one before it (the first follows the head).
    SELECT a.id INTO bad FROM (
        SELECT id, seq, prev_hash,
               lag(seq, 1, head.seq) OVER (ORDER BY seq) AS before_seq,
               lag(hash, 1, head.hash) OVER (ORDER BY seq) AS before_hash
          FROM added) a
     WHERE a.seq <> a.before_seq + 1 OR a.prev_hash <> a.before_hash
     ORDER BY a.seq LIMIT 1;
    IF FOUND THEN
        RAISE EXCEPTION 'transfer % does not extend the hash chain (head seq %)', bad.id, head.seq
            USING ERRCODE = 'check_violation';
    END IF;
    UPDATE ledger_chain_head SET seq = last.seq, hash = last.hash;

    -- Two-phase rules: a resolution names an earlier pending transfer, uses its accounts, and moves at
    -- most (post) or exactly (void, expiry) its amount.
    SELECT r.id, r.pending_id, r.amount, p.amount AS held,
           (p.kind IS DISTINCT FROM 'pending' OR p.seq >= r.seq) AS not_a_hold,
           (r.debit_account_id <> p.debit_account_id OR r.credit_account_id <> p.credit_account_id) AS other_accounts
      INTO bad
      FROM added r LEFT JOIN transfers p ON p.id = r.pending_id
     WHERE r.pending_id IS NOT NULL
       AND (p.kind IS DISTINCT FROM 'pending' OR p.seq >= r.seq
            OR r.debit_account_id <> p.debit_account_id OR r.credit_account_id <> p.credit_account_id
            OR (r.kind = 'post_pending' AND r.amount > p.amount)
            OR (r.kind <> 'post_pending' AND r.amount <> p.amount))
     ORDER BY r.seq LIMIT 1;
    IF FOUND THEN
        IF bad.not_a_hold THEN
            RAISE EXCEPTION 'transfer % resolves %, which is not a pending transfer', bad.id, bad.pending_id
                USING ERRCODE = 'check_violation';
        ELSIF bad.other_accounts THEN
            RAISE EXCEPTION 'transfer % must use the accounts of pending transfer %', bad.id, bad.pending_id
                USING ERRCODE = 'check_violation';
        END IF;
        RAISE EXCEPTION 'transfer % has amount % against a hold of %', bad.id, bad.amount, bad.held
            USING ERRCODE = 'check_violation';
    END IF;

    -- Balances: a hold moves the pending totals, a resolution takes the whole hold out of them again, single
    -- transfers and posts move the posted totals. Every account must keep its flags after every transfer,
    -- as ledger_accounts' CHECKs would have it row by row; only then are the totals moved (one statement:
    -- every part of it sees the accounts as they were before).
    WITH moves AS (
        SELECT d.seq, m.account, m.dp, m.dpo, m.cp, m.cpo
          FROM (SELECT r.seq, r.debit_account_id, r.credit_account_id,
                       CASE r.kind WHEN 'single' THEN 0 WHEN 'pending' THEN r.amount ELSE -p.amount END AS pending_delta,
                       CASE WHEN r.kind IN ('single', 'post_pending') THEN r.amount ELSE 0 END AS posted_delta
                  FROM added r LEFT JOIN transfers p ON p.id = r.pending_id) d
         CROSS JOIN LATERAL (VALUES (d.debit_account_id, d.pending_delta, d.posted_delta, 0::bigint, 0::bigint),
                                    (d.credit_account_id, 0::bigint, 0::bigint, d.pending_delta, d.posted_delta))
                            AS m (account, dp, dpo, cp, cpo)),
    steps AS (
        SELECT m.account, m.seq,
               a.debits_must_not_exceed_credits AND
                   a.debits_pending + a.debits_posted + sum(m.dp + m.dpo) OVER w > a.credits_posted + sum(m.cpo) OVER w
                   AS over_debit,
               a.credits_must_not_exceed_debits AND
                   a.credits_pending + a.credits_posted + sum(m.cp + m.cpo) OVER w > a.debits_posted + sum(m.dpo) OVER w
                   AS over_credit,
               a.debits_pending + sum(m.dp) OVER w < 0 OR a.credits_pending + sum(m.cp) OVER w < 0 AS negative
          FROM moves m JOIN ledger_accounts a ON a.id = m.account
        WINDOW w AS (PARTITION BY m.account ORDER BY m.seq)),
    first_breach AS (
        SELECT account, over_debit FROM steps WHERE over_debit OR over_credit OR negative ORDER BY seq LIMIT 1),
    moved AS (
        UPDATE ledger_accounts a SET
            debits_pending  = a.debits_pending  + t.dp,
            debits_posted   = a.debits_posted   + t.dpo,
            credits_pending = a.credits_pending + t.cp,
            credits_posted  = a.credits_posted  + t.cpo
          FROM (SELECT account, sum(dp) AS dp, sum(dpo) AS dpo, sum(cp) AS cp, sum(cpo) AS cpo
                  FROM moves GROUP BY account) t
         WHERE a.id = t.account AND NOT EXISTS (SELECT 1 FROM first_breach))
    SELECT account, over_debit INTO bad FROM first_breach;
    IF FOUND THEN
        IF bad.over_debit THEN
            RAISE EXCEPTION 'account % would be overdrawn (ledger_accounts_debits_within_credits)', bad.account
                USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_debits_within_credits';
        END IF;
        RAISE EXCEPTION 'account % would be credited beyond its debits or go below zero '
                        '(ledger_accounts_credits_within_debits)', bad.account
            USING ERRCODE = 'check_violation', CONSTRAINT = 'ledger_accounts_credits_within_debits';
    END IF;
    RETURN NULL;
END;
$$;
CREATE TRIGGER transfers_append AFTER INSERT ON transfers REFERENCING NEW TABLE AS added
    FOR EACH STATEMENT EXECUTE FUNCTION transfers_append();
