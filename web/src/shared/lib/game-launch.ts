/**
 * What a screen hands to the game-launch flow (spec §3 "Game launch", §4). Lobby cards, hot games,
 * the side menu and banners call `openDialog({ name: 'gameLaunch', game })`; the game feature's
 * registered dialog checks login, shows the loader, launches and routes.
 */
export interface GameLaunchTarget {
  /** Vendor code (vassalage / accountTypeName). */
  vassalage: string;
  /** Category of the game: LOTT, ELOTT, RNG … */
  gameType: string;
  nodeId?: number | null;
  /** Vendor's game code (gameCode). */
  gameId?: string;
  roomId?: number;
  /** Shown in the loader while the game starts. */
  gameName?: string;
  /** 'VASSALAGE' opens the vendor's popup game list instead of a game. */
  isGame?: 'GAME' | 'VASSALAGE';
  /** Play type to open a lottery game on. */
  defaultPlayType?: string;
}
