import { lotteryJob } from '../domains/lottery/job.ts';
import type { Job } from './runner.ts';

/** Every scheduled job of the platform. Add yours here (it must be crash-safe: see runner.ts). */
export const jobs: readonly Job[] = [lotteryJob];
