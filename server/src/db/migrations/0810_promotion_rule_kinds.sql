-- More promotion rule kinds (promotions domain), and what they read.
--   rebate: rate_bps of the member's valid bets of the previous brand-local day (optionally of one
--   product), capped at cap_minor, claimed once a day. lossBack: rate_bps of the member's net loss
--   (valid bets less what they paid back) of the previous day or week, from min_basis_minor of loss,
--   capped. birthday: fixed_minor once a year in the member's birthday month. appDownload: fixed_minor
--   once the member has logged in from the installed app. raffle: one draw per period from a table
--   of prizes (integer minor amounts with weights), drawn on the server.
ALTER TABLE promotions DROP CONSTRAINT promotions_rule_complete;
ALTER TABLE promotions DROP CONSTRAINT promotions_rule_kind_check;
ALTER TABLE promotions DROP CONSTRAINT promotions_claim_period_check;
ALTER TABLE promotions ADD CONSTRAINT promotions_rule_kind_check
  CHECK (rule_kind IN ('fixed', 'firstDeposit', 'reload', 'apply', 'rebate', 'lossBack', 'birthday', 'appDownload', 'raffle'));
-- weekly: Monday to Sunday in the brand's time zone; yearly: the brand-local calendar year
ALTER TABLE promotions ADD CONSTRAINT promotions_claim_period_check CHECK (claim_period IN ('once', 'daily', 'weekly', 'yearly'));
ALTER TABLE promotions ADD COLUMN rate_bps integer CHECK (rate_bps > 0 AND rate_bps <= 10000);
-- rebate: only the valid bets of this product count (NULL: every product)
ALTER TABLE promotions ADD COLUMN product text CHECK (product IN ('lottery', 'games'));
-- rebate: the fewest valid bets that count; lossBack: the smallest loss that counts
ALTER TABLE promotions ADD COLUMN min_basis_minor bigint NOT NULL DEFAULT 0 CHECK (min_basis_minor >= 0);
-- raffle: [{"amountMinor": 100, "weight": 60}, …]; the application checks each entry
ALTER TABLE promotions ADD COLUMN prizes jsonb CHECK (prizes IS NULL OR jsonb_typeof(prizes) = 'array');
ALTER TABLE promotions ADD CONSTRAINT promotions_rule_complete CHECK (
  rule_kind IS NULL
  OR (rule_kind IN ('fixed', 'apply', 'appDownload') AND fixed_minor IS NOT NULL)
  OR (rule_kind = 'birthday' AND fixed_minor IS NOT NULL AND claim_period = 'yearly')
  OR (rule_kind IN ('firstDeposit', 'reload') AND percent IS NOT NULL AND cap_minor IS NOT NULL)
  OR (rule_kind = 'rebate' AND rate_bps IS NOT NULL AND cap_minor IS NOT NULL AND claim_period = 'daily')
  OR (rule_kind = 'lossBack' AND rate_bps IS NOT NULL AND cap_minor IS NOT NULL AND claim_period IN ('daily', 'weekly'))
  OR (rule_kind = 'raffle' AND jsonb_array_length(prizes) > 0 AND claim_period IN ('once', 'daily', 'weekly'))
);

-- A raffle draw: written in the same transaction as its claim (which holds the amount and the
-- posting), so a draw and its payment exist together or not at all. The prize table is kept as it
-- was at the draw, so a later change of the table does not rewrite what a member won.
CREATE TABLE promotion_draws (
  claim_id      bigint PRIMARY KEY REFERENCES promotion_claims (id),
  member_id     bigint NOT NULL REFERENCES members (id),
  promotion_id  integer NOT NULL REFERENCES promotions (id),
  period_key    text NOT NULL,
  prize_index   integer NOT NULL CHECK (prize_index >= 0),
  amount_minor  bigint NOT NULL CHECK (amount_minor > 0),
  prizes        jsonb NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (member_id, promotion_id, period_key)
);

-- Sessions started from the installed app (the client says so at login: the app runs in standalone
-- display mode). The app-download promotion reads it.
ALTER TABLE sessions ADD COLUMN from_app boolean NOT NULL DEFAULT false;
CREATE INDEX sessions_member_from_app ON sessions (member_id) WHERE from_app;
