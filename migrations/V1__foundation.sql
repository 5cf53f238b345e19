-- gridmarket foundation schema: people, clusters and their posted prices, and the Grid-Bank ledger.
-- Released migrations are never edited; later changes come as V2__, V3__, ...

-- ---------------------------------------------------------------------------------------------------
-- People
-- ---------------------------------------------------------------------------------------------------
CREATE TABLE users (
    id            bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    username      text        NOT NULL UNIQUE CHECK (username ~ '^[a-z][a-z0-9_.-]{1,31}$'),
    password_hash text        NOT NULL,
    role          text        NOT NULL CHECK (role IN ('user', 'owner', 'admin')),
    created_at    timestamptz NOT NULL DEFAULT now()
);

-- ---------------------------------------------------------------------------------------------------
-- Cluster registry (seed 004 §3: the federation directory holds each site's resource description and
-- quote). The current price lives on the site; every change is kept in site_price_changes.
-- ---------------------------------------------------------------------------------------------------
CREATE TABLE sites (
    id                               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    name                             text             NOT NULL UNIQUE CHECK (length(name) BETWEEN 1 AND 64),
    owner_id                         bigint           NOT NULL REFERENCES users (id),
    processors                       integer          NOT NULL CHECK (processors > 0),
    mips_per_processor               integer          NOT NULL CHECK (mips_per_processor > 0),
    bandwidth_gbps                   double precision NOT NULL CHECK (bandwidth_gbps > 0),
    memory_per_node_mb               integer          CHECK (memory_per_node_mb > 0),
    grid_name                        text             NOT NULL CHECK (length(grid_name) BETWEEN 1 AND 64),
    price_micro_gd_per_mi            bigint           CHECK (price_micro_gd_per_mi >= 0),
    fixed_cost_micro_gd_per_cpu_second bigint         CHECK (fixed_cost_micro_gd_per_cpu_second >= 0),
    min_machine_price_micro_gd_per_second bigint      CHECK (min_machine_price_micro_gd_per_second >= 0),
    max_machine_price_micro_gd_per_second bigint      CHECK (max_machine_price_micro_gd_per_second >= 0),
    created_at                       timestamptz      NOT NULL DEFAULT now(),
    CHECK (min_machine_price_micro_gd_per_second IS NULL
           OR max_machine_price_micro_gd_per_second IS NULL
           OR min_machine_price_micro_gd_per_second <= max_machine_price_micro_gd_per_second)
);

CREATE TABLE site_price_changes (
    id                                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    site_id                               bigint      NOT NULL REFERENCES sites (id),
    changed_by                            bigint      NOT NULL REFERENCES users (id),
    changed_at                            timestamptz NOT NULL,
    old_price_micro_gd_per_mi             bigint,
    new_price_micro_gd_per_mi             bigint      NOT NULL CHECK (new_price_micro_gd_per_mi >= 0),
    old_fixed_cost_micro_gd_per_cpu_second bigint,
    new_fixed_cost_micro_gd_per_cpu_second bigint,
    old_min_machine_price_micro_gd_per_second bigint,
    new_min_machine_price_micro_gd_per_second bigint,
    old_max_machine_price_micro_gd_per_second bigint,
    new_max_machine_price_micro_gd_per_second bigint
);
CREATE INDEX site_price_changes_site ON site_price_changes (site_id, id);

