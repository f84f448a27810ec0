/** Query keys of the lobby feature, from one place. */
export const lobbyKeys = {
  all: ['games'] as const,
  menus: (language: string) => ['games', 'menus', language] as const,
  list: (filter: object) => ['games', 'list', filter] as const,
  hot: (language: string, vassalage: string) => ['games', 'hot', language, vassalage] as const,
  filters: (gameType: string, vassalage: string) => ['games', 'filters', gameType, vassalage] as const,
  favouriteIds: ['games', 'favourites', 'ids'] as const,
  favouriteList: (language: string) => ['games', 'favourites', 'list', language] as const,
  recent: (language: string) => ['games', 'recent', language] as const,
  rooms: (vassalage: string) => ['games', 'rooms', vassalage] as const,
  rank: (period: string) => ['games', 'rank', period] as const,
  jackpot: ['games', 'jackpot'] as const,
};
