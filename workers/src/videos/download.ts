import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import type { WorkersConfig } from '../config.ts';

/** Splits VIDEO_DOWNLOADER into a command and its leading arguments (double quotes group). */
export function commandLine(text: string): string[] {
  return [...text.matchAll(/"([^"]*)"|(\S+)/g)].map((m) => m[1] ?? m[2]!);
}

/**
 * Runs the downloader as yt-dlp is called: `--no-playlist -f <format> --merge-output-format mp4
 * [--cookies <file>] -o <file> <url>`. Kills it on time-out or when the file grows past `maxBytes`.
 * Resolves when it exited 0 and wrote `out`; rejects with a short reason otherwise.
 */
export function runDownloader(config: Readonly<WorkersConfig>, url: string, out: string, maxBytes: number): Promise<void> {
  const [cmd, ...lead] = commandLine(config.VIDEO_DOWNLOADER);
  const args = [...lead, '--no-playlist', '-f', config.VIDEO_FORMAT, '--merge-output-format', 'mp4'];
  if (config.VIDEO_COOKIES_FILE) args.push('--cookies', config.VIDEO_COOKIES_FILE);
  args.push('-o', out, url);
  return new Promise((resolve, reject) => {
    let stderr = '';
    let killedFor: string | null = null;
    const child = spawn(cmd!, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    child.stderr.on('data', (c: Buffer) => (stderr = (stderr + c.toString()).slice(-2000)));
    const kill = (why: string) => {
      killedFor ??= why;
      child.kill('SIGKILL');
    };
    const timer = setTimeout(() => kill(`time-out after ${config.VIDEO_DOWNLOAD_TIMEOUT_SECONDS} s`), config.VIDEO_DOWNLOAD_TIMEOUT_SECONDS * 1000);
    const watch = setInterval(() => {
      for (const f of [out, `${out}.part`])
        void stat(f)
          .then((s) => s.size > maxBytes && kill(`larger than VIDEO_MAX_BYTES allows (${maxBytes} bytes)`))
          .catch(() => undefined);
    }, 250);
    const done = (err: Error | null) => {
      clearTimeout(timer);
      clearInterval(watch);
      if (err) reject(err);
      else resolve();
    };
    child.on('error', (err) =>
      done(new Error(`${cmd} could not start (${(err as NodeJS.ErrnoException).code ?? err.message}): install yt-dlp or set VIDEO_DOWNLOADER`)),
    );
    child.on('close', (code) => {
      if (killedFor) return done(new Error(killedFor));
      if (code !== 0) return done(new Error(`${cmd} exited with ${code}: ${stderr.trim().split('\n').slice(-2).join(' ').slice(0, 400)}`));
      stat(out).then(
        (s) => (s.size > maxBytes ? done(new Error(`larger than VIDEO_MAX_BYTES allows (${maxBytes} bytes)`)) : done(null)),
        () => done(new Error(`${cmd} exited 0 but wrote no file`)),
      );
    });
  });
}
