import type { ProviderHost } from '../../types.ts';
import { crashClock, stepCrash, type StepResult } from './table.ts';

/** Timers closer than this to the job runner's tick are set by the leader itself (the runner ticks every second). */
const PRECISE_WITHIN_MS = 1_500;

interface Leader {
  running: Promise<unknown>;
  timer: NodeJS.Timeout | null;
  timerAt: number;
}
const leaders = new WeakMap<ProviderHost, Leader>();

/**
 * The crash table's leader: the job runner calls this every second on the one node holding the
 * runner lock. A round's instants (flight start, auto targets, crash) fall between ticks, so after
 * each step the leader sets a timer for the next due instant when it is less than a tick and a half
 * away; the timers stop re-arming by themselves once nothing is due soon, so a node that lost the
 * runner lock stops stepping within a couple of seconds (and a step it still runs is harmless: each
 * change is guarded by the row's state). Steps of one process never overlap.
 */
export function leadCrashTable(host: ProviderHost, log: (err: unknown) => void = () => undefined): Promise<StepResult | null> {
  let leader = leaders.get(host);
  if (!leader) leaders.set(host, (leader = { running: Promise.resolve(), timer: null, timerAt: Infinity }));
  const l = leader;
  const step = l.running.then(
    () => stepCrash(host, crashClock.now()),
    () => stepCrash(host, crashClock.now()),
  );
  l.running = step.catch(() => undefined);
  return step.then(
    (result) => {
      const wait = result.nextAt - crashClock.now();
      if (wait < PRECISE_WITHIN_MS && (l.timer === null || result.nextAt < l.timerAt)) {
        if (l.timer) clearTimeout(l.timer);
        l.timerAt = result.nextAt;
        l.timer = setTimeout(
          () => {
            l.timer = null;
            l.timerAt = Infinity;
            void leadCrashTable(host, log);
          },
          Math.max(0, wait),
        );
        l.timer.unref();
      }
      return result;
    },
    (err: unknown) => {
      log(err);
      return null;
    },
  );
}
