/**
 * The lottery lobby's list state (spec §4 "Lottery list mode"). Pure, so the rules are testable alone:
 * - choosing a tag (or "all") returns to the default mode and clears search and weekday;
 * - choosing a mode (fav, hot, recent) clears the tag and stops the refresh timer;
 * - search and weekday narrow whatever list is showing.
 */
export type ListMode = 'default' | 'fav' | 'hot' | 'recent';

export interface ListState {
  mode: ListMode;
  /** A menu tag in default mode; null shows every menu. */
  tag: string | null;
  search: string;
  /** Weekday code (Sunday 1 … Saturday 7), null for every day. */
  weekday: number | null;
  /** The refresh timer only runs in the default list, where draws are counted down. */
  refreshing: boolean;
}

export type ListAction =
  | { type: 'tag'; tag: string | null }
  | { type: 'mode'; mode: Exclude<ListMode, 'default'> }
  | { type: 'search'; search: string }
  | { type: 'weekday'; weekday: number | null }
  | { type: 'reset' };

export const initialListState: ListState = { mode: 'default', tag: null, search: '', weekday: null, refreshing: true };

export function listReducer(state: ListState, action: ListAction): ListState {
  switch (action.type) {
    case 'tag':
      return { mode: 'default', tag: action.tag, search: '', weekday: null, refreshing: true };
    case 'mode':
      return { ...state, mode: action.mode, tag: null, refreshing: false };
    case 'search':
      return state.search === action.search ? state : { ...state, search: action.search };
    case 'weekday':
      return state.weekday === action.weekday ? state : { ...state, weekday: action.weekday };
    case 'reset':
      return initialListState;
  }
}
