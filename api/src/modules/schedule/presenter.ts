import { expandOccurrences, SCHEDULE_LIMITS, type ScheduleView } from '@fanhub/shared';
import type { StoredSchedule } from './store.ts';

/** The answer of GET /schedule: the schedule and every occurrence from now to 14 days ahead. */
export function scheduleView({ data, updatedAt, version }: Pick<StoredSchedule, 'data' | 'updatedAt' | 'version'>, now: Date): ScheduleView {
  const to = new Date(now.getTime() + SCHEDULE_LIMITS.daysAhead * 86_400_000);
  return { ...data, occurrences: expandOccurrences(data, now, to), updatedAt: updatedAt?.toISOString() ?? null, version };
}
