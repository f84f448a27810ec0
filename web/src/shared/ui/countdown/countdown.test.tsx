import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.tsx';
import { formatDuration } from './duration.ts';
import { createServerClock } from './server-clock.ts';
import { setHydrating, setPageDrawnAt, setServerScreen } from '../../lib/use-hydrated.ts';

describe('Countdown on the server clock', () => {
  let local = 1_000_000;
  beforeEach(() => {
    vi.useFakeTimers();
    local = 1_000_000;
  });
  afterEach(() => vi.useRealTimers());

  function clockAhead(offsetMs: number) {
    const clock = createServerClock(() => local);
    clock.sync({ sentAt: local, receivedAt: local, serverTime: local + offsetMs });
    return clock;
  }

  it('counts down to a server-time target using the clock offset', () => {
    const clock = clockAhead(120_000); // server two minutes ahead of this browser
    const target = local + 120_000 + 90_000; // 90 s from the server's now
    render(<Countdown target={target} label="Closes in" doneLabel="Closed" clock={clock} />);
    expect(screen.getByRole('timer', { name: 'Closes in 01:30' })).toBeInTheDocument();
  });

  it('is right after a long gap without ticks (background tab), not one tick later', () => {
    const clock = clockAhead(-5_000);
    const target = local - 5_000 + 600_000;
    render(<Countdown target={target} label="Draw in" doneLabel="Drawing" clock={clock} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Draw in 10:00');
    // the tab sleeps: 4 minutes pass, timers are throttled to a single run
    local += 240_000;
    act(() => {
      vi.advanceTimersByTime(250);
    });
    expect(screen.getByRole('timer')).toHaveAccessibleName('Draw in 06:00');
  });

  it('draws the time the page was drawn at while it hydrates, then the real time in a commit of its own', () => {
    const clock = clockAhead(0);
    const target = local + 600_000;
    setPageDrawnAt(local - 3_000);
    setHydrating(true);
    setServerScreen(true);
    // what each commit showed, read as React commits it
    const shown: string[] = [];
    const record = () => shown.push(screen.getByRole('timer').getAttribute('aria-label') ?? '');
    try {
      render(
        <Profiler id="countdown" onRender={record}>
          <Countdown target={target} label="Draw in" doneLabel="Drawing" clock={clock} />
        </Profiler>,
      );
      // as the server drew it, three seconds ago; then the live time, in a later commit (a
      // transition), not by a synchronous redraw in the commit that hydrated it
      expect(shown).toEqual(['Draw in 10:03', 'Draw in 10:00']);
      expect(screen.getByRole('timer')).toHaveAccessibleName('Draw in 10:00');
    } finally {
      setHydrating(false);
      setServerScreen(false);
      setPageDrawnAt(0);
    }
  });

  it('does not redraw out of sight, and is current again when it comes back', async () => {
    // an observer the test drives: the lobby's countdowns below the screen
    let report: ((entries: { target: Element; isIntersecting: boolean }[]) => void) | undefined;
    const watched: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe(element: Element) {
          watched.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    vi.resetModules();
    try {
      const { Countdown: Fresh } = await import('./countdown.tsx');
      const { createServerClock: freshClock } = await import('./server-clock.ts');
      const clock = freshClock(() => local);
      clock.sync({ sentAt: local, receivedAt: local, serverTime: local });
      render(<Fresh target={local + 600_000} label="Draw in" doneLabel="Drawing" clock={clock} />);
      const timer = screen.getByRole('timer');
      expect(watched).toEqual([timer]);
      act(() => report!([{ target: timer, isIntersecting: false }]));
      local += 5_000;
      act(() => {
        vi.advanceTimersByTime(5_000);
      });
      expect(timer).toHaveAccessibleName('Draw in 10:00');
      act(() => report!([{ target: timer, isIntersecting: true }]));
      expect(timer).toHaveAccessibleName('Draw in 09:55');
    } finally {
      vi.unstubAllGlobals();
      vi.resetModules();
    }
  });

  it('moves when the offset is corrected and shows the done label at zero', () => {
    const clock = clockAhead(0);
    render(<Countdown target={local + 3_000} label="Closes in" doneLabel="Closed" clock={clock} />);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Closes in 00:03');
    act(() => clock.sync({ sentAt: local, receivedAt: local, serverTime: local + 3_000 }));
    expect(screen.getByRole('timer')).toHaveAccessibleName('Closed');
  });

  it('boxes each pair past a day, after the day count in words ("1 d 01:51:20")', () => {
    const clock = clockAhead(0);
    const { container } = render(
      <Countdown
        target={local + 92_480_000}
        label="Closes in"
        doneLabel="Closed"
        look="digits"
        formatDays={(n) => `${n} d`}
        clock={clock}
      />,
    );
    expect(screen.getByRole('timer')).toHaveAccessibleName('Closes in 1 d 01:41:20');
    const boxes = [...container.querySelectorAll('[aria-hidden="true"] span span')].map((box) => box.textContent);
    expect(boxes.filter((text) => /^\d+$/.test(text ?? ''))).toEqual(['01', '41', '20']);
  });

  it('formats durations', () => {
    expect(formatDuration(65_400)).toBe('01:06');
    expect(formatDuration(3_725_000)).toBe('01:02:05');
    expect(formatDuration(90_061_000)).toBe('1d 01:01:01');
    // past a day the hours stay under 24 and the days are written in the page's language
    expect(formatDuration(3 * 86_400_000 - 2_950_000, (n) => `${n} araw`)).toBe('2 araw 23:10:50');
    expect(formatDuration(-5)).toBe('00:00');
  });
});
