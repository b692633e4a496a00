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
  get: r.get('/profile/me/profile', "The member's own profile", { answer: ProfileView }),
  update: r.put('/profile/me/profile', 'Change the name and the personal details (not the e-mail)', { body: ProfileUpdateBody, answer: ProfileView }),
  setAvatar: r.put('/profile/me/avatar', 'Choose a preset avatar or a colour', { body: AvatarBody, answer: MeView }),
  uploadAvatar: r.post('/profile/me/avatar/upload', 'Upload an avatar image (multipart field "file": PNG, JPEG or WebP)', {
    upload: { field: 'file', required: true },
    answer: MeView,
  }),
  changePassword: r.put('/profile/me/password', "Change the password; the member's other sessions end", {
    body: PasswordChangeBody,
    answer: z.object({ detail: z.string(), sessions_ended: z.number().int() }),
  }),
  finishTour: r.post('/profile/me/tour', 'Mark the first-visit tour as seen', { answer: MeView }),
  avatarImage: r.get('/profile/avatars/:file', "A member's uploaded avatar, '<user id>.webp' (immutable at its address)", {
    params: file,
    answer: { media: 'image/webp' },
  }),
  presets: r.get('/avatars', 'The preset avatars to choose from', { answer: z.object({ avatars: z.array(z.string()) }) }),
  presetImage: r.get('/avatars/:file', 'One preset avatar (SVG)', { params: file, answer: { media: 'image/svg+xml' } }),
} as const;
