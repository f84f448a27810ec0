/** Query keys of the Vietnam lottery screen. The lottery feature's push patches none of these. */
export const vnKeys = {
  all: ['vnlottery'] as const,
  games: (language: string) => [...vnKeys.all, 'games', language] as const,
  results: (gameCode: string, language: string) => [...vnKeys.all, 'results', gameCode, language] as const,
};
