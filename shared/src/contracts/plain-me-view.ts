import type { MeView } from './auth.ts';

/**
 * A member with nothing filled in, linked or earned yet: the web's stand-in when /auth/me cannot be
 * read, and the catalogue's sample.
 */
export function plainMeView(who: Pick<MeView, 'id' | 'email' | 'username' | 'created_at'> & Partial<MeView>): MeView {
  return {
    avatar_url: null,
    avatar_color: null,
    two_factor_enabled: false,
    first_name: null,
    last_name: null,
    bio: null,
    role: 'user',
    is_superuser: false,
    is_active: true,
    is_new_user: false,
    level: 1,
    level_points: 0,
    team_id: null,
    telegram_username: null,
    telegram_verified: false,
    youtube_channel_id: null,
    youtube_verified: false,
    twitch_username: null,
    twitch_verified: false,
    ...who,
  };
}
