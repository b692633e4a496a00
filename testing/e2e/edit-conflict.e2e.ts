import { describe, expect, it } from 'vitest';
import { adminScheduleEditor, screenshot, siteAndBrowser } from './browser.ts';

/**
 * No lost update in the admin editors, in the browser: an admin edits the schedule while another
 * admin saves it; the first admin's save is refused (412), the page names what the other changed,
 * and «Применить мои изменения поверх» saves both changes. At a phone's width and a desktop's.
 */
const env = siteAndBrowser();

type Slot = { uid?: string; weekday: number; start: string; durationMinutes: number; title: string; game: string };
type ScheduleView = { timeZone: string; slots: Slot[]; oneOffs: unknown[]; cancellations: unknown[]; version: number };

const adminPage = (width: number) => adminScheduleEditor(env, width);

/** The other admin, through the API as their editor would: load with the ETag, save with If-Match. */
async function otherAdminAddsSunday(title: string) {
  const other = await env.site.signedInUser({ admin: true });
  const auth = { Authorization: `Bearer ${other.token}` };
  const loaded = await env.site.http().get('/api/v1/admin/schedule').set(auth).expect(200);
  const s = loaded.body as ScheduleView;
  const slots = [...s.slots, { weekday: 7, start: '14:00', durationMinutes: 120, title, game: 'Шахматы' }];
  await env.site
    .http()
    .put('/api/v1/admin/schedule')
    .set(auth)
    .set('If-Match', loaded.headers.etag!)
    .send({ timeZone: s.timeZone, slots, oneOffs: s.oneOffs, cancellations: s.cancellations })
    .expect(200);
}

describe('two admins editing the schedule', () => {
  it.each([360, 1440])('at %i px the later save shows what the other admin changed and re-applies its own edit on top', async (width) => {
    const page = await adminPage(width);
    const before = await page.getByTestId('slot-row').count();
    const tuesday = page.getByTestId('slot-row').nth(1);
    await tuesday.getByLabel('Название').fill(`Рейд ${width}`);
    await otherAdminAddsSunday(`Воскресный ${width}`);

    await page.getByRole('button', { name: 'Сохранить расписание' }).click();
    const panel = page.getByRole('alertdialog', { name: /другой администратор/ });
    await panel.waitFor();
    expect(await panel.getByRole('listitem').allTextContents()).toEqual([`Добавлен еженедельный эфир «Воскресный ${width}» (вс)`]);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, `edit-conflict-schedule-${width}`);

    await panel.getByRole('button', { name: 'Применить мои изменения поверх' }).click();
    await page.getByText('Расписание сохранено').first().waitFor();
    expect(await panel.count()).toBe(0);
    const rows = page.getByTestId('slot-row');
    expect(await rows.count()).toBe(before + 1);
    const stored = (await env.site.http().get('/api/v1/schedule').expect(200)).body as ScheduleView;
    expect(stored.slots.map((s) => s.title)).toEqual(expect.arrayContaining([`Рейд ${width}`, `Воскресный ${width}`]));
    await page.context().close();
  });
});
