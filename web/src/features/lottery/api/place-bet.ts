import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InputOf } from '@tala/contract/endpoint';
import type { lottery } from '@tala/contract/lottery';
import { applyBalanceSnapshot } from '../../../shared/api/balance.ts';
import { endpoints } from '../../../shared/api/endpoints.ts';
import { api } from '../../../shared/api/client.ts';
import { lotteryKeys } from './keys.ts';

/** gameCode, numero, bets, and requestId: the idempotency key, made when the confirmation opens (a retried click never bets twice). */
export type BetOrder = InputOf<typeof lottery.placeBet>;

export function newRequestId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

export function usePlaceBet(username: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (order: BetOrder) => api(endpoints.lottery.placeBet, order),
    onSuccess: (result, order) => {
      void applyBalanceSnapshot(client, result.balance);
      void client.invalidateQueries({ queryKey: lotteryKeys.bets(username ?? '', order.gameCode, order.numero) });
      void client.invalidateQueries({ queryKey: lotteryKeys.bets(username ?? '', order.gameCode, null) });
    },
  });
}
