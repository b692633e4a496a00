import { describe, expect, it } from 'vitest';
import { ifRangeValidatorHolds, weakEtag } from './range.ts';

// When a Range request's If-Range still names this file (RFC 9110 §13.1.5), without a server.
const mtime = new Date('2026-03-01T18:00:00.750Z');
const etag = weakEtag({ size: 4096, mtimeMs: mtime.getTime() });

describe('If-Range', () => {
  it('the weak ETag names the size and the whole-millisecond mtime in hex', () => {
    expect(etag).toBe(`W/"1000-${Math.floor(mtime.getTime()).toString(16)}"`);
  });

  it('holds without a validator', () => {
    expect(ifRangeValidatorHolds(undefined, etag, mtime)).toBe(true);
    expect(ifRangeValidatorHolds('', etag, mtime)).toBe(true);
  });

  it('holds for this ETag only: another version’s tag means the whole file', () => {
    expect(ifRangeValidatorHolds(etag, etag, mtime)).toBe(true);
    expect(ifRangeValidatorHolds(weakEtag({ size: 4097, mtimeMs: mtime.getTime() }), etag, mtime)).toBe(false);
    expect(ifRangeValidatorHolds('"1000-abc"', etag, mtime)).toBe(false);
  });

  it('holds for a date at or after the modification, to the second; not for an earlier one or junk', () => {
    expect(ifRangeValidatorHolds('Sun, 01 Mar 2026 18:00:00 GMT', etag, mtime)).toBe(true); // same second
    expect(ifRangeValidatorHolds('Sun, 01 Mar 2026 19:00:00 GMT', etag, mtime)).toBe(true);
    expect(ifRangeValidatorHolds('Sun, 01 Mar 2026 17:59:59 GMT', etag, mtime)).toBe(false);
    expect(ifRangeValidatorHolds('not a date', etag, mtime)).toBe(false);
  });
});
