/** Query keys of the accounts calls; written here once. */
export const authKeys = {
  /** Everything that belongs to the logged-in member; removed on logout. */
  member: ['member'] as const,
  memberInfo: ['member', 'info'] as const,
  captcha: ['session', 'captcha'] as const,
  publicKey: ['session', 'publicKey'] as const,
};
