import type { Job } from '../../jobs/runner.ts';
import { settleDailySalaries } from './contracts.ts';

/** Pays the daily salaries of finished days; every few minutes, so a day is paid soon after midnight (UTC). */
export const dailySalaryJob: Job = {
  name: 'agent.dailySalary',
  everyMs: 5 * 60_000,
  run: (platform, now) => settleDailySalaries(platform, now),
};
