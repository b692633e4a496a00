import type { Rule } from '../rule.ts';

/** Signing up and in, a member's own sessions and profile (modules auth and profile). */
export const ACCOUNT_ACTIONS = {
  'auth.register': { gate: 'anyone', means: 'Create an account' },
  'auth.signIn': { gate: 'anyone', means: 'Sign in' },
  'auth.session': { gate: 'member', means: 'Their own sign-in: who they are, their sessions, signing out' },
  'auth.twoFactor': { gate: 'member', means: 'Turn their own two-factor sign-in on or off' },
  'profile.edit': { gate: 'member', means: 'Read and change their own profile, avatar and password' },
  'profile.avatars': { gate: 'anyone', means: 'Avatar pictures and the preset ones' },
} as const satisfies Record<string, Rule>;
