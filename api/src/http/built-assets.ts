import { existsSync, readdirSync, readFileSync, statSync, type Stats } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import etag from 'etag';
import mime from 'mime-types';
import { flat, type Variant } from './answer.ts';

/** How long a browser keeps a hashed asset: its name changes with its content. */
export const ASSET_MAX_AGE = '1y';
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** A precompressed form, in express-static-gzip's terms. */
interface Compression {
  encodingName: string;
  fileExtension: string;
}
/**
 * express-static-gzip's own choice among a file's precompressed forms (it has no types for it): an
 * asset answered from memory goes in the encoding the middleware would have picked.
 */
const { findEncoding } = createRequire(import.meta.url)('express-static-gzip/util/encoding-selection.js') as {
  findEncoding(this: void, acceptEncoding: string | undefined, available: Compression[], preference: string[]): Compression | null;
};
/** The build's precompressed forms; preferred in this order. */
const COMPRESSIONS: Compression[] = [
  { encodingName: 'br', fileExtension: '.br' },
  { encodingName: 'gzip', fileExtension: '.gz' },
];
export const ENCODING_PREFERENCE = ['br', 'gz'];
/** Bigger files stay on disk (express-static-gzip streams them); the first screen's chunks are far smaller. */
const MAX_IN_MEMORY = 4 * 1024 * 1024;

/** One asset: its precompressed forms (for the negotiation) and each form ready to send. */
export interface BuiltAsset {
  compressions: Compression[];
  variants: Map<string | null, Variant>;
}

/**
 * The build's hashed assets (`dist/assets`, immutable: a new build has new names), read once into
 * memory with every header precomputed, so the first screen's JS and CSS are sent without a stat,
 * an open and a read per request (and without a file descriptor each while thousands of visitors
 * hold connections). Answers exactly as express-static-gzip over serve-static did from disk (the
 * same encoding choice, Vary, Content-Type, ETag, Last-Modified, 304): the contract test compares
 * them. Files added after start (a rebuild in place) are not here and still come from disk.
 */
export function loadBuiltAssets(dir: string, urlPrefix: string, securityHeaders: readonly [string, string][]): Map<string, BuiltAsset> {
  const assets = new Map<string, BuiltAsset>();
  if (!existsSync(dir)) return assets;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || COMPRESSIONS.some((c) => entry.name.endsWith(c.fileExtension))) continue;
    const file = path.join(entry.parentPath, entry.name);
    const url = `${urlPrefix}/${path.relative(dir, file).split(path.sep).join('/')}`;
    const asset = loadAsset(file, securityHeaders);
    if (asset) assets.set(url, asset);
  }
  return assets;
}

function loadAsset(file: string, securityHeaders: readonly [string, string][]): BuiltAsset | null {
  const type = mime.lookup(file);
  if (!type) return null;
  const forms = [null, ...COMPRESSIONS].flatMap((compression) => {
    const formFile = compression ? file + compression.fileExtension : file;
    return existsSync(formFile) ? [{ compression, formFile, stat: statSync(formFile) }] : [];
  });
  // What the middleware would stream from disk stays there, all its forms with it (the same choice of form).
  if (forms[0]?.compression !== null || forms.some((f) => !f.stat.isFile() || f.stat.size > MAX_IN_MEMORY)) return null;
  const compressions = forms.flatMap((f) => (f.compression ? [f.compression] : []));
  // express-static-gzip says Vary for a file it has a compressed form of and names the type of a
  // compressed form itself (with mime-types' charset); send names the type of the file as it is.
  const vary: [string, string][] = compressions.length ? [['Vary', 'Accept-Encoding']] : [];
  const charset = mime.charsets.lookup(type);
  const variants = new Map<string | null, Variant>();
  for (const { compression, formFile, stat } of forms) {
    const body = readFileSync(formFile);
    const typed: [string, string][] = compression
      ? [['Content-Encoding', compression.encodingName], ['Content-Type', type + (charset ? `; charset=${charset}` : '')], ...fileHeaders(stat)]
      : [...fileHeaders(stat), ['Content-Type', mime.contentType(path.extname(file)) || 'application/octet-stream']];
    variants.set(compression?.encodingName ?? null, {
      head: flat([...securityHeaders, ...vary, ...typed, ['Content-Length', String(body.length)]]),
      body,
      validators: { etag: etag(stat), 'last-modified': stat.mtime.toUTCString() },
      // send's 304 leaves out the content's own fields.
      notModified: flat([...securityHeaders, ...vary, ...fileHeaders(stat)]),
    });
  }
  return { compressions, variants };
}

/** What send sets from the file itself, in its order. */
const fileHeaders = (stat: Stats): [string, string][] => [
  ['Accept-Ranges', 'bytes'],
  ['Cache-Control', CACHE_CONTROL],
  ['Last-Modified', stat.mtime.toUTCString()],
  ['ETag', etag(stat)],
];

/** The form of an asset for this Accept-Encoding, as express-static-gzip chooses it (remembered per header). */
export function assetEncoding(): (acceptEncoding: string | undefined, asset: BuiltAsset) => Variant {
  const chosen = new Map<string, string | null>();
  return (acceptEncoding, asset) => {
    const key = `${asset.compressions.map((c) => c.encodingName).join()}|${acceptEncoding ?? '\0'}`;
    let name = chosen.get(key);
    if (name === undefined) {
      name = findEncoding(acceptEncoding, asset.compressions, ENCODING_PREFERENCE)?.encodingName ?? null;
      // Browsers send a handful of distinct values; anything else only refills the table.
      if (chosen.size >= 256) chosen.clear();
      chosen.set(key, name);
    }
    return asset.variants.get(name)!;
  };
}
