import { SCHEDULE_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { endpoint } from '../../http/endpoint.ts';
import { expectedVersion, setVersionEtag, withVersionEtag } from '../../http/if-match.ts';
import { enqueueIfAny, notificationQueues } from '../notifications/index.ts';
import { scheduleCalendar } from './feed.ts';
import { scheduleView } from './presenter.ts';
import { replaceSchedule } from './service.ts';
import { readSchedule } from './store.ts';

/** The schedule's table (issue 21): contracts in shared/src/api/schedule.ts. */
export const scheduleEndpoints = (ctx: AppContext) => [
  endpoint(R.get, 'schedule.view', async () => {
    return scheduleView(await readSchedule(ctx.db), new Date());
  }),
  // The editor's copy: the same view with its version as a strong ETag (the public GET has none:
  // its occurrences move with the clock, so a version cannot name its bytes).
  endpoint(R.adminGet, 'schedule.edit', async ({ res }) => withVersionEtag(res, scheduleView(await readSchedule(ctx.db), new Date()))),
  endpoint(R.ics, 'schedule.view', async ({ res }) => {
    const body = scheduleCalendar(await readSchedule(ctx.db), ctx.config.PUBLIC_URL);
    res.setHeader('Content-Disposition', 'inline; filename="fanhub-schedule.ics"');
    // Calendar apps poll the feed; a short cache spares the database without hiding a change for long.
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('text/calendar; charset=utf-8').send(body);
  }),
  endpoint(R.update, 'schedule.edit', async ({ req, res, user, body }) => {
    const saved = await replaceSchedule(ctx, user.id, body, { expectedVersion: expectedVersion(req) });
    setVersionEtag(res, saved.view.version);
    // After the commit: a rolled-back change never notifies anyone (the sweep job catches a lost enqueue).
    await enqueueIfAny(notificationQueues(ctx), saved.sendId);
    return saved.view;
  }),
];
