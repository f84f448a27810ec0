import { demoProvider } from './demo/provider.ts';
import { lotteryProvider } from './lottery.ts';
import type { GameProvider } from './types.ts';

/**
 * Providers by the id stored on each vendor (game_vendors.provider). 'none': not integrated. A real
 * vendor integration is one more entry here; nothing in the games domain changes.
 */
const providers: ReadonlyMap<string, GameProvider> = new Map<string, GameProvider>([
  [demoProvider.id, demoProvider],
  [lotteryProvider.id, lotteryProvider],
]);

export function providerFor(id: string): GameProvider | null {
  return providers.get(id) ?? null;
}
