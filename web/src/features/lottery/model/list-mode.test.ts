import { describe, expect, it } from 'vitest';
import { initialListState, listReducer, type ListState } from './list-mode.ts';

const filtered: ListState = { mode: 'default', tag: 'fast', search: 'keno', weekday: 3, refreshing: true };

describe('lottery list mode (spec §4)', () => {
  it('starts on every game in the default mode with the refresh timer running', () => {
    expect(initialListState).toEqual({ mode: 'default', tag: null, search: '', weekday: null, refreshing: true });
  });

  it('choosing a tag clears the mode, the search and the weekday, and restarts the timer', () => {
    const inHot = listReducer({ ...filtered, tag: null }, { type: 'mode', mode: 'hot' });
    const next = listReducer(inHot, { type: 'tag', tag: 'vn' });
    expect(next).toEqual({ mode: 'default', tag: 'vn', search: '', weekday: null, refreshing: true });
  });

  it('choosing a mode clears the tag and stops the refresh timer, keeping search and weekday', () => {
    for (const mode of ['fav', 'hot', 'recent'] as const) {
      const next = listReducer(filtered, { type: 'mode', mode });
      expect(next).toEqual({ mode, tag: null, search: 'keno', weekday: 3, refreshing: false });
    }
  });

  it('search and weekday narrow the current list without changing mode or tag', () => {
    const hot = listReducer(initialListState, { type: 'mode', mode: 'hot' });
    const searched = listReducer(hot, { type: 'search', search: 'mega' });
    const daily = listReducer(searched, { type: 'weekday', weekday: 1 });
    expect(daily).toEqual({ mode: 'hot', tag: null, search: 'mega', weekday: 1, refreshing: false });
  });

  it('keeps the same state object when nothing changes, so effects do not re-run', () => {
    expect(listReducer(filtered, { type: 'search', search: 'keno' })).toBe(filtered);
    expect(listReducer(filtered, { type: 'weekday', weekday: 3 })).toBe(filtered);
  });

  it('reset (the logo) goes back to the initial list', () => {
    expect(listReducer(filtered, { type: 'reset' })).toEqual(initialListState);
  });
});
