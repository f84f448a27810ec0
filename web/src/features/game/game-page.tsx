import { GameFrame } from './components/game-frame.tsx';

/** /game: the launched game with the header only (spec §2). */
export function GamePage() {
  return <GameFrame variant="game" />;
}

/** /seamless: a seamless vendor's game with header and side menu (spec §2). */
export function SeamlessPage() {
  return <GameFrame variant="seamless" />;
}
