import type { TeamMemberView, TeamView } from '@fanhub/shared';
import type { TeamRow } from '../../db/schema.ts';

export interface MemberRow {
  id: number;
  username: string;
  avatarUrl: string | null;
  role: 'captain' | 'member';
  joinedAt: Date;
}

/** The only way a team leaves the API; the invite code only for its members (and admins). */
export function presentTeam(team: TeamRow, members: MemberRow[], seesCode: boolean): TeamView {
  return {
    id: team.id,
    name: team.name,
    description: team.description,
    logo_url: team.logoUrl,
    logo_color: team.logoColor,
    captain_id: team.captainId,
    invite_code: seesCode ? team.inviteCode : null,
    is_public: team.isPublic,
    max_members: team.maxMembers,
    members_count: team.membersCount,
    members: members.map(presentMember),
    created_at: team.createdAt.toISOString(),
  };
}

function presentMember(m: MemberRow): TeamMemberView {
  return { id: m.id, username: m.username, avatar_url: m.avatarUrl, role: m.role, joined_at: m.joinedAt.toISOString() };
}
