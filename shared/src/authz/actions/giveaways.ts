import { hasOwnRow, type Rule } from '../rule.ts';

/**
 * Giveaways (module giveaways). Who is eligible to enter is the giveaway's own terms (verifications,
 * level, account age: giveaways/policies.ts), not a permission: it answers 403 `not_eligible` itself.
 */
export const GIVEAWAY_ACTIONS = {
  'giveaway.view': { gate: 'anyone', means: 'The giveaways, one giveaway and its proof (a member also sees their entry)' },
  'giveaway.enter': { gate: 'member', means: 'Enter or withdraw (the terms decide who is eligible)' },
  'giveaway.mine': { gate: 'member', means: 'The giveaways they entered or won' },
  'giveaway.claim': { gate: 'member', means: 'Claim a prize: a winner, their own place', record: hasOwnRow },
  'giveaway.manage': { gate: 'admin', means: 'Create, edit and close giveaways, read them as the editor does' },
  'giveaway.draw': { gate: 'admin', means: 'Draw the winners' },
  'giveaway.entrants': { gate: 'admin', means: "A giveaway's entrants and winners' claims (with their delivery details)" },
} as const satisfies Record<string, Rule>;
