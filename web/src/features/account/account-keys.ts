/** TanStack Query keys of the account domain (the logged-in user's own profile is `authKeys.profile`). */
export const accountKeys = {
  follows: ['follows'] as const,
  followsPage: (page: number) => [...accountKeys.follows, page] as const,
  identity: ['identity'] as const,
  avatars: ['avatars'] as const,
};
