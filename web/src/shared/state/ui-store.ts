import { createContext, useContext, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import type { GameLaunchTarget } from '../lib/game-launch.ts';
import { localStore, themeCookie } from '../lib/storage.ts';

/**
 * UI state only (docs/ARCHITECTURE.md): open dialogs, toasts, theme, side-menu mode, the home-state flag.
 * Server data lives in the query cache, never here.
 */

export type LoginTab = 'login' | 'register';

/** Cross-cutting dialogs opened by name ; app/ renders the registered components. */
export type DialogRequest =
  | { name: 'login'; tab?: LoginTab }
  | { name: 'register' }
  | { name: 'registerSuccess'; account?: string }
  | { name: 'changePassword'; forced?: boolean }
  | { name: 'trialWarning'; action?: 'memberCentre' | 'agentCentre' | 'deposit' | 'withdraw' | 'chat' }
  | { name: 'forgotPassword' }
  | { name: 'announcement'; id?: number }
  | { name: 'download'; tab?: 'android' | 'ios' }
  | { name: 'gamePopup'; vendor?: string; gameType?: string }
  | { name: 'gameLaunch'; game: GameLaunchTarget }
  /** The shell's mini-game window: a game of a mini-game vendor, or a vendor code (its first game). */
  | { name: 'miniGame'; game?: GameLaunchTarget; code?: string }
  | { name: 'chat'; room?: 'support' }
  | { name: 'speedCheck' }
  | { name: 'feedback'; tab?: 'send' | 'mine' }
  | { name: 'message'; titleKey?: string; textKey?: string; text?: string };
export type DialogName = DialogRequest['name'];
export type DialogRequestOf<N extends DialogName> = Extract<DialogRequest, { name: N }>;

export type Theme = 'light' | 'dark';
export type ToastTone = 'info' | 'success' | 'error';
/** A toast carries a translation key (with its values), translated when shown. */
export interface Toast {
  id: number;
  tone: ToastTone;
  textKey: string;
  values?: Record<string, string | number>;
}

interface UiState {
  dialogs: DialogRequest[];
  toasts: Toast[];
  theme: Theme;
  sideMenuMini: boolean;
  drawerOpen: boolean;
  /** Home-state flag: shows the top bar and side menu on /seamless and /lottery (spec §2). */
  chromeShown: boolean;
  /** Bumped by the logo; list screens reset their filters when it changes. */
  filtersResetAt: number;
}

/** The visitor's own choice: kept in local storage, and in the cookie the server reads (either may be cleared alone). */
const storedTheme = (): Theme | null => {
  const value = localStore.get('theme') ?? themeCookie.read();
  return value === 'dark' || value === 'light' ? value : null;
};

export const useUiStore = create<UiState>()(() => ({
  dialogs: [],
  toasts: [],
  theme: storedTheme() ?? 'light',
  sideMenuMini: false,
  drawerOpen: false,
  chromeShown: false,
  filtersResetAt: 0,
}));

const set = useUiStore.setState;
let toastSeq = 0;

/**
 * Opens a dialog. The phone's side menu closes first: what it opened (a mini-game sheet, the log-in
 * dialog) is what the player wants to see, and two modal layers would fight over focus.
 */
export function openDialog(request: DialogRequest): void {
  set((s) => ({ dialogs: [...s.dialogs.filter((d) => d.name !== request.name), request], drawerOpen: false }));
}

export function closeDialog(name?: DialogName): void {
  set((s) => ({ dialogs: name ? s.dialogs.filter((d) => d.name !== name) : s.dialogs.slice(0, -1) }));
}

export function showToast(toast: Omit<Toast, 'id'>): number {
  const id = ++toastSeq;
  set((s) => ({ toasts: [...s.toasts.filter((t) => t.textKey !== toast.textKey), { ...toast, id }] }));
  return id;
}

export function dismissToast(id: number): void {
  set((s) => ({ toasts: s.toasts.filter((t) => t.id !== id) }));
}

export function applyTheme(theme: Theme, persist = true): void {
  document.documentElement.dataset.theme = theme;
  if (persist) {
    localStore.set('theme', theme);
    themeCookie.write(theme);
  }
  set({ theme });
}

/**
 * The theme as the app starts: the visitor's stored choice (told to the server again through its
 * cookie when that is missing, so the next page is drawn in it), else the theme the server drew the
 * page in (the brand's default), else light.
 */
export function startTheme(pageTheme: string | undefined): void {
  const stored = storedTheme();
  if (stored) {
    if (themeCookie.read() !== stored) themeCookie.write(stored);
    document.documentElement.dataset.theme = stored;
    set({ theme: stored });
  } else if (pageTheme === 'dark' || pageTheme === 'light') {
    set({ theme: pageTheme });
  }
}

/** Brand default theme, used only when the visitor never chose one. */
export function applyDefaultTheme(theme: Theme): void {
  if (!storedTheme()) applyTheme(theme, false);
}

export const toggleSideMenuMini = () => set((s) => ({ sideMenuMini: !s.sideMenuMini }));
export const setDrawerOpen = (drawerOpen: boolean) => set({ drawerOpen });
export const toggleChrome = () => set((s) => ({ chromeShown: !s.chromeShown }));
export const resetListFilters = () => set((s) => ({ filtersResetAt: s.filtersResetAt + 1 }));

/**
 * The theme the server drew the page in (the visitor's cookie, else the brand's default): hydration
 * must draw the same; right after it, the store's theme takes over.
 */
export const DrawnTheme = createContext<Theme>('light');

/** The theme in effect, for components that show it. */
export function useTheme(): Theme {
  const drawn = useContext(DrawnTheme);
  return useSyncExternalStore(
    useUiStore.subscribe,
    () => useUiStore.getState().theme,
    () => drawn,
  );
}
