import type { MeView } from '@fanhub/shared';
import type { UserRow } from '../db/schema.ts';

/**
 * A row is never changed in place (a change reads a new row, and the session cache drops the old),
 * so each row's view is made once: `/auth/me` answers from the cached session's row, the hottest path.
 */
const presented = new WeakMap<UserRow, Readonly<MeView>>();

/** The only way a user row leaves the API: no hash, no internal ids. */
export function presentMe(u: UserRow): Readonly<MeView> {
  let view = presented.get(u);
  if (!view) presented.set(u, (view = Object.freeze(meView(u))));
  return view;
}

function meView(u: UserRow): MeView {
  return {
    id: u.id,
    email: u.email,
    username: u.username,
    avatar_url: u.avatarUrl,
    avatar_color: u.avatarColor,
    two_factor_enabled: u.totpEnabled,
    first_name: u.firstName,
    last_name: u.lastName,
    bio: u.bio,
    role: u.role,
    is_superuser: u.isSuperuser,
    is_active: u.isActive,
    is_new_user: u.isNewUser,
    level: u.level,
    level_points: u.levelPoints,
    team_id: u.teamId,
    telegram_username: u.telegramUsername,
    telegram_verified: u.telegramVerified,
    youtube_channel_id: u.youtubeChannelId,
    youtube_verified: u.youtubeVerified,
    twitch_username: u.twitchUsername,
    twitch_verified: u.twitchVerified,
    created_at: u.createdAt.toISOString(),
  };
}
