-- Live marketplace: jobs bought with G$ under a budget and a deadline, their event history, and the
-- engine's model clock. Times of the model are whole seconds since the epoch of the model clock
-- (wall time sped up by gridmarket.engine.time-scale, anchored once in engine_clock).

-- A user's jobs go to the GFA of their home site (seed 004 §3.3); NULL means the lowest-id priced site.
ALTER TABLE users ADD COLUMN home_site_id bigint REFERENCES sites (id);
-- A site in agent mode is a real cluster: its jobs end when its agent reports, not when modelled.
ALTER TABLE sites ADD COLUMN agent_mode boolean NOT NULL DEFAULT false;

CREATE TABLE engine_clock (
    singleton            boolean PRIMARY KEY DEFAULT true CHECK (singleton),
    wall_anchor_millis   bigint  NOT NULL,
    model_anchor_seconds bigint  NOT NULL
);

CREATE TABLE jobs (
    id                     bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id                bigint  NOT NULL REFERENCES users (id),
    kind                   text    NOT NULL CHECK (kind IN ('federation', 'local')),
    idempotency_key        text    CHECK (length(idempotency_key) BETWEEN 1 AND 128),
    request_fingerprint    text    NOT NULL,
    processors             integer NOT NULL CHECK (processors > 0),
    length_mi              bigint  NOT NULL CHECK (length_mi > 0),
    budget_micro_gd        bigint  NOT NULL CHECK (budget_micro_gd >= 0),
    deadline_seconds       bigint  NOT NULL CHECK (deadline_seconds > 0),
    strategy               text    CHECK (strategy IN ('OFT', 'OFC')),
    home_site_id           bigint  NOT NULL REFERENCES sites (id),
    site_id                bigint  REFERENCES sites (id),
    state                  text    NOT NULL CHECK (state IN ('SUBMITTED', 'ACCEPTED', 'RUNNING', 'COMPLETED',
                                                             'REJECTED', 'CANCELLED', 'FAILED')),
    price_micro_gd         bigint  CHECK (price_micro_gd >= 0),
    charged_micro_gd       bigint  CHECK (charged_micro_gd >= 0),
    runtime_seconds        bigint  CHECK (runtime_seconds > 0),
    submitted_at_seconds   bigint  NOT NULL,
    planned_start_seconds  bigint,
    planned_end_seconds    bigint,
    started_at_seconds     bigint,
    ended_at_seconds       bigint,
    rejection              text,
    hold_transfer_id       text    REFERENCES transfers (id),
    UNIQUE (user_id, idempotency_key),
    CHECK (charged_micro_gd IS NULL OR charged_micro_gd <= price_micro_gd)
);
CREATE INDEX jobs_active ON jobs (id) WHERE state IN ('ACCEPTED', 'RUNNING');
CREATE INDEX jobs_of_user ON jobs (user_id, id);
CREATE INDEX jobs_on_site ON jobs (site_id, id);

CREATE TABLE job_events (
    id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    job_id      bigint  NOT NULL REFERENCES jobs (id),
    at_seconds  bigint  NOT NULL,
    state       text    NOT NULL,
    detail      text
);
CREATE INDEX job_events_of_job ON job_events (job_id, id);
CREATE TRIGGER job_events_immutable BEFORE UPDATE OR DELETE ON job_events
    FOR EACH ROW EXECUTE FUNCTION refuse_change();
