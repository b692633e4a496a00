/**
 * Makes the site's media (spec: nothing is loaded from other hosts): two short background loops
 * and their posters (ffmpeg, synthetic sources — no footage), giveaway art (sharp from SVG),
 * team avatars and the avatar placeholder (plain SVG). The outputs are committed under
 * web/public/media, so builds and CI never need ffmpeg. Run: node web/scripts/make-media.ts
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

const OUT = path.join(import.meta.dirname, '..', 'public', 'media');
const TMP = mkdtempSync(path.join(tmpdir(), 'fanhub-media-'));
mkdirSync(OUT, { recursive: true });

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], { stdio: 'inherit' });

/** A 6 s loop, 640×360, no audio, small enough to ship (≤ ~400 KB). */
function loop(name: string, source: string, filters: string, smallPoster = false): void {
  const file = path.join(OUT, `${name}.mp4`);
  ffmpeg([
    '-f',
    'lavfi',
    '-i',
    source,
    '-t',
    '6',
    '-vf',
    filters,
    '-an',
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-crf',
    '30',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    file,
  ]);
  const frame = path.join(TMP, `${name}.png`);
  ffmpeg(['-ss', '1', '-i', file, '-frames:v', '1', frame]);
  const poster = path.join(OUT, `${name.replace('-loop', '')}-poster`);
  void sharp(frame).resize(960, 540).webp({ quality: 55 }).toFile(`${poster}.webp`);
  // Phones get a quarter of the pixels: the poster is their hero image (no video under 768 px).
  if (smallPoster) void sharp(frame).resize(480, 270).webp({ quality: 50 }).toFile(`${poster}-480.webp`);
}

const NEON = 'drawgrid=w=32:h=32:t=1:c=0x00f0ff@0.18,noise=alls=6:allf=t,format=yuv420p';
loop('hero-loop', 'gradients=s=640x360:r=24:c0=0x07070d:c1=0x00b8d4:c2=0xff2bd6:c3=0x1a0b24:nb_colors=4:speed=0.015', NEON, true);
loop('about-loop', 'life=s=160x90:r=12:mold=10:ratio=0.12:death_color=#0b0b16:life_color=#00f0ff:mold_color=#2a0838', 'scale=640:360:flags=neighbor,' + NEON);

/** Giveaway art: a neon card with the amount; Latin text only (no font with ₽ is guaranteed). */
const ART: [string, string, string, string][] = [
  ['weekly', '2 000', 'WEEKLY DROP', '#00f0ff'],
  ['monthly', '4 000', 'SUBSCRIBERS', '#b44dff'],
  ['tournament', '15 000', 'CS2 TOURNAMENT', '#39ff14'],
  ['grand', '150 000', 'GRAND DRAW', '#ff00e6'],
];
for (const [name, amount, label, colour] of ART) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540">
  <defs><linearGradient id="b" x2="1" y2="1"><stop offset="0" stop-color="#07070d"/><stop offset="1" stop-color="#1a0b24"/></linearGradient>
  <pattern id="g" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M40 0H0V40" fill="none" stroke="${colour}" stroke-opacity=".15"/></pattern>
  <filter id="glow"><feGaussianBlur stdDeviation="6" result="b"/><feMerge><feMergeNode in="b"/><feMergeNode in="SourceGraphic"/></feMerge></filter></defs>
  <rect width="960" height="540" fill="url(#b)"/><rect width="960" height="540" fill="url(#g)"/>
  <path d="M0 420 L960 300 L960 540 L0 540Z" fill="${colour}" fill-opacity=".08"/>
  <rect x="60" y="60" width="840" height="420" fill="none" stroke="${colour}" stroke-width="3" filter="url(#glow)"/>
  <text x="100" y="150" font-family="DejaVu Sans Mono, monospace" font-size="34" fill="#ff2bd6">&gt; ${label}</text>
  <text x="100" y="330" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="150" fill="${colour}" filter="url(#glow)">${amount}</text>
  <text x="100" y="420" font-family="DejaVu Sans Mono, monospace" font-size="34" fill="#e7f2ff">RUB // FANHUB</text></svg>`;
  await sharp(Buffer.from(svg))
    .resize(640, 360)
    .webp({ quality: 60 })
    .toFile(path.join(OUT, `giveaway-${name}.webp`));
}

/** Team avatars and the user placeholder: a few hundred bytes of SVG each. */
const TEAMS = ['NW', 'CF', 'GS', 'NC', 'NP'];
const HUES = ['#00f0ff', '#ff2bd6', '#39ff14', '#ffb800', '#b44dff'];
TEAMS.forEach((initials, i) => {
  writeFileSync(
    path.join(OUT, `team-${i + 1}.svg`),
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b0b16"/><path d="M4 4h56v44l-12 12H4z" fill="none" stroke="${HUES[i]}" stroke-width="3"/><text x="32" y="41" text-anchor="middle" font-family="monospace" font-weight="bold" font-size="22" fill="${HUES[i]}">${initials}</text></svg>\n`,
  );
});
writeFileSync(
  path.join(OUT, 'avatar.svg'),
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b0b16"/><circle cx="32" cy="24" r="11" fill="none" stroke="#00f0ff" stroke-width="3"/><path d="M12 58c2-12 10-18 20-18s18 6 20 18" fill="none" stroke="#ff2bd6" stroke-width="3"/></svg>\n',
);

rmSync(TMP, { recursive: true, force: true });
for (const f of ['hero-loop.mp4', 'about-loop.mp4']) console.log(f, Math.round(statSync(path.join(OUT, f)).size / 1024), 'KB');
