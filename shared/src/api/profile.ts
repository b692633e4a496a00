import { z } from 'zod';
import { MeView } from '../contracts/auth.ts';
import { AvatarBody, PasswordChangeBody, ProfileUpdateBody } from '../contracts/profile.ts';
import { MSG } from '../messages.ts';
import { route, textParam } from './route.ts';

const tag = 'profile';
/** The settings form also shows when the profile last changed. */
const ProfileView = MeView.extend({ updated_at: z.string() });
const file = { file: textParam(MSG.notFound, 'not_found') };

/** The member's own profile (spec 2 §7 'Profile') and the avatar images. */
export const PROFILE_ROUTES = {
  get: route({ method: 'GET', path: '/profile/me/profile', tag, summary: "The member's own profile", answer: ProfileView }),
  update: route({
    method: 'PUT',
    path: '/profile/me/profile',
    tag,
    summary: 'Change the name and the personal details (not the e-mail)',
    body: ProfileUpdateBody,
    answer: ProfileView,
  }),
  setAvatar: route({
    method: 'PUT',
    path: '/profile/me/avatar',
    tag,
    summary: 'Choose a preset avatar or a colour',
    body: AvatarBody,
    answer: MeView,
  }),
  uploadAvatar: route({
    method: 'POST',
    path: '/profile/me/avatar/upload',
    tag,
    summary: 'Upload an avatar image (multipart field "file": PNG, JPEG or WebP)',
    upload: { field: 'file', required: true },
    answer: MeView,
  }),
  changePassword: route({
    method: 'PUT',
    path: '/profile/me/password',
    tag,
    summary: "Change the password; the member's other sessions end",
    body: PasswordChangeBody,
    answer: z.object({ detail: z.string(), sessions_ended: z.number().int() }),
  }),
  finishTour: route({ method: 'POST', path: '/profile/me/tour', tag, summary: 'Mark the first-visit tour as seen', answer: MeView }),
  avatarImage: route({
    method: 'GET',
    path: '/profile/avatars/:file',
    tag,
    summary: "A member's uploaded avatar, '<user id>.webp' (immutable at its address)",
    params: file,
    answer: { media: 'image/webp' },
  }),
  presets: route({
    method: 'GET',
    path: '/avatars',
    tag,
    summary: 'The preset avatars to choose from',
    answer: z.object({ avatars: z.array(z.string()) }),
  }),
  presetImage: route({ method: 'GET', path: '/avatars/:file', tag, summary: 'One preset avatar (SVG)', params: file, answer: { media: 'image/svg+xml' } }),
} as const;
