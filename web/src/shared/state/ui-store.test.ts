import { afterEach, describe, expect, it } from 'vitest';
import { localStore, themeCookie } from '../lib/storage.ts';
import { applyDefaultTheme, applyTheme, startTheme, useUiStore } from './ui-store.ts';

const cookieTheme = () => /(?:^|; )theme=([^;]*)/.exec(document.cookie)?.[1] ?? null;

afterEach(() => {
  document.cookie = 'theme=; Max-Age=0; Path=/';
  localStore.remove('theme');
  useUiStore.setState({ theme: 'light' });
  document.documentElement.dataset.theme = 'light';
});

describe('the theme as the app starts', () => {
  it("keeps a visitor's stored choice, and gives it to the server's cookie when the cookie lacks it", () => {
    localStore.set('theme', 'dark');
    startTheme('light');
    expect(useUiStore.getState().theme).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(cookieTheme()).toBe('dark');
    expect(themeCookie.read()).toBe('dark');
  });

  it('takes the theme the page was drawn in when the visitor never chose one, and stores nothing', () => {
    startTheme('dark');
    expect(useUiStore.getState().theme).toBe('dark');
    expect(localStore.get('theme')).toBeNull();
    expect(cookieTheme()).toBeNull();
    startTheme('purple');
    expect(useUiStore.getState().theme).toBe('dark');
  });

  it("a choice found only in the cookie is still the visitor's: the brand's default does not replace it", () => {
    themeCookie.write('dark');
    startTheme('dark');
    applyDefaultTheme('light');
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(useUiStore.getState().theme).toBe('dark');
  });

  it('a choice is kept in both places', () => {
    applyTheme('dark');
    expect(localStore.get('theme')).toBe('dark');
    expect(cookieTheme()).toBe('dark');
    // the brand default is applied, never kept
    applyTheme('light', false);
    expect(cookieTheme()).toBe('dark');
  });
});
