/** Query keys of the lottery feature, from one place. */
export const lotteryKeys = {
  all: ['lottery'] as const,
  lists: () => [...lotteryKeys.all, 'list'] as const,
  menu: (prizeMode: string, language: string) => [...lotteryKeys.lists(), 'menu', prizeMode, language] as const,
  popular: (language: string) => [...lotteryKeys.lists(), 'popular', language] as const,
  recent: (user: string, prizeMode: string, language: string) =>
    [...lotteryKeys.lists(), 'recent', user, prizeMode, language] as const,
  favourites: (user: string) => [...lotteryKeys.all, 'favourites', user] as const,
  game: (gameCode: string, language: string) => [...lotteryKeys.all, 'game', gameCode, language] as const,
  bets: (user: string, gameCode: string, numero: string | null) => [...lotteryKeys.all, 'bets', user, gameCode, numero] as const,
  draws: (gameCode: string, pageNo: number) => [...lotteryKeys.all, 'draws', gameCode, pageNo] as const,
};
