/** Query keys of the registration calls; written here once. */
export const registerKeys = {
  affiliate: (code: string) => ['register', 'affiliate', code] as const,
  captcha: ['register', 'captcha'] as const,
  /** The same call and key as the shell's notice query, so the cache is shared. */
  notice: (language: string) => ['system', 'notice', language] as const,
};