-- ---------------------------------------------------------------------------------------------------
-- Grid-Bank ledger (seed 004 §3, "Grid Dollars"). Amounts are integers in micro grid dollars:
-- 1 G$ = 1,000,000 units. Double entry: every transfer debits one account and credits another by the
-- same amount, so each transfer balances by construction and the trial balance must too.
-- ---------------------------------------------------------------------------------------------------
CREATE TABLE ledger_accounts (
    id                              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    kind                            text        NOT NULL CHECK (kind IN ('treasury', 'user_wallet', 'owner_revenue', 'gateway_settlement')),
    name                            text        NOT NULL UNIQUE,
    user_id                         bigint      REFERENCES users (id),
    debits_must_not_exceed_credits  boolean     NOT NULL,
    credits_must_not_exceed_debits  boolean     NOT NULL,
    debits_pending                  bigint      NOT NULL DEFAULT 0 CHECK (debits_pending >= 0),
    debits_posted                   bigint      NOT NULL DEFAULT 0 CHECK (debits_posted >= 0),
    credits_pending                 bigint      NOT NULL DEFAULT 0 CHECK (credits_pending >= 0),
    credits_posted                  bigint      NOT NULL DEFAULT 0 CHECK (credits_posted >= 0),
    created_at                      timestamptz NOT NULL DEFAULT now(),
    -- The overdraft rule, enforced here so no code path (or concurrent race) can break it: holds count
    -- against the balance as soon as they are made.
    CONSTRAINT ledger_accounts_debits_within_credits CHECK (
        NOT debits_must_not_exceed_credits OR debits_pending + debits_posted <= credits_posted),
    CONSTRAINT ledger_accounts_credits_within_debits CHECK (
        NOT credits_must_not_exceed_debits OR credits_pending + credits_posted <= debits_posted)
);
CREATE UNIQUE INDEX ledger_accounts_one_per_user_and_kind ON ledger_accounts (user_id, kind) WHERE user_id IS NOT NULL;

INSERT INTO ledger_accounts (kind, name, debits_must_not_exceed_credits, credits_must_not_exceed_debits)
VALUES ('treasury', 'treasury', false, true);

-- The head of the tamper-evident hash chain: one row, locked by every writer, so transfers are appended
-- one at a time in seq order.
CREATE TABLE ledger_chain_head (
    singleton boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    seq       bigint  NOT NULL,
    hash      bytea   NOT NULL
);
INSERT INTO ledger_chain_head (seq, hash) VALUES (0, decode(repeat('00', 32), 'hex'));

CREATE TABLE transfers (
    seq               bigint      PRIMARY KEY CHECK (seq > 0),
    id                text        NOT NULL UNIQUE CHECK (id ~ '^[A-Za-z0-9._:-]{1,64}$'),
    kind              text        NOT NULL CHECK (kind IN ('single', 'pending', 'post_pending', 'void_pending', 'expire_pending')),
    debit_account_id  bigint      NOT NULL REFERENCES ledger_accounts (id),
    credit_account_id bigint      NOT NULL REFERENCES ledger_accounts (id),
    amount            bigint      NOT NULL CHECK (amount > 0),
    pending_id        text        REFERENCES transfers (id),
    code              text        NOT NULL CHECK (code ~ '^[a-z][a-z0-9_]{0,31}$'),
    job_ref           text        CHECK (length(job_ref) <= 64),
    contract_ref      text        CHECK (length(contract_ref) <= 64),
    linked_group      text        CHECK (length(linked_group) <= 64),
    expires_at        timestamptz,
    created_at        timestamptz NOT NULL,
    prev_hash         bytea       NOT NULL CHECK (length(prev_hash) = 32),
    hash              bytea       NOT NULL CHECK (length(hash) = 32),
    CHECK (debit_account_id <> credit_account_id),
    CHECK ((kind IN ('single', 'pending')) = (pending_id IS NULL)),
    CHECK (expires_at IS NULL OR kind = 'pending')
);
-- A pending transfer resolves (post, void or expiry) at most once.
CREATE UNIQUE INDEX transfers_pending_resolved_once ON transfers (pending_id) WHERE pending_id IS NOT NULL;
CREATE INDEX transfers_debit_account ON transfers (debit_account_id, seq);
CREATE INDEX transfers_credit_account ON transfers (credit_account_id, seq);
CREATE INDEX transfers_job_ref ON transfers (job_ref) WHERE job_ref IS NOT NULL;
CREATE INDEX transfers_open_holds ON transfers (expires_at) WHERE kind = 'pending' AND expires_at IS NOT NULL;

