-- Issue 35 C: what a quote asked, so that the owners' price advisor can replay the demand of quotes not taken.
--
-- Table quotes (V20) keeps what each option of a quote binds and a fingerprint of the job fields; it keeps no row
-- for a quote that offered nothing (no site within budget and deadline), and its times are wall-clock. One row
-- here per quote asked (POST /api/quotes), written in the same statement as the quote's options, on the request's
-- thread: the job's fields as asked, the caller's home site (null: none; the engine then takes the lowest-id
-- listed site as the origin), and the model second it was asked at. quote_ids are the ids of the options stored
-- in quotes (empty when the quote offered none): a job naming one of them took the quote. A row never changes.
CREATE TABLE quote_requests (
    id                                    bigint      GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    user_id                               bigint      NOT NULL REFERENCES users (id),
    home_site_id                          bigint      REFERENCES sites (id),
    processors                            integer     NOT NULL CHECK (processors > 0),
    length_mi                             bigint      NOT NULL CHECK (length_mi > 0),
    budget_micro_gd                       bigint      NOT NULL CHECK (budget_micro_gd >= 0),
    deadline_seconds                      bigint      NOT NULL CHECK (deadline_seconds > 0),
    strategy                              text        NOT NULL REFERENCES strategies (name),
    tardiness_penalty_micro_gd_per_second bigint      CHECK (tardiness_penalty_micro_gd_per_second > 0),
    lease_type                            text        NOT NULL,
    carries_script                        boolean     NOT NULL,
    request_fingerprint                   text        NOT NULL CHECK (length(request_fingerprint) BETWEEN 1 AND 512),
    quote_ids                             text[]      NOT NULL,
    asked_at_seconds                      bigint      NOT NULL
);
CREATE INDEX quote_requests_by_model_time ON quote_requests (asked_at_seconds);
CREATE TRIGGER quote_requests_immutable BEFORE UPDATE ON quote_requests FOR EACH ROW EXECUTE FUNCTION refuse_change();
REVOKE UPDATE ON quote_requests FROM gridmarket_app;
