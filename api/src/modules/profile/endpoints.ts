import { eq } from 'drizzle-orm';
import { MSG, PROFILE_MSG, parseId } from '@fanhub/shared';
import { PROFILE_ROUTES as R } from '@fanhub/shared/api';
import type { AppContext } from '../../context.ts';
import { userAvatars, users, type UserRow } from '../../db/schema.ts';
import { endpoint } from '../../http/endpoint.ts';
import { AppError } from '../../http/errors.ts';
import { currentSessionId } from '../auth/index.ts';
import { presentMe } from '../../identity/index.ts';
import { PRESET_NAMES, presetSvg, presetUrl } from './presets.ts';
import * as profile from './service.ts';
import { avatarUpload, removeTemp } from './upload.ts';

/** Latest row of the signed-in user (the cached one may predate this request's own change). */
async function freshUser(ctx: AppContext, id: number): Promise<UserRow> {
  const [u] = await ctx.db.select().from(users).where(eq(users.id, id));
  if (!u) throw new AppError(404, 'not_found', MSG.notFound);
  return u;
}

const withUpdatedAt = (u: UserRow) => ({ ...presentMe(u), updated_at: u.updatedAt.toISOString() });

/** The profile area's table (spec 2 §7 'Profile') and the avatar images: contracts in shared/src/api/profile.ts. */
export function profileEndpoints(ctx: AppContext) {
  const me = (user: UserRow) => freshUser(ctx, user.id);
  return [
    endpoint(R.get, 'profile.edit', async ({ user }) => withUpdatedAt(await me(user))),
    endpoint(R.update, 'profile.edit', async ({ user, body }) => withUpdatedAt(await profile.updateProfile(ctx, await me(user), body))),
    endpoint(R.setAvatar, 'profile.edit', async ({ user, body }) => presentMe(await profile.setAvatar(ctx, await me(user), body))),

    endpoint(
      R.uploadAvatar,
      'profile.edit',
      async ({ user, file }) => {
        try {
          if (!file) throw new AppError(400, 'no_file', PROFILE_MSG.chooseFile);
          return presentMe(await profile.uploadAvatar(ctx, await me(user), file.path));
        } finally {
          await removeTemp(file?.path);
        }
      },
      { upload: avatarUpload(ctx.config.DATA_DIR) },
    ),

    endpoint(R.changePassword, 'profile.edit', async ({ req, user, body }) => {
      const ended = await profile.changePassword(ctx, await me(user), currentSessionId(req), body.old_password, body.new_password);
      return { detail: PROFILE_MSG.passwordUpdated, sessions_ended: ended };
    }),
    endpoint(R.finishTour, 'profile.edit', async ({ user }) => presentMe(await profile.finishTour(ctx, await me(user)))),

    endpoint(R.avatarImage, 'profile.avatars', async ({ req, res, params }) => {
      // '<user id>.webp', the id by the shared rule: '01.webp' or '0x10.webp' name no one.
      const id = parseId(/^(.*)\.webp$/.exec(params.file)?.[1]);
      const [avatar] = id ? await ctx.db.select().from(userAvatars).where(eq(userAvatars.userId, id)) : [];
      if (!avatar) throw new AppError(404, 'not_found', MSG.notFound);
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('ETag', `"${avatar.etag}"`);
      if (req.fresh) return void res.status(304).end();
      res.type('image/webp').send(avatar.webp);
    }),

    endpoint(R.presets, 'profile.avatars', () => ({ avatars: PRESET_NAMES.map(presetUrl) })),
    endpoint(R.presetImage, 'profile.avatars', ({ res, params }) => {
      const svg = presetSvg(params.file.replace(/\.svg$/, ''));
      if (!svg) throw new AppError(404, 'not_found', MSG.notFound);
      res.setHeader('Cache-Control', 'public, max-age=86400');
      // Served as an image only: no script may run even if the file is opened directly.
      res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
      res.type('image/svg+xml').send(svg);
    }),
  ];
}
