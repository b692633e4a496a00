import type { Rule } from '../rule.ts';

/** Named ahead of the feature, so its endpoints and buttons are written against it; nothing asks them yet. */
export const RESERVED_ACTIONS = {
  'tournament.rule': { gate: 'admin', means: 'Rule on a tournament match (reserved: tournaments are not built yet)' },
} as const satisfies Record<string, Rule>;
