import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSessionStore } from '../../../shared/state/session.ts';
import { authKeys } from '../api/keys.ts';

/**
 * When the session changes (login, logout, another account), member data of the old session is
 * dropped and every other query is refreshed in the background, so screens that show per-member
 * data (favourites, recent games, balance) follow without each feature listening for it.
 */
export function useSessionRefresh(): void {
  const client = useQueryClient();
  const token = useSessionStore((s) => s.token);
  const previous = useRef(token);
  useEffect(() => {
    if (previous.current === token) return;
    previous.current = token;
    client.removeQueries({ queryKey: authKeys.member });
    client.removeQueries({ queryKey: ['wallet'] });
    void client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
  }, [token, client]);
}
