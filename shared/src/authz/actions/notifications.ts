import type { Rule } from '../rule.ts';

/** Browser push and the member's notification choices (module notifications). */
export const NOTIFICATION_ACTIONS = {
  'notifications.key': { gate: 'anyone', means: 'The public key browsers subscribe with' },
  'notifications.subscribe': { gate: 'member', means: 'Subscribe or unsubscribe one of their browsers' },
  'notifications.preferences': { gate: 'member', means: 'Read and change their own notification choices' },
} as const satisfies Record<string, Rule>;
