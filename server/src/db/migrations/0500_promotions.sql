-- Promotions a member can claim (promotions domain). The promotions table of 0001 holds what the
-- site shows (title, content, category, type); these columns add who may claim and what it pays.

-- Labels (spec §3): several per promotion; the single `label` of 0001 is read when this is empty.
ALTER TABLE promotions ADD COLUMN labels text[] NOT NULL DEFAULT '{}';
-- Who may claim: players registered within the new-player window, a VIP level and up, members of
-- some countries (dialing codes, empty: everyone).
ALTER TABLE promotions ADD COLUMN new_players_only boolean NOT NULL DEFAULT false;
ALTER TABLE promotions ADD COLUMN min_vip_level integer NOT NULL DEFAULT 0 CHECK (min_vip_level >= 0);
ALTER TABLE promotions ADD COLUMN countries text[] NOT NULL DEFAULT '{}';
-- The claim rule; NULL kind: a promotion to read, nothing to claim.
--   fixed: pays fixed_minor; firstDeposit: percent of the first deposit ever; reload: percent of the
--   largest deposit of the business day. Percent bonuses are capped at cap_minor. apply: the member
--   applies with a comment and images, an operator approves (pays fixed_minor) or rejects.
ALTER TABLE promotions ADD COLUMN rule_kind text CHECK (rule_kind IN ('fixed', 'firstDeposit', 'reload', 'apply'));
ALTER TABLE promotions ADD COLUMN claim_period text NOT NULL DEFAULT 'once' CHECK (claim_period IN ('once', 'daily'));
ALTER TABLE promotions ADD COLUMN fixed_minor bigint CHECK (fixed_minor > 0);
ALTER TABLE promotions ADD COLUMN percent integer CHECK (percent > 0 AND percent <= 1000);
ALTER TABLE promotions ADD COLUMN cap_minor bigint CHECK (cap_minor > 0);
ALTER TABLE promotions ADD COLUMN min_deposit_minor bigint NOT NULL DEFAULT 0 CHECK (min_deposit_minor >= 0);
ALTER TABLE promotions ADD COLUMN turnover_multiple integer NOT NULL DEFAULT 1 CHECK (turnover_multiple >= 0 AND turnover_multiple <= 100);
ALTER TABLE promotions ADD CONSTRAINT promotions_rule_complete CHECK (
  rule_kind IS NULL
  OR (rule_kind IN ('fixed', 'apply') AND fixed_minor IS NOT NULL)
  OR (rule_kind IN ('firstDeposit', 'reload') AND percent IS NOT NULL AND cap_minor IS NOT NULL)
);

-- One claim per member, promotion and period (period_key 'once' or the business day): the unique
-- key is what makes a second claim impossible, concurrent or not. request_id is the member's
-- idempotency key: the same key answers the same claim, a different promotion under it is refused.
CREATE TABLE promotion_claims (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  promotion_id    integer NOT NULL REFERENCES promotions (id),
  period_key      text NOT NULL,
  request_id      text NOT NULL,
  amount_minor    bigint NOT NULL CHECK (amount_minor > 0),
  -- the deposit a percent bonus was computed from (its posting id), for the record
  basis_ref       text,
  turnover_required_minor bigint NOT NULL CHECK (turnover_required_minor >= 0),
  posting_id      bigint,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, promotion_id, period_key),
  UNIQUE (member_id, request_id)
);
CREATE INDEX promotion_claims_member ON promotion_claims (member_id, id DESC);

-- Applications to promotions of kind apply (spec §5: comment at most 140 characters, 1-3 images
-- through uploads): applying → issued (an operator approved: paid as a claim) | rejected (with a
-- reason; the member may apply again in the same period). One open or issued application per
-- member, promotion and period.
CREATE TABLE promotion_applications (
  id              bigserial PRIMARY KEY,
  member_id       bigint NOT NULL REFERENCES members (id),
  promotion_id    integer NOT NULL REFERENCES promotions (id),
  period_key      text NOT NULL,
  request_id      text NOT NULL,
  comment         text NOT NULL DEFAULT '' CHECK (char_length(comment) <= 140),
  images          text[] NOT NULL DEFAULT '{}',
  status          text NOT NULL DEFAULT 'applying' CHECK (status IN ('applying', 'issued', 'rejected')),
  reason          text,
  claim_id        bigint REFERENCES promotion_claims (id),
  created_at      timestamptz NOT NULL DEFAULT now(),
  decided_at      timestamptz,
  UNIQUE (member_id, request_id)
);
CREATE UNIQUE INDEX promotion_applications_open ON promotion_applications (member_id, promotion_id, period_key)
  WHERE status <> 'rejected';
CREATE INDEX promotion_applications_pending ON promotion_applications (created_at) WHERE status = 'applying';
