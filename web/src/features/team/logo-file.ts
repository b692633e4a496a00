import { TEAM_LIMITS, TEAM_MSG } from '@fanhub/shared';
import { isApiError } from '../../api/client';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/svg+xml'];

/** The drop zone's check before upload (the server checks the bytes again). Null when fine. */
export function logoFileProblem(file: File): string | null {
  if (!TYPES.includes(file.type)) return TEAM_MSG.fileTypes;
  if (file.size > TEAM_LIMITS.logoMaxBytes) return TEAM_MSG.fileTooLarge(Math.ceil(file.size / 1024));
  return null;
}

/** The server refused the logo file (its type, size, pixels or count): the drop zone says it, not the name field. */
export const isLogoFailure = (err: unknown) => isApiError(err) && (err.code?.startsWith('logo_') === true || err.code === 'one_file');
