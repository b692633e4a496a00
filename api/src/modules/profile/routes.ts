import { Router } from 'express';
import { eq } from 'drizzle-orm';
import { AvatarBody, MSG, PasswordChangeBody, ProfileUpdateBody, parseId } from '@fanhub/shared';
import type { AppContext } from '../../context.ts';
import { userAvatars, users } from '../../db/schema.ts';
import { requireAuth } from '../../http/auth.ts';
import { AppError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { presentMe } from '../auth/presenter.ts';
import { PRESET_NAMES, presetSvg, presetUrl } from './presets.ts';
import * as profile from './service.ts';
import { avatarUpload, removeTemp } from './upload.ts';

/** Latest row of the signed-in user (the cached one may predate this request's own change). */
async function freshUser(ctx: AppContext, id: number) {
  const [u] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!u) throw new AppError(404, 'not_found', MSG.notFound);
  return u;
}

/** Mounted at /api/v1: the profile area (spec 2 §7 'Profile') and the preset avatars. */
export function profileRoutes(ctx: AppContext): Router {
  const r = Router();
  const signedIn = requireAuth(ctx);
  const me = (req: { auth?: { user: { id: number } } }) => freshUser(ctx, req.auth!.user.id);

  r.get('/profile/me/profile', signedIn, async (req, res) => {
    const u = await me(req);
    res.json({ ...presentMe(u), updated_at: u.updatedAt.toISOString() });
  });
  r.put('/profile/me/profile', signedIn, async (req, res) => {
    const u = await profile.updateProfile(ctx, await me(req), parse(ProfileUpdateBody, req.body));
    res.json({ ...presentMe(u), updated_at: u.updatedAt.toISOString() });
  });
  r.put('/profile/me/avatar', signedIn, async (req, res) => {
    res.json(presentMe(await profile.setAvatar(ctx, await me(req), parse(AvatarBody, req.body))));
  });
  r.post('/profile/me/avatar/upload', signedIn, avatarUpload(ctx.config.DATA_DIR), async (req, res) => {
    try {
      if (!req.file) throw new AppError(400, 'no_file', 'Выберите файл');
      res.json(presentMe(await profile.uploadAvatar(ctx, await me(req), req.file.path)));
    } finally {
      await removeTemp(req.file?.path);
    }
  });
  r.put('/profile/me/password', signedIn, async (req, res) => {
    const body = parse(PasswordChangeBody, req.body);
    const ended = await profile.changePassword(ctx, await me(req), req.auth!.sessionId, body.old_password, body.new_password);
    res.json({ detail: 'Пароль успешно обновлен', sessions_ended: ended });
  });
  r.post('/profile/me/tour', signedIn, async (req, res) => {
    res.json(presentMe(await profile.finishTour(ctx, await me(req))));
  });

  r.get('/profile/avatars/:file', async (req, res) => {
    // '<user id>.webp', the id by the shared rule: '01.webp' or '0x10.webp' name no one.
    const id = parseId(/^(.*)\.webp$/.exec(String(req.params.file))?.[1]);
    const [avatar] = id ? await ctx.db.select().from(userAvatars).where(eq(userAvatars.userId, id)) : [];
    if (!avatar) throw new AppError(404, 'not_found', MSG.notFound);
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.setHeader('ETag', `"${avatar.etag}"`);
    if (req.fresh) return void res.status(304).end();
    res.type('image/webp').send(avatar.webp);
  });

  r.get('/avatars', (_req, res) => {
    res.json({ avatars: PRESET_NAMES.map(presetUrl) });
  });
  r.get('/avatars/:file', (req, res) => {
    const svg = presetSvg(String(req.params.file).replace(/\.svg$/, ''));
    if (!svg) throw new AppError(404, 'not_found', MSG.notFound);
    res.setHeader('Cache-Control', 'public, max-age=86400');
    // Served as an image only: no script may run even if the file is opened directly.
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    res.type('image/svg+xml').send(svg);
  });

  return r;
}
