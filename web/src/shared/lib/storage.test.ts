import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS, localStore, rememberedLogin, sessionStore } from './storage.ts';

describe('storage', () => {
  it('names every session and local key of spec §3', () => {
    for (const key of ['token', 'account', 'isAgent', 'memberLabel', 'index_notice', 'enableContract']) {
      expect(SESSION_KEYS).toContain(key);
    }
    expect([...LOCAL_KEYS].sort()).toEqual(['LOTTFAV', 'hisLang', 'lang', 'menuRows', 'noticeSeen', 'theme']);
  });

  it('reads and writes strings and JSON', () => {
    sessionStore.set('token', 'abc');
    sessionStore.setJson('routers', [{ url: 'a', speed: 0 }]);
    expect(sessionStore.get('token')).toBe('abc');
    expect(sessionStore.getJson('routers')).toEqual([{ url: 'a', speed: 0 }]);
    localStore.set('theme', 'dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('clears only the site session keys', () => {
    sessionStore.set('token', 'abc');
    window.sessionStorage.setItem('foreign', 'kept');
    sessionStore.clear();
    expect(sessionStore.get('token')).toBeNull();
    expect(window.sessionStorage.getItem('foreign')).toBe('kept');
  });

  it('returns null for malformed JSON', () => {
    sessionStore.set('settings', '{oops');
    expect(sessionStore.getJson('settings')).toBeNull();
  });

  it('remembers a username or a mobile, never a password, for 24 hours', () => {
    rememberedLogin.save({ username: 'ana' });
    expect(rememberedLogin.read()).toEqual({ username: 'ana' });
    expect(document.cookie).not.toMatch(/password/i);
    rememberedLogin.save({ mobile: '9171234567', countryCode: '63' });
    expect(rememberedLogin.read()).toEqual({ mobile: '9171234567', countryCode: '63' });
    rememberedLogin.clear();
    expect(rememberedLogin.read()).toBeNull();
  });
});
