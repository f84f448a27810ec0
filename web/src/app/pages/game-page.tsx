import { GamePage } from '../../features/game/game-page.tsx';

export function Component() {
  return <GamePage />;
}
