/** Query keys of the help centre; each names the language, since titles and texts differ per pack. */
export const helpKeys = {
  all: ['help'] as const,
  centre: (language: string) => [...helpKeys.all, 'centre', language] as const,
  search: (q: string, language: string) => [...helpKeys.all, 'search', language, q] as const,
};
