import { useSearchParams } from '../../../shared/router/react.tsx';
import { BettingView } from './betting-view.tsx';
import { LotteryLobby } from './lobby.tsx';

/** /lottery (spec §2): the lobby (narrowed to a vendor's games with ?vendor=), or a game's betting view with ?gameCode=. */
export function Component() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  if (gameCode) return <BettingView key={gameCode} gameCode={gameCode} playType={params.get('playType')} />;
  return <LotteryLobby vendor={params.get('vendor')} />;
}
