import { demoProvider } from './demo/provider.ts';
import { lotteryProvider } from './lottery.ts';
import type { GameProvider } from './types.ts';

/** Providers by the id stored on each vendor (game_vendors.provider). 'none': not integrated. */
const providers = new Map<string, GameProvider>([
  [demoProvider.id, demoProvider],
  [lotteryProvider.id, lotteryProvider],
]);

export function providerFor(id: string): GameProvider | null {
  return providers.get(id) ?? null;
}

/** Plug in another provider (a real vendor integration) without touching the games domain. */
export function registerProvider(provider: GameProvider): void {
  providers.set(provider.id, provider);
}
