export const elottKeys = {
  all: ['elott'] as const,
  vendors: (language: string) => [...elottKeys.all, 'vendors', language] as const,
  games: (vendor: string, language: string) => [...elottKeys.all, 'games', vendor, language] as const,
  live: (language: string) => [...elottKeys.all, 'live', language] as const,
};
