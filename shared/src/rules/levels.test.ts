import { describe, expect, it } from 'vitest';
import { LEVELS, POINT_ACTIONS, POINT_ACTION_KEYS, levelForPoints, levelProgress, pointsFor } from './levels.ts';

describe('levels', () => {
  it('has six levels, novice to master, with rising thresholds from 0', () => {
    expect(LEVELS.map((l) => l.key)).toEqual(['novice', 'apprentice', 'experienced', 'assistant', 'heir', 'master']);
    expect(LEVELS[0].minPoints).toBe(0);
    for (let i = 1; i < LEVELS.length; i++) expect(LEVELS[i]!.minPoints).toBeGreaterThan(LEVELS[i - 1]!.minPoints);
  });

  it.each(LEVELS.slice(1).map((l) => [l.level, l.minPoints] as const))('level %i starts exactly at %i points', (level, min) => {
    expect(levelForPoints(min - 1).level).toBe(level - 1);
    expect(levelForPoints(min).level).toBe(level);
  });

  it('stays at level 1 below zero and at the top far above it', () => {
    expect(levelForPoints(-10).level).toBe(1);
    expect(levelForPoints(1_000_000).key).toBe('master');
  });

  it('every action together reaches the top level', () => {
    expect(levelForPoints(pointsFor(POINT_ACTION_KEYS)).key).toBe('master');
  });
});

describe('levelProgress', () => {
  it('counts what is left to the next threshold and the share done', () => {
    expect(levelProgress(0)).toMatchObject({ toNext: 50, percent: 0, next: { level: 2 } });
    expect(levelProgress(25)).toMatchObject({ toNext: 25, percent: 50 });
    expect(levelProgress(149)).toMatchObject({ current: { level: 2 }, toNext: 1, percent: 99 });
    expect(levelProgress(150)).toMatchObject({ current: { level: 3 }, toNext: 100, percent: 0 });
  });

  it('is full at the top', () => {
    expect(levelProgress(450)).toMatchObject({ current: { key: 'master' }, next: null, toNext: 0, percent: 100 });
  });
});

describe('pointsFor', () => {
  it('pays each action once, however often it is listed', () => {
    expect(pointsFor(['youtube_verified', 'youtube_verified', 'tour_finished'])).toBe(
      POINT_ACTIONS.youtube_verified.points + POINT_ACTIONS.tour_finished.points,
    );
  });
});
