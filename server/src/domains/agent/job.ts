import { contractKinds, type ContractKind } from '@tala/contract/agent';
import type { Job } from '../../jobs/runner.ts';
import { settleContracts } from './contracts.ts';

/**
 * How often each kind's settlement looks for finished periods: the real-time salary every 5 minutes
 * (spec §1), the others often enough that a period is paid within minutes of its end (an hour, a
 * day, a dividend period); a run with nothing finished reads one small query.
 */
const every: Record<ContractKind, number> = {
  realtimeSalary: 5 * 60_000,
  hourlySalary: 5 * 60_000,
  dailySalary: 5 * 60_000,
  dividend: 15 * 60_000,
};

export const contractJobs: Job[] = contractKinds.map((kind) => ({
  name: `agent.${kind}`,
  everyMs: every[kind],
  run: (platform, now) => settleContracts(platform, kind, now),
}));
