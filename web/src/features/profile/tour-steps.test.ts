import { describe, expect, it } from 'vitest';
import { tourSteps } from './tour-steps';

const none = { youtube_verified: false, twitch_verified: false, telegram_verified: false };

describe('tourSteps', () => {
  it('shows every step to a member with nothing verified', () => {
    expect(tourSteps(none).map((s) => s.id)).toEqual(['welcome', 'overview', 'personal', 'youtube', 'twitch', 'telegram', 'done']);
  });
  it('drops the steps of verified networks', () => {
    expect(tourSteps({ ...none, twitch_verified: true }).map((s) => s.id)).not.toContain('twitch');
    expect(tourSteps({ ...none, twitch_verified: true, youtube_verified: true }).map((s) => s.id)).toEqual([
      'welcome',
      'overview',
      'personal',
      'telegram',
      'done',
    ]);
  });
  it('gives the short tour when 4 or fewer steps would remain', () => {
    expect(tourSteps({ youtube_verified: true, twitch_verified: true, telegram_verified: true }).map((s) => s.id)).toEqual([
      'welcome',
      'overview',
      'personal',
      'done',
    ]);
  });
});
