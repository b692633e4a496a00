import { ownOrAdmin, type Rule } from '../rule.ts';
import type { Actor } from '../roles.ts';

/** A check started for a member: none named means oneself. */
export interface ForUser {
  userId: number | undefined;
}

/** Linking and checking a member's YouTube, Twitch and Telegram accounts (module verification). */
export const VERIFICATION_ACTIONS = {
  'verification.link': {
    gate: 'member',
    means: 'Link and check their own accounts (a Telegram link is for oneself only)',
    record: (actor: Actor, request: ForUser) => request.userId === undefined || request.userId === actor.id,
  },
  'verification.status': { gate: 'member', means: "A member's Telegram status: their own; admins anyone's", record: ownOrAdmin },
} as const satisfies Record<string, Rule>;
