import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isHydrating, onServerScreen, setHydrating, setServerScreen, useHydrated } from './use-hydrated.ts';

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