-- Appending a transfer: check the chain link and the two-phase rules, then move the balances. The Java
-- ledger applies the same rules first (org.gridmarket.core.ledger.Ledger); this is the second,
-- independent line of defence.
CREATE FUNCTION transfers_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    head    ledger_chain_head%ROWTYPE;
    pending transfers%ROWTYPE;
BEGIN
    SELECT * INTO head FROM ledger_chain_head FOR UPDATE;
    IF NEW.seq <> head.seq + 1 OR NEW.prev_hash <> head.hash THEN
        RAISE EXCEPTION 'transfer % does not extend the hash chain (head seq %)', NEW.id, head.seq
            USING ERRCODE = 'check_violation';
    END IF;
    UPDATE ledger_chain_head SET seq = NEW.seq, hash = NEW.hash;

    IF NEW.kind IN ('single', 'pending') THEN
        UPDATE ledger_accounts SET
            debits_posted   = debits_posted   + CASE WHEN NEW.kind = 'single'  THEN NEW.amount ELSE 0 END,
            debits_pending  = debits_pending  + CASE WHEN NEW.kind = 'pending' THEN NEW.amount ELSE 0 END
        WHERE id = NEW.debit_account_id;
        UPDATE ledger_accounts SET
            credits_posted  = credits_posted  + CASE WHEN NEW.kind = 'single'  THEN NEW.amount ELSE 0 END,
            credits_pending = credits_pending + CASE WHEN NEW.kind = 'pending' THEN NEW.amount ELSE 0 END
        WHERE id = NEW.credit_account_id;
        RETURN NEW;
    END IF;

    SELECT * INTO pending FROM transfers WHERE id = NEW.pending_id;
    IF pending.kind IS DISTINCT FROM 'pending' THEN
        RAISE EXCEPTION 'transfer % resolves %, which is not a pending transfer', NEW.id, NEW.pending_id
            USING ERRCODE = 'check_violation';
    END IF;
    IF NEW.debit_account_id <> pending.debit_account_id OR NEW.credit_account_id <> pending.credit_account_id THEN
        RAISE EXCEPTION 'transfer % must use the accounts of pending transfer %', NEW.id, NEW.pending_id
            USING ERRCODE = 'check_violation';
    END IF;
    IF (NEW.kind = 'post_pending' AND NEW.amount > pending.amount)
       OR (NEW.kind <> 'post_pending' AND NEW.amount <> pending.amount) THEN
        RAISE EXCEPTION 'transfer % has amount % against a hold of %', NEW.id, NEW.amount, pending.amount
            USING ERRCODE = 'check_violation';
    END IF;
    UPDATE ledger_accounts SET
        debits_pending = debits_pending - pending.amount,
        debits_posted  = debits_posted + CASE WHEN NEW.kind = 'post_pending' THEN NEW.amount ELSE 0 END
    WHERE id = NEW.debit_account_id;
    UPDATE ledger_accounts SET
        credits_pending = credits_pending - pending.amount,
        credits_posted  = credits_posted + CASE WHEN NEW.kind = 'post_pending' THEN NEW.amount ELSE 0 END
    WHERE id = NEW.credit_account_id;
    RETURN NEW;
END;
$$;
CREATE TRIGGER transfers_append BEFORE INSERT ON transfers FOR EACH ROW EXECUTE FUNCTION transfers_append();

-- Records never change: transfers and price history are append-only.
CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    RAISE EXCEPTION '% rows are immutable: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER transfers_immutable BEFORE UPDATE OR DELETE ON transfers
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER transfers_no_truncate BEFORE TRUNCATE ON transfers
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
CREATE TRIGGER site_price_changes_immutable BEFORE UPDATE OR DELETE ON site_price_changes
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
CREATE TRIGGER site_price_changes_no_truncate BEFORE TRUNCATE ON site_price_changes
    FOR EACH STATEMENT EXECUTE FUNCTION refuse_change();
