/**
 * The lobby's list state, kept in the URL (?vendor=PG&classify=SLOT&minBet=0.50&q=dragon&view=favourites)
 * so that back/forward, reloads and shared links show the same list. Defaults (spec §9): empty
 * classify and minimum bet, all vendors, the 'all' view.
 */
export const lobbyViews = ['all', 'favourites', 'recent'] as const;
export type LobbyView = (typeof lobbyViews)[number];

export interface LobbyFilter {
  /** Vendor code; '' is the 'all' view across vendors. */
  vendor: string;
  classify: string;
  /** Games whose minimum bet is at most this, "0.50"; '' for any. */
  minBet: string;
  search: string;
}

export interface LobbyState extends LobbyFilter {
  view: LobbyView;
}

export const DEFAULT_LOBBY_STATE: LobbyState = { vendor: '', classify: '', minBet: '', search: '', view: 'all' };

const vendorPattern = /^[A-Z0-9_]{1,32}$/;
const amountPattern = /^\d{1,7}(\.\d{1,2})?$/;

/** Reads the state from the query string; anything malformed falls back to its default. */
export function parseLobbyState(params: URLSearchParams): LobbyState {
  const vendor = params.get('vendor') ?? '';
  const minBet = params.get('minBet') ?? '';
  const view = params.get('view') ?? '';
  return {
    vendor: vendorPattern.test(vendor) ? vendor : '',
    classify: (params.get('classify') ?? '').slice(0, 32),
    minBet: amountPattern.test(minBet) ? minBet : '',
    search: (params.get('q') ?? '').slice(0, 64),
    view: (lobbyViews as readonly string[]).includes(view) ? (view as LobbyView) : 'all',
  };
}

/** Writes only what differs from the defaults, so a plain lobby keeps a clean URL. */
export function lobbySearchParams(state: LobbyState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.vendor) params.set('vendor', state.vendor);
  if (state.view !== 'all') params.set('view', state.view);
  if (state.classify) params.set('classify', state.classify);
  if (state.minBet) params.set('minBet', state.minBet);
  if (state.search.trim()) params.set('q', state.search.trim());
  return params;
}

/**
 * Applies a change. Choosing another vendor or view starts its list afresh (filters belong to a
 * vendor's list); changing a filter keeps the vendor and view.
 */
export function updateLobbyState(state: LobbyState, patch: Partial<LobbyState>): LobbyState {
  const next = { ...state, ...patch };
  if ((patch.vendor !== undefined && patch.vendor !== state.vendor) || (patch.view !== undefined && patch.view !== state.view)) {
    return { ...next, classify: patch.classify ?? '', minBet: patch.minBet ?? '', search: patch.search ?? '' };
  }
  return next;
}

export function hasActiveFilters(state: LobbyFilter): boolean {
  return Boolean(state.classify || state.minBet || state.search.trim());
}
