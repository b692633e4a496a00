import { CONTENT } from './content-fixture';
import { sendJson, type Handler } from './http-server';
import { giveawayFixture } from './giveaway-fixture';
import { scheduleFixture } from './schedule-fixture';
import { OFFLINE_STREAM } from './stream-fixture';

/** The API as the home page reads it (content, stream status, schedule, one active giveaway); `more` answers the rest, else 404. */
export function homePageApi(more?: Handler): Handler {
  return (req, res) => {
    if (req.url === '/api/v1/content') return sendJson(res, 200, { content: CONTENT, updatedAt: null });
    if (req.url === '/api/v1/stream/status') return sendJson(res, 200, OFFLINE_STREAM);
    if (req.url === '/api/v1/schedule') return sendJson(res, 200, scheduleFixture());
    if (req.url === '/api/v1/giveaways') return sendJson(res, 200, { active: [giveawayFixture()], upcoming: [], past: [] });
    if (more) return more(req, res);
    sendJson(res, 404, { detail: 'нет' });
  };
}
