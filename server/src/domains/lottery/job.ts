import type { Job } from '../../jobs/runner.ts';
import { tick } from './engine.ts';

/** The draw engine's heartbeat: every second, lock, draw, settle what is due and open next numeros. */
export const lotteryJob: Job = {
  name: 'lottery.draws',
  everyMs: 1000,
  run: (platform, now) => tick(platform, now),
};
