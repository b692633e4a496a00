import { expandOccurrences, SCHEDULE_LIMITS, type ScheduleData, type ScheduleView } from '@fanhub/shared';

/** The answer of GET /schedule: the schedule and every occurrence from now to 14 days ahead. */
export function scheduleView(data: ScheduleData, updatedAt: Date | null, now: Date): ScheduleView {
  const to = new Date(now.getTime() + SCHEDULE_LIMITS.daysAhead * 86_400_000);
  return { ...data, occurrences: expandOccurrences(data, now, to), updatedAt: updatedAt?.toISOString() ?? null };
}
