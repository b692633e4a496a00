/** Team limits and pure rules (spec 2 §5, §9), shared by the API and the web client. */
export const TEAM_LIMITS = {
  maxMembers: 5,
  nameMaxLength: 50,
  descriptionMaxLength: 300,
  pageDefaultLimit: 10,
  pageMaxLimit: 50,
  logoMaxBytes: 500 * 1024,
  logoSizePx: 256,
  /** Decoded pixels an uploaded logo may have (a 4096 × 4096 image); more is a pixel flood. */
  logoMaxInputPixels: 4096 * 4096,
  /** Invite codes: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
  inviteCodeLength: 8,
  inviteCodeAlphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ',
  searchDebounceMs: 500,
  pendingInvitesPerTeam: 20,
} as const;

/** The spec's 8 team colour presets (its 'contents not shown': ours, in the site's neon palette). */
export const TEAM_COLORS = [
  { id: 'magenta', name: 'Неоновая маджента', color: '#FF00FF' },
  { id: 'cyan', name: 'Кибер-циан', color: '#00FFFF' },
  { id: 'acid', name: 'Кислотный зелёный', color: '#39FF14' },
  { id: 'amber', name: 'Янтарь', color: '#FFB000' },
  { id: 'crimson', name: 'Алый', color: '#FF1744' },
  { id: 'violet', name: 'Фиолетовый', color: '#8A2BE2' },
  { id: 'azure', name: 'Лазурь', color: '#2979FF' },
  { id: 'orange', name: 'Оранжевый', color: '#FF6D00' },
] as const;

/** Preset team logos (the avatar dialog's 'preset' tab): pictures this site serves itself. */
export const TEAM_LOGO_PRESETS = ['/media/team-1.svg', '/media/team-2.svg', '/media/team-3.svg', '/media/team-4.svg', '/media/team-5.svg'] as const;

export const isTeamFull = (t: { members_count: number; max_members: number }) => t.members_count >= t.max_members;

/** The card's count (spec 2 §9): '/ 5' below five members, '/ ∞' from five on. */
export const teamSizeLabel = (count: number) => `${count} / ${count >= TEAM_LIMITS.maxMembers ? '∞' : TEAM_LIMITS.maxMembers}`;

/** A share link's path for an invite code. */
export const teamJoinPath = (code: string) => `/team/join/${encodeURIComponent(code)}`;

/** Normalises a typed invite code: case and separators do not matter. */
export const normaliseInviteCode = (code: string) => code.trim().toUpperCase().replace(/[\s-]/g, '');
