// Teams, their members, logos and invitations.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgEnum, pgTable, primaryKey, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ownedBy, ownerKey, stampedAt, storedWebp, timestamps, timestamptz } from './columns.ts';
import { actorRef, users } from './users.ts';

export const teamRole = pgEnum('team_role', ['captain', 'member']);
export const invitationStatus = pgEnum('team_invitation_status', ['pending', 'accepted', 'declined', 'cancelled']);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    logoUrl: text('logo_url'),
    logoColor: text('logo_color'),
    captainId: ownedBy('captain_id', () => users.id),
    inviteCode: text('invite_code').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    maxMembers: integer('max_members').notNull().default(5),
    /** Members now; changed only under the team row's lock, so it never passes max_members. */
    membersCount: integer('members_count').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('teams_name_lower_key').on(sql`lower(${t.name})`),
    uniqueIndex('teams_invite_code_key').on(t.inviteCode),
    index('teams_public_idx').on(t.isPublic, t.membersCount),
    index('teams_created_idx').on(t.createdAt, t.id),
    // The public list's order (open teams first, newest first), public teams only.
    index('teams_public_list_idx')
      .on(sql`(${t.membersCount} >= ${t.maxMembers})`, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isPublic}`),
    index('teams_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('teams_description_trgm_idx').using('gin', t.description.op('gin_trgm_ops')),
  ],
);

export const teamMembers = pgTable(
  'team_members',
  {
    teamId: ownedBy('team_id', () => teams.id),
    userId: ownedBy('user_id', () => users.id),
    role: teamRole('role').notNull().default('member'),
    joinedAt: stampedAt('joined_at'),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('team_members_user_idx').on(t.userId)],
);

/** Uploaded logos, kept in the database (a 256 px WebP is small) so every API replica serves them. */
export const teamLogos = pgTable('team_logos', {
  teamId: ownerKey('team_id', () => teams.id),
  ...storedWebp(),
});

export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    teamId: ownedBy('team_id', () => teams.id),
    inviteeId: ownedBy('invitee_id', () => users.id),
    invitedBy: actorRef('invited_by'),
    status: invitationStatus('status').notNull().default('pending'),
    createdAt: stampedAt('created_at'),
    answeredAt: timestamptz('answered_at'),
  },
  (t) => [
    uniqueIndex('team_invitations_pending_key')
      .on(t.teamId, t.inviteeId)
      .where(sql`${t.status} = 'pending'`),
    index('team_invitations_invitee_idx').on(t.inviteeId),
  ],
);

export type TeamRow = typeof teams.$inferSelect;
