import { describe, expect, it } from 'vitest';
import { DEFAULT_LOBBY_STATE, hasActiveFilters, lobbySearchParams, parseLobbyState, updateLobbyState } from './lobby-filter.ts';

describe('lobby filters', () => {
  it('defaults to all vendors, empty classify and minimum bet (spec §9)', () => {
    expect(parseLobbyState(new URLSearchParams())).toEqual(DEFAULT_LOBBY_STATE);
    expect(lobbySearchParams(DEFAULT_LOBBY_STATE).toString()).toBe('');
  });

  it('round-trips every filter through the URL', () => {
    const state = { vendor: 'PG', classify: 'SLOT', minBet: '0.50', search: 'dragon', view: 'favourites' as const };
    expect(parseLobbyState(lobbySearchParams(state))).toEqual(state);
  });

  it('ignores malformed values instead of sending them to the server', () => {
    const state = parseLobbyState(new URLSearchParams('vendor=<script>&minBet=-1&view=admin&q=' + 'x'.repeat(100)));
    expect(state.vendor).toBe('');
    expect(state.minBet).toBe('');
    expect(state.view).toBe('all');
    expect(state.search).toHaveLength(64);
  });

  it('keeps vendor and view when a filter changes', () => {
    const start = { ...DEFAULT_LOBBY_STATE, vendor: 'PG', classify: 'SLOT' };
    expect(updateLobbyState(start, { minBet: '1.00' })).toEqual({ ...start, minBet: '1.00' });
  });

  it('clears filters when the vendor or view changes', () => {
    const start = { ...DEFAULT_LOBBY_STATE, vendor: 'PG', classify: 'SLOT', minBet: '1.00', search: 'x' };
    expect(updateLobbyState(start, { vendor: 'JDB' })).toEqual({ ...DEFAULT_LOBBY_STATE, vendor: 'JDB' });
    expect(updateLobbyState(start, { view: 'recent' })).toEqual({ ...DEFAULT_LOBBY_STATE, vendor: 'PG', view: 'recent' });
    expect(updateLobbyState(start, { vendor: 'PG' })).toEqual(start);
  });

  it('knows when a filter narrows the list', () => {
    expect(hasActiveFilters(DEFAULT_LOBBY_STATE)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_LOBBY_STATE, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_LOBBY_STATE, minBet: '0.20' })).toBe(true);
  });
});
