import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { TEAM_LIMITS, TEAM_MSG } from '@fanhub/shared';
import { AppError } from '../../http/errors.ts';

export type LogoKind = 'jpeg' | 'png' | 'webp' | 'svg';

/** The file's type from its bytes, never from its name or the browser's word. */
export function sniffLogo(buf: Buffer): LogoKind | null {
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg';
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (buf.subarray(0, 4).toString('latin1') === 'RIFF' && buf.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  // An SVG: optional BOM, XML declaration, comments and a DOCTYPE without an internal subset (no
  // entities), then the <svg> element.
  const head = buf
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  if (/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE svg[^>[]*>\s*)*<svg[\s>]/i.test(head)) return 'svg';
  return null;
}

/** Removes scripts, event handlers, foreign content and every reference outside the document. */
export async function sanitiseSvg(svg: string): Promise<string> {
  const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
  const purify = createDOMPurify(new JSDOM('').window);
  const external = /^\s*(?!#)\S/;
  purify.addHook('uponSanitizeAttribute', (_node, data) => {
    const name = data.attrName.toLowerCase();
    if ((name === 'href' || name === 'xlink:href' || name === 'src') && external.test(data.attrValue)) data.keepAttr = false;
    // url(…) may point anywhere except an id in this document.
    if (/url\(\s*['"]?\s*(?!#)/i.test(data.attrValue)) data.keepAttr = false;
  });
  return purify.sanitize(svg, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ['style', 'image', 'feImage', 'foreignObject', 'script', 'a'],
  });
}

/**
 * Any accepted logo becomes a 256 px square WebP; the original is never kept. Decoding is capped
 * by pixels, so a small file that unpacks into a huge image (a pixel flood) is refused.
 */
export async function toLogoWebp(buf: Buffer): Promise<{ webp: Buffer; etag: string }> {
  if (buf.length > TEAM_LIMITS.logoMaxBytes) throw logoTooLarge(buf.length);
  const kind = sniffLogo(buf);
  if (!kind) throw new AppError(415, 'logo_type', TEAM_MSG.fileTypes);
  const input = kind === 'svg' ? Buffer.from(await sanitiseSvg(buf.toString('utf8'))) : buf;
  try {
    const image = sharp(input, { limitInputPixels: TEAM_LIMITS.logoMaxInputPixels, failOn: 'error' });
    const meta = await image.metadata();
    if ((meta.width ?? 0) * (meta.height ?? 0) > TEAM_LIMITS.logoMaxInputPixels) throw pixelFlood();
    const webp = await image.rotate().resize(TEAM_LIMITS.logoSizePx, TEAM_LIMITS.logoSizePx, { fit: 'cover' }).webp({ quality: 85 }).toBuffer();
    return { webp, etag: `"${createHash('sha256').update(webp).digest('base64url').slice(0, 16)}"` };
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (/pixel limit/i.test(String((err as Error).message))) throw pixelFlood();
    throw new AppError(422, 'logo_unreadable', TEAM_MSG.imageBroken);
  }
}

export const logoTooLarge = (bytes: number) => new AppError(413, 'logo_too_large', TEAM_MSG.fileTooLarge(Math.ceil(bytes / 1024)));
const pixelFlood = () => new AppError(413, 'logo_pixels', TEAM_MSG.imageTooLarge);
