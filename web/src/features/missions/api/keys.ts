/**
 * Query keys of the missions calls. Each names the account, so one player never sees another's
 * progress, and the language where titles come translated.
 */
export const missionKeys = {
  all: (user: string) => ['missions', user] as const,
  list: (user: string, language: string) => [...missionKeys.all(user), 'list', language] as const,
  leaderboard: (user: string, language: string, id: number) => [...missionKeys.all(user), 'leaderboard', language, id] as const,
  signIn: (user: string) => [...missionKeys.all(user), 'signIn'] as const,
};
