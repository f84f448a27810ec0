import { SeamlessPage } from '../../features/game/game-page.tsx';

export function Component() {
  return <SeamlessPage />;
}
