import { z } from 'zod';
import { MeView } from '../contracts/auth.ts';
import { AvatarBody, PasswordChangeBody, ProfileUpdateBody } from '../contracts/profile.ts';
import { MSG } from '../messages.ts';
import { routes, textParam } from './route.ts';

const r = routes('profile');
/** The settings form also shows when the profile last changed. */
const ProfileView = MeView.extend({ updated_at: z.string() });
const file = { file: textParam(MSG.notFound, 'not_found') };

/** The member's own profile (spec 2 §7 'Profile') and the avatar images. */
export const PROFILE_ROUTES = {
  get: r.get('/profile/me/profile', "The member's own profile", { answer: ProfileView, errors: { 404: ['not_found'] } }),
  update: r.put('/profile/me/profile', 'Change the name and the personal details (not the e-mail)', {
    body: ProfileUpdateBody,
    answer: ProfileView,
    errors: { 404: ['not_found'], 409: ['conflict', 'username_taken', 'username_too_similar'] },
  }),
  setAvatar: r.put('/profile/me/avatar', 'Choose a preset avatar or a colour', {
    body: AvatarBody,
    answer: MeView,
    errors: { 404: ['not_found'], 422: ['avatar_not_preset'] },
  }),
  uploadAvatar: r.post('/profile/me/avatar/upload', 'Upload an avatar image (multipart field "file": PNG, JPEG or WebP)', {
    upload: { field: 'file', required: true },
    answer: MeView,
    errors: {
      400: ['no_file', 'too_many_files'],
      404: ['not_found'],
      413: ['file_too_large', 'image_pixels', 'too_many_fields'],
      415: ['file_type'],
      422: ['image_unreadable'],
    },
  }),
  changePassword: r.put('/profile/me/password', "Change the password; the member's other sessions end", {
    body: PasswordChangeBody,
    answer: z.object({ detail: z.string(), sessions_ended: z.number().int() }),
    errors: { 400: ['old_password_wrong', 'same_password'], 404: ['not_found'], 503: ['busy'] },
  }),
  finishTour: r.post('/profile/me/tour', 'Mark the first-visit tour as seen', { answer: MeView, errors: { 404: ['not_found'] } }),
  avatarImage: r.get('/profile/avatars/:file', "A member's uploaded avatar, '<user id>.webp' (immutable at its address)", {
    params: file,
    answer: { media: 'image/webp' },
  }),
  presets: r.get('/avatars', 'The preset avatars to choose from', { answer: z.object({ avatars: z.array(z.string()) }) }),
  presetImage: r.get('/avatars/:file', 'One preset avatar (SVG)', { params: file, answer: { media: 'image/svg+xml' } }),
} as const;
