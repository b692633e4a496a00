import { describe, expect, it } from 'vitest';
import { JOBS, type JobName } from '@fanhub/shared';
import { SCHEDULES } from './registry.ts';

describe('job registry', () => {
  it('schedules every job, so no clean-up is written and then forgotten', () => {
    const scheduled = new Set(SCHEDULES.map((s) => s.job));
    expect((Object.keys(JOBS) as JobName[]).filter((job) => !scheduled.has(job))).toEqual([]);
  });

  it('names every job <subject>-<verb> in kebab case, once', () => {
    for (const job of Object.keys(JOBS)) expect(job).toMatch(/^[a-z]+(-[a-z]+)+$/);
    expect(new Set(SCHEDULES.map((s) => s.job)).size).toBe(SCHEDULES.length);
  });
});
