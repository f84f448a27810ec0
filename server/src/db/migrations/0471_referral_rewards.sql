-- Invite friends: the brand's reward rule (one row) and, per invited friend, the decision taken on
-- his first deposit: a reward paid to the referrer, or none when the deposit was below the rule's
-- minimum. The friend is the key, so a reward is decided, and paid, at most once.
CREATE TABLE referral_reward_rule (
  id smallint PRIMARY KEY DEFAULT 1 CHECK (id = 1),
  min_deposit_minor bigint NOT NULL CHECK (min_deposit_minor > 0),
  reward_minor bigint NOT NULL CHECK (reward_minor > 0),
  enabled boolean NOT NULL DEFAULT true,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE referral_rewards (
  friend_id bigint PRIMARY KEY REFERENCES members (id),
  referrer_id bigint NOT NULL REFERENCES members (id),
  deposit_minor bigint NOT NULL CHECK (deposit_minor > 0),
  -- 0: the first deposit was below the minimum, nothing is paid
  reward_minor bigint NOT NULL CHECK (reward_minor >= 0),
  posting_id bigint REFERENCES ledger_postings (id),
  decided_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX referral_rewards_referrer ON referral_rewards (referrer_id);
