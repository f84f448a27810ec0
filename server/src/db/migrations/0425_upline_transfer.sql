-- Agents who let the members directly below them send money up to them (transferUpline). The brand
-- setting `uplineTransfer` must be on as well; an agent without a row here has it off.
CREATE TABLE upline_transfer_agents (
  agent_id bigint PRIMARY KEY REFERENCES members (id),
  enabled boolean NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
