import { useSearchParams } from 'react-router';
import { BettingView } from './betting-view.tsx';
import { LotteryLobby } from './lobby.tsx';

/** /lottery (spec §2): the lobby, or a game's betting view when the query names a game. */
export function Component() {
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  if (gameCode) return <BettingView key={gameCode} gameCode={gameCode} playType={params.get('playType')} />;
  return <LotteryLobby />;
}
