import { expandOccurrences, type ScheduleData, type ScheduleView } from '@fanhub/shared';

const GAMES = ['Cyberpunk 2077', 'Path of Exile', 'Star Citizen', 'Lost Ark', 'Valorant', 'Just Chatting + игры'];

/** The seeded week (Mon–Sat 21:00 Moscow) as GET /schedule answers it at `now`, for component tests. */
export function scheduleFixture(now = new Date(), patch: Partial<ScheduleData> = {}): ScheduleView {
  const data: ScheduleData = {
    timeZone: 'Europe/Moscow',
    slots: GAMES.map((game, i) => ({ uid: `slot-${i + 1}-fixture`, weekday: i + 1, start: '21:00', durationMinutes: 240, title: 'Вечерний стрим', game })),
    oneOffs: [],
    cancellations: [],
    ...patch,
  };
  return { ...data, occurrences: expandOccurrences(data, now, new Date(now.getTime() + 14 * 86_400_000)), updatedAt: null, version: 1 };
}
