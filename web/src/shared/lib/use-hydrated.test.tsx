import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isHydrating, onServerScreen, setHydrating, setServerScreen, useHydrated, useLaidOut } from './use-hydrated.ts';

const renders: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'browser' : 'as drawn'}</p>;
}

describe('useHydrated', () => {
  afterEach(() => {
    setHydrating(false);
    setServerScreen(false);
    renders.length = 0;
  });

  it('is true from the first render of a page the browser draws itself', () => {
    render(<Probe />);
    expect(screen.getByText('browser')).toBeInTheDocument();
    expect(renders).toEqual([true]);
  });

  it("draws as the server did on the server's screen, then changes once, after that commit", () => {
    setHydrating(true);
    setServerScreen(true);
    expect(isHydrating()).toBe(true);
    act(() => {
      render(<Probe />);
    });
    setHydrating(false);
    expect(screen.getByText('browser')).toBeInTheDocument();
    expect(renders).toEqual([false, true]);
  });

  it("draws as the server did in a part that hydrates after the first commit, while the server's screen is on show", () => {
    setHydrating(true);
    setServerScreen(true);
    setHydrating(false);
    expect(isHydrating()).toBe(false);
    expect(onServerScreen()).toBe(true);
    act(() => {
      render(<Probe />);
    });
    expect(renders).toEqual([false, true]);
  });

  it('starts true once another page replaced the server’s screen', () => {
    setServerScreen(true);
    setServerScreen(false);
    render(<Probe />);
    expect(renders).toEqual([true]);
  });
});

describe('useLaidOut', () => {
  const observers: { callback: ResizeObserverCallback; observed: Element[]; disconnected: boolean }[] = [];
  const original = globalThis.ResizeObserver;

  function LaidOutProbe() {
    const laidOut = useLaidOut();
    renders.push(laidOut);
    return <p>{laidOut ? 'measured' : 'waiting'}</p>;
  }

  beforeEach(() => {
    globalThis.ResizeObserver = class {
      record: (typeof observers)[number];
      constructor(callback: ResizeObserverCallback) {
        this.record = { callback, observed: [], disconnected: false };
        observers.push(this.record);
      }
      observe(element: Element) {
        this.record.observed.push(element);
      }
      unobserve() {}
      disconnect() {
        this.record.disconnected = true;
      }
    } as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
    observers.length = 0;
    setHydrating(false);
    setServerScreen(false);
    renders.length = 0;
  });

  it('is true at once on a page the browser draws itself, with no observer', () => {
    render(<LaidOutProbe />);
    expect(screen.getByText('measured')).toBeInTheDocument();
    expect(renders).toEqual([true]);
    expect(observers).toEqual([]);
  });

  it("on the server's screen waits for the observer's first call, which comes after the browser's layout", () => {
    setServerScreen(true);
    act(() => {
      render(<LaidOutProbe />);
    });
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(observers).toHaveLength(1);
    expect(observers[0]!.observed).toEqual([document.documentElement]);
    act(() => observers[0]!.callback([], {} as ResizeObserver));
    expect(screen.getByText('measured')).toBeInTheDocument();
    expect(observers[0]!.disconnected).toBe(true);
    expect(renders.at(-1)).toBe(true);
  });
});
