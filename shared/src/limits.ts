/** Every business limit in one place: API, workers and web import the same numbers. */
export const LIMITS = {
  /** Browsers one member keeps push subscriptions for; subscribing one more forgets the oldest. */
  pushSubscriptionsPerMember: 10,
  /** JSON and form bodies larger than this are refused with 413. */
  maxBodyBytes: 100 * 1024,
  /** bcrypt reads only 72 bytes; longer passwords are refused instead of silently truncated. */
  passwordMaxBytes: 72,
  passwordMinLength: 8,
  usernameMinLength: 3,
  usernameMaxLength: 32,
  emailMaxLength: 254,
  /** Web client request time-out (spec 1 §9). */
  requestTimeoutMs: 30_000,
  toastLimit: 20,
  toastDurationMs: 3000,
  mobileBreakpointPx: 768,
  adminSidebarBreakpointPx: 1024,
  /** Login throttling: failures per account and per client address inside the window. */
  loginFailuresPerAccount: 10,
  loginFailuresPerAddress: 50,
  loginWindowSeconds: 15 * 60,
  /** An address that signed in to an account stays trusted by its login limit this long. */
  provenAddressDays: 30,
  /** A date further ahead than this (a giveaway's start or end, a scheduled date) is a typo such as year 9999. */
  dateHorizonDays: 366,
  /** What a winner writes at the claim so the prize reaches them (a contact, an address). */
  claimDeliveryMinLength: 3,
  claimDeliveryMaxLength: 500,
  /** How a giveaway's prize reaches its winners, as the admin describes it. */
  giveawayDeliveryMaxLength: 300,
} as const;

export const STORAGE_KEYS = {
  authToken: 'auth_token',
  skipYouTubeCheck: 'skipYouTubeCheck',
  youtubeCache: 'youtube_cache',
  disableVideo: 'fanhub_disable_video',
  streamNotificationMinimized: 'streamNotificationMinimized',
  adminTheme: 'admin-theme',
} as const;

export const ROLES = ['user', 'moderator', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const ACTION_TYPES = ['create', 'update', 'delete', 'login', 'logout', 'other'] as const;
export type ActionType = (typeof ACTION_TYPES)[number];
