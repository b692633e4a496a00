import { describe, expect, it } from 'vitest';
import { downloaderLabel } from './settings.ts';

describe('downloaderLabel (the settings row «Загрузчик»)', () => {
  it('names the program of a quoted command line, not a piece of it', () => {
    expect(downloaderLabel('"/usr/local/bin/node" "/tmp/x/fake-yt-dlp.js" --fake-dir "/tmp/d"')).toBe('node fake-yt-dlp.js');
    expect(downloaderLabel('yt-dlp')).toBe('yt-dlp');
    expect(downloaderLabel('/opt/bin/yt-dlp --proxy socks5://127.0.0.1:1')).toBe('yt-dlp');
    expect(downloaderLabel('"C:\\\\Program Files\\\\yt-dlp.exe"')).toBe('yt-dlp.exe');
  });
});
