-- Each member's rebate: the share of his valid bets returned to him, in basis points (100 = 1%).
-- An agent sets it for the members directly below him, never above his own; the operator sets the
-- top agents'. 0 for everyone until then.
ALTER TABLE members ADD COLUMN rebate_bps integer NOT NULL DEFAULT 0 CHECK (rebate_bps BETWEEN 0 AND 10000);
