/**
 * Query keys of the promotions calls. Each names the account (a visitor is ''), so one player never
 * sees another's claim states, and the language, since titles and content come translated.
 */
export const promotionKeys = {
  all: (user: string) => ['promotions', user] as const,
  list: (user: string, language: string) => [...promotionKeys.all(user), 'list', language] as const,
  detail: (user: string, language: string, id: number) => [...promotionKeys.all(user), 'detail', language, id] as const,
  bonuses: (user: string, language: string) => [...promotionKeys.all(user), 'bonuses', language] as const,
};
