import { describe, expect, it } from 'vitest';
import { downloaderLabel } from './settings.ts';

describe('downloaderLabel (the settings row «Загрузчик»)', () => {
  it.each([
    ['"/usr/local/bin/node" "/tmp/x/fake-yt-dlp.js" --fake-dir "/tmp/d"', 'node fake-yt-dlp.js'],
    ['yt-dlp', 'yt-dlp'],
    ['/opt/bin/yt-dlp --proxy socks5://127.0.0.1:1', 'yt-dlp'],
    ['"C:\\\\Program Files\\\\yt-dlp.exe"', 'yt-dlp.exe'],
  ])('names the program of a quoted command line, not a piece of it: %s → %s', (commandLine, label) => {
    expect(downloaderLabel(commandLine)).toBe(label);
  });
});
