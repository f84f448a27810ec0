/**
 * THE storage module (spec §3). Every sessionStorage, localStorage and cookie key the site uses is
 * named here, and nothing else in src/ touches those browser APIs (lint: see web/eslint.rules.mjs).
 * public/theme-init.js (the offline page's) reads `theme` before its first paint; keep the name in step
 * with LOCAL_KEYS. The server reads the `theme` and `lang` cookies to draw a page in the visitor's
 * theme and language.
 */

/** Per-tab session state: cleared on logout. */
export const SESSION_KEYS = [
  'token',
  'account',
  'username',
  'nickname',
  'customerId',
  'isAgent',
  'toUpline',
  'merchant',
  'merchantCode',
  'platform',
  'memberLabel',
  'memberLabelColor',
  'memberLabelBgColor',
  'cpw',
  'routers',
  'settings',
  'validate',
  'gameVendor',
  'merchantWallet',
  'index_notice',
  'iframeUrl',
  'consolidated',
  'enableSalary',
  'enableContract',
] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

/**
 * Survives the browser: language, previous language, theme, lottery favourites per username, the
 * version of the popup notices last seen (they show once per version, not once per session), the
 * number of game categories the side menu had (it reserves their place on the next load).
 */
export const LOCAL_KEYS = ['lang', 'hisLang', 'theme', 'LOTTFAV', 'noticeSeen', 'menuRows'] as const;
export type LocalKey = (typeof LOCAL_KEYS)[number];

function area(kind: 'session' | 'local'): Storage | null {
  try {
    return kind === 'session' ? window.sessionStorage : window.localStorage;
  } catch {
    return null; // storage disabled (privacy mode, sandboxed frame)
  }
}

function makeStore<K extends string>(kind: 'session' | 'local') {
  return {
    get(key: K): string | null {
      return area(kind)?.getItem(key) ?? null;
    },
    set(key: K, value: string): void {
      try {
        area(kind)?.setItem(key, value);
      } catch {
        /* quota exceeded: the value is simply not kept */
      }
    },
    remove(key: K): void {
      area(kind)?.removeItem(key);
    },
    getJson<T>(key: K): T | null {
      const raw = this.get(key);
      if (raw === null) return null;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return null;
      }
    },
    setJson(key: K, value: unknown): void {
      this.set(key, JSON.stringify(value));
    },
  };
}

export const sessionStore = {
  ...makeStore<SessionKey>('session'),
  /** Removes every session key of the site (logout, expired session); leaves other tabs' data alone. */
  clear(): void {
    for (const key of SESSION_KEYS) area('session')?.removeItem(key);
  },
};

export const localStore = makeStore<LocalKey>('local');

/** Remembered login (spec §3): username, or mobile with its country code. Never a password. */
export type RememberedLogin = { username: string } | { mobile: string; countryCode: string };

const REMEMBER_COOKIES = ['rememberUsername', 'rememberMobile', 'rememberCountryCode'] as const;
type RememberCookie = (typeof REMEMBER_COOKIES)[number];
export const REMEMBER_MAX_AGE_SECONDS = 24 * 60 * 60;

type CookieName = RememberCookie | 'theme' | 'lang';

function writeCookie(name: CookieName, value: string, maxAge: number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax${secure}`;
}

function readCookie(name: CookieName): string | null {
  // the server's render has no document: nothing is remembered there
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [k, ...rest] = part.trim().split('=');
    if (k === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}

export const rememberedLogin = {
  save(login: RememberedLogin): void {
    this.clear();
    if ('username' in login) {
      writeCookie('rememberUsername', login.username, REMEMBER_MAX_AGE_SECONDS);
    } else {
      writeCookie('rememberMobile', login.mobile, REMEMBER_MAX_AGE_SECONDS);
      writeCookie('rememberCountryCode', login.countryCode, REMEMBER_MAX_AGE_SECONDS);
    }
  },
  read(): RememberedLogin | null {
    const username = readCookie('rememberUsername');
    if (username) return { username };
    const mobile = readCookie('rememberMobile');
    const countryCode = readCookie('rememberCountryCode');
    return mobile && countryCode ? { mobile, countryCode } : null;
  },
  clear(): void {
    for (const name of REMEMBER_COOKIES) writeCookie(name, '', 0);
  },
};

const CHOICE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The theme also lives in a cookie: the server draws a page in it and writes it on `<html>`, so the
 * first paint is in the visitor's theme without a script before it. localStorage stays the app's record.
 */
export const themeCookie = {
  read(): string | null {
    return readCookie('theme');
  },
  write(theme: string): void {
    writeCookie('theme', theme, CHOICE_MAX_AGE_SECONDS);
  },
};

/**
 * The language pack the visitor chose, in a cookie as well: the server draws a page in it, so a
 * visitor who reads the site in Filipino gets the first screen in Filipino, taken over by the app
 * rather than drawn again. localStorage stays the app's record.
 */
export const langCookie = {
  read(): string | null {
    return readCookie('lang');
  },
  write(pack: string): void {
    writeCookie('lang', pack, CHOICE_MAX_AGE_SECONDS);
  },
};
