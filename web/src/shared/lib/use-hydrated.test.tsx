import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { isHydrating, setHydrating, useHydrated } from './use-hydrated.ts';

const renders: boolean[] = [];

function Probe() {
  const hydrated = useHydrated();
  renders.push(hydrated);
  return <p>{hydrated ? 'browser' : 'as drawn'}</p>;
}

describe('useHydrated', () => {
  afterEach(() => {
    setHydrating(false);
    renders.length = 0;
  });

  it('is true from the first render of a page the browser draws itself', () => {
    render(<Probe />);
    expect(screen.getByText('browser')).toBeInTheDocument();
    expect(renders).toEqual([true]);
  });

  it('draws as the server did while hydrating, then changes once, after that commit', () => {
    setHydrating(true);
    expect(isHydrating()).toBe(true);
    act(() => {
      render(<Probe />);
    });
    setHydrating(false);
    expect(screen.getByText('browser')).toBeInTheDocument();
    expect(renders).toEqual([false, true]);
    expect(isHydrating()).toBe(false);
  });

  it('starts true in a part mounted after hydration ended', () => {
    setHydrating(true);
    setHydrating(false);
    render(<Probe />);
    expect(renders).toEqual([true]);
  });
});
