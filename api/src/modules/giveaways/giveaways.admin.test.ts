import { describe, expect, it } from 'vitest';
import { bearer, buildAdmin, buildTeam, buildUser, useTestApi } from '@fanhub/testing';
import { buildGiveaway } from '@fanhub/testing/giveaway-fixtures.ts';

const t = useTestApi();

const MONTHS = ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'];

describe("the admin's giveaway calls say precisely what is wrong", () => {
  it('a draw before the end is 409 naming when it becomes possible (Moscow time), for a running and an upcoming giveaway', async () => {
    const admin = await buildAdmin(t);
    // 16:05 UTC is 19:05 in Moscow (UTC+3 all year), about 200 days ahead: maybe next year, then named.
    const ahead = new Date(Date.now() + 200 * 86_400_000);
    const end = new Date(Date.UTC(ahead.getUTCFullYear(), ahead.getUTCMonth(), ahead.getUTCDate(), 16, 5));
    const year = end.getUTCFullYear() === new Date().getUTCFullYear() ? '' : ` ${end.getUTCFullYear()} г.`;
    const when = `${end.getUTCDate()} ${MONTHS[end.getUTCMonth()]}${year} в 19:05 МСК`;

    const running = await buildGiveaway(t, admin, { ends_at: end.toISOString() });
    const early = await t.http().post(`/api/v1/admin/giveaways/${running.id}/draw`).set(bearer(admin.token)).expect(409);
    expect(early.body).toEqual({
      code: 'giveaway_not_ended',
      detail: `Розыгрыш можно провести после окончания приёма заявок — ${when}. Чтобы провести его раньше, закройте приём заявок досрочно`,
    });

    const upcoming = await buildGiveaway(t, admin, { starts_at: new Date(end.getTime() - 86_400_000).toISOString(), ends_at: end.toISOString() });
    const notStarted = await t.http().post(`/api/v1/admin/giveaways/${upcoming.id}/draw`).set(bearer(admin.token)).expect(409);
    expect(notStarted.body.detail).toBe(early.body.detail);

    // Closed early, the same giveaway can be drawn at once.
    await t.http().post(`/api/v1/admin/giveaways/${running.id}/close`).set(bearer(admin.token)).expect(200);
    expect((await t.http().post(`/api/v1/admin/giveaways/${running.id}/draw`).set(bearer(admin.token)).expect(200)).body.status).toBe('drawn');
  });

  it("a picture path that is not on this site names the giveaway's «Картинка»; a team keeps «Логотип»", async () => {
    const admin = await buildAdmin(t);
    const created = await t
      .http()
      .post('/api/v1/admin/giveaways')
      .set(bearer(admin.token))
      .send({
        title: 'С картинкой',
        tier: 'weekly',
        prize: '2 000 ₽',
        image: 'https://example.org/art.png',
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        ends_at: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .expect(422);
    const imageError = { field: 'image', message: 'Картинка: укажите путь к файлу на этом сайте, например /media/giveaway-weekly.webp' };
    expect(created.body.errors).toEqual([imageError]);

    const g = await buildGiveaway(t, admin);
    const edited = await t.http().put(`/api/v1/admin/giveaways/${g.id}`).set(bearer(admin.token)).send({ image: '/media/../secret.webp' }).expect(422);
    expect(edited.body.errors).toEqual([imageError]);
    await t.http().put(`/api/v1/admin/giveaways/${g.id}`).set(bearer(admin.token)).send({ image: '/media/giveaway-weekly.webp' }).expect(200);

    const captain = await buildUser(t);
    const team = await buildTeam(t, captain);
    const logo = await t.http().put(`/api/v1/teams/${team.id}`).set(bearer(captain.token)).send({ logo_url: 'https://example.org/logo.png' }).expect(422);
    expect(logo.body.errors).toEqual([{ field: 'logo_url', message: 'Логотип: укажите путь к картинке на этом сайте' }]);
  });
});
