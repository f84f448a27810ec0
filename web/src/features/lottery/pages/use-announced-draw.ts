import { useEffect, useRef, useState } from 'react';
import type { LotteryDraw } from '@tala/contract/lottery';

/**
 * The draw to announce: the game's last draw once it changes while the view is open (pushed live,
 * or found by the refresh timer when the push channel is down). The draw already there on arrival
 * is history, not news.
 */
export function useAnnouncedDraw(last: LotteryDraw | null | undefined): [LotteryDraw | null, () => void] {
  const seen = useRef<string | null | undefined>(undefined);
  const [announced, setAnnounced] = useState<LotteryDraw | null>(null);
  useEffect(() => {
    if (last === undefined) return;
    const numero = last?.numero ?? null;
    if (seen.current === undefined) {
      seen.current = numero;
      return;
    }
    if (last && numero !== seen.current) {
      seen.current = numero;
      setAnnounced(last);
    }
  }, [last]);
  return [announced, () => setAnnounced(null)];
}
