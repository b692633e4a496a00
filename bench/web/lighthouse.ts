import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { median } from '../lib.ts';

export type Preset = 'desktop' | 'mobile';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  fcpMs: number;
  siMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** The system Chromium Lighthouse drives (a fresh machine may not have it: bench/web then skips Lighthouse). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** One Lighthouse run per preset, `runs` times (median of each figure): the system Chromium. */
export async function runLighthouse(url: string, preset: Preset, runs: number): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const all: LighthouseFigures[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(
        url,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
        preset === 'desktop' ? desktopConfig : undefined,
      );
      if (!result) throw new Error('lighthouse returned nothing');
      const { categories, audits } = result.lhr;
      all.push({
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
        fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
        siMs: audits['speed-index']?.numericValue ?? NaN,
        lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
        tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
        cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      });
      // Which accessibility audits failed, so a score under 100 says why.
      const failed = Object.values(audits).filter((a) => a.score === 0 && result.lhr.categories.accessibility?.auditRefs.some((r) => r.id === a.id));
      if (failed.length && i === 0) console.log(`lighthouse ${preset}: accessibility audits failing: ${failed.map((a) => a.id).join(', ')}`);
    }
  } finally {
    chrome.kill();
  }
  const pick = (k: keyof LighthouseFigures) => median(all.map((f) => f[k]));
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    fcpMs: pick('fcpMs'),
    siMs: pick('siMs'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
  };
}
