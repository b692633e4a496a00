import { TEAM_LIMITS, TEAM_MSG } from '@fanhub/shared';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'];

/** The drop zone's check before upload (the server checks the bytes again). Null when fine. */
export function logoFileProblem(file: File): string | null {
  if (!TYPES.includes(file.type)) return TEAM_MSG.fileTypes;
  if (file.size > TEAM_LIMITS.logoMaxBytes) return TEAM_MSG.fileTooLarge(Math.ceil(file.size / 1024));
  return null;
}
