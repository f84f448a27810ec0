import { act, render, renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';
import { useAutoplay, type AutoplayTarget } from './use-autoplay.ts';

// Embla measures with these observers; jsdom has neither.
beforeAll(() => {
  class Observer {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('ResizeObserver', Observer);
  vi.stubGlobal('IntersectionObserver', Observer);
});

afterEach(() => {
  vi.useRealTimers();
});

const slides = (n: number) => Array.from({ length: n }, (_, i) => <img key={i} alt={`Banner ${i + 1}`} src={`/b${i}.svg`} />);

describe('Carousel', () => {
  it('shows a single banner as a still slide without controls', () => {
    render(<Carousel label="Featured">{slides(1)}</Carousel>);
    const region = screen.getByRole('region', { name: 'Featured' });
    expect(within(region).getAllByRole('group')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: /go to slide/i })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('labels every slide and offers one dot per slide when there are several', () => {
    render(
      <Carousel label="Featured" mode="centred" gap={20}>
        {slides(3)}
      </Carousel>,
    );
    expect(screen.getByRole('group', { name: 'Slide 2 of 3' })).toContainElement(screen.getByAltText('Banner 2'));
    const dots = screen.getAllByRole('button', { name: /go to slide/i });
    expect(dots).toHaveLength(3);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
  });

  it('moves to the slide whose dot is pressed', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Featured">{slides(3)}</Carousel>);
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).not.toHaveAttribute('aria-current');
  });

  it('can hide pagination', () => {
    render(
      <Carousel label="Featured" pagination={false}>
        {slides(2)}
      </Carousel>,
    );
    expect(screen.queryByRole('button', { name: /go to slide/i })).toBeNull();
  });
});

function fakeTarget() {
  const handlers = new Map<string, Set<() => void>>();
  const target: AutoplayTarget & { emit: (e: string) => void } = {
    scrollNext: vi.fn(() => target.emit('select')),
    on: (event, handler) => handlers.set(event, (handlers.get(event) ?? new Set()).add(handler)),
    off: (event, handler) => handlers.get(event)?.delete(handler),
    emit: (event) => handlers.get(event)?.forEach((h) => h()),
  };
  return target;
}

describe('useAutoplay', () => {
  it('advances every 5000 ms while enabled', () => {
    vi.useFakeTimers();
    const target = fakeTarget();
    renderHook(() => useAutoplay(target, 5000, true, false));
    act(() => vi.advanceTimersByTime(4999));
    expect(target.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(target.scrollNext).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(10_000));
    expect(target.scrollNext).toHaveBeenCalledTimes(3);
  });

  it('does nothing with a single slide or while paused', () => {
    vi.useFakeTimers();
    const target = fakeTarget();
    const { rerender } = renderHook(({ enabled, paused }) => useAutoplay(target, 5000, enabled, paused), {
      initialProps: { enabled: false, paused: false },
    });
    act(() => vi.advanceTimersByTime(20_000));
    rerender({ enabled: true, paused: true });
    act(() => vi.advanceTimersByTime(20_000));
    expect(target.scrollNext).not.toHaveBeenCalled();
    rerender({ enabled: true, paused: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(target.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('holds the slide while a modal dialog covers the page, and goes on once it closes', () => {
    vi.useFakeTimers();
    const target = fakeTarget();
    renderHook(() => useAutoplay(target, 5000, true, false));
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'dialog');
    dialog.setAttribute('aria-modal', 'true');
    document.body.append(dialog);
    try {
      act(() => vi.advanceTimersByTime(15_000));
      expect(target.scrollNext).not.toHaveBeenCalled();
    } finally {
      dialog.remove();
    }
    act(() => vi.advanceTimersByTime(5000));
    expect(target.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('gives a manually chosen slide its full time', () => {
    vi.useFakeTimers();
    const target = fakeTarget();
    renderHook(() => useAutoplay(target, 5000, true, false));
    act(() => vi.advanceTimersByTime(4000));
    act(() => target.emit('select'));
    act(() => vi.advanceTimersByTime(4000));
    expect(target.scrollNext).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    expect(target.scrollNext).toHaveBeenCalledTimes(1);
  });
  it('waits for the page to go idle, and stops while scrolled out of view', () => {
    vi.useFakeTimers();
    let idle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => ((idle = cb), 1));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    let seen: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(cb: typeof seen) {
          seen = cb;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      const target = { ...fakeTarget(), rootNode: () => document.body };
      renderHook(() => useAutoplay(target, 5000, true, false));
      act(() => vi.advanceTimersByTime(20_000));
      expect(target.scrollNext).not.toHaveBeenCalled();
      act(() => idle!());
      act(() => vi.advanceTimersByTime(5000));
      expect(target.scrollNext).toHaveBeenCalledTimes(1);
      act(() => seen!([{ isIntersecting: false }]));
      act(() => vi.advanceTimersByTime(20_000));
      expect(target.scrollNext).toHaveBeenCalledTimes(1);
      act(() => seen!([{ isIntersecting: true }]));
      act(() => vi.advanceTimersByTime(5000));
      expect(target.scrollNext).toHaveBeenCalledTimes(2);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
