-- Every contract kind of spec §7: beside the daily salary, the hourly salary, the real-time salary
-- (5-minute periods) and the dividend (per pay period: daily, weekly, semimonthly, monthly, UTC).
-- A period is now an interval of instants, [period_start, period_end), paid at most once per
-- contract (the unique key moves from the day to the period's start).
ALTER TABLE agent_contracts DROP CONSTRAINT agent_contracts_kind_check;
ALTER TABLE agent_contracts ADD CONSTRAINT agent_contracts_kind_check
  CHECK (kind IN ('dailySalary', 'hourlySalary', 'realtimeSalary', 'dividend'));
ALTER TABLE agent_contracts ADD COLUMN pay_period text CHECK (pay_period IN ('daily', 'weekly', 'semimonthly', 'monthly'));
ALTER TABLE agent_contracts ADD CONSTRAINT agent_contracts_dividend_period CHECK ((kind = 'dividend') = (pay_period IS NOT NULL));
-- starts_at: the first instant paid for; ends_at: the end of the last period paid (termination);
-- settled_to: how far the settlement has looked (periods that earned nothing leave no payment row,
-- so this keeps a run from computing them again; the unique key below, not this, prevents paying twice).
ALTER TABLE agent_contracts ADD COLUMN starts_at timestamptz;
ALTER TABLE agent_contracts ADD COLUMN ends_at timestamptz;
ALTER TABLE agent_contracts ADD COLUMN settled_to timestamptz;
UPDATE agent_contracts SET starts_at = starts_on::timestamp AT TIME ZONE 'UTC' WHERE starts_on IS NOT NULL;
-- a tier's threshold is on the kind's basis (valid bet or loss), no longer only the valid bet
UPDATE agent_contracts SET tiers = (
  SELECT jsonb_agg(jsonb_build_object('minBasisMinor', e -> 'minValidBetMinor', 'rateBps', e -> 'rateBps'))
    FROM jsonb_array_elements(tiers) e);

ALTER TABLE agent_contract_payments ADD COLUMN period_start timestamptz;
ALTER TABLE agent_contract_payments ADD COLUMN period_end timestamptz;
-- what the rate applied to: the valid bet (salaries) or the team's loss (real-time salary, dividend)
ALTER TABLE agent_contract_payments ADD COLUMN basis bigint;
UPDATE agent_contract_payments SET period_start = period::timestamp AT TIME ZONE 'UTC',
  period_end = (period + 1)::timestamp AT TIME ZONE 'UTC', basis = valid_bet;
ALTER TABLE agent_contract_payments ALTER COLUMN period_start SET NOT NULL;
ALTER TABLE agent_contract_payments ALTER COLUMN period_end SET NOT NULL;
ALTER TABLE agent_contract_payments ALTER COLUMN basis SET NOT NULL;
ALTER TABLE agent_contract_payments DROP CONSTRAINT agent_contract_payments_contract_id_period_key;
ALTER TABLE agent_contract_payments ADD CONSTRAINT agent_contract_payments_once UNIQUE (contract_id, period_start);
