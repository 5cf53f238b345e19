-- Owners leave the federation and take their earnings out (issue 18, C7).
--
-- 1. A site can be withdrawn (seed 004 §3, Fig. 1: the GFA's "unsubscribe" from the federation directory).
--    The row stays, with its price history and its jobs; withdrawn_at says since when it takes no new jobs.
ALTER TABLE sites ADD COLUMN withdrawn_at timestamptz;

-- 2. A payout moves an owner's revenue to their payout account ('owner_payout', one per owner, opened on the
--    first payout): G$ that have left the market for the owner. Like a wallet it may not give out more than
--    it received (nothing debits it today).
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_kind_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_kind_check
    CHECK (kind IN ('treasury', 'user_wallet', 'owner_revenue', 'gateway_settlement', 'owner_payout'));
