import { VIDEO_LIMITS, VIDEO_MSG } from '@fanhub/shared';
import { videosApi } from './videos-api';

export type ProbeAnswer = { ok: boolean; detail: string } | null;

export interface AvailabilityResult {
  available: boolean;
  /** Which probe decided: the visitor's own browser, or our server when the browser had no answer. */
  decidedBy: 'browser' | 'server';
  /** The server's check itself failed (an HTTP error, not an answer): the card's error state. */
  serverError: boolean;
  /** No answer in time (spec 1 §8 'YouTube недоступен (таймаут проверки)'): unavailable, not an error. */
  timedOut: boolean;
  log: string[];
}

/**
 * A block is a property of the visitor's network, not of our server's: when the browser's own probe
 * answered, it decides; the server's probe decides only when the browser could not ask.
 */
export function decide(server: ProbeAnswer, browser: ProbeAnswer): Pick<AvailabilityResult, 'available' | 'decidedBy'> {
  if (browser) return { available: browser.ok, decidedBy: 'browser' };
  return { available: server?.ok ?? false, decidedBy: 'server' };
}

/** Loads a small YouTube image in the visitor's browser: loaded = reachable (5 s, like the server's probe). */
export function browserProbe(url: string, timeoutMs = VIDEO_LIMITS.availabilityTimeoutMs): Promise<ProbeAnswer> {
  return new Promise((resolve) => {
    const img = new Image();
    const done = (answer: ProbeAnswer) => {
      clearTimeout(timer);
      img.onload = img.onerror = null;
      resolve(answer);
    };
    const timer = setTimeout(() => done({ ok: false, detail: VIDEO_MSG.probeTimeout }), timeoutMs);
    img.onload = () => done({ ok: true, detail: 'браузер загрузил ресурс YouTube' });
    img.onerror = () => done({ ok: false, detail: 'браузер не смог загрузить ресурс YouTube' });
    img.src = `${url}${url.includes('?') ? '&' : '?'}_=${Date.now()}`;
  });
}

/** Both probes side by side; every step goes to the technical log. */
export async function checkAvailability(signal: AbortSignal, log: (line: string) => void): Promise<AvailabilityResult> {
  const lines: string[] = [];
  const say = (line: string) => {
    lines.push(line);
    log(line);
  };
  say('Запрос к серверу: GET /api/v1/youtube/check-availability');
  let server: ProbeAnswer = null;
  let serverError = false;
  let serverTimedOut = false;
  let probeUrl: string | null = null;
  // A timer, not AbortSignal.timeout: one clock for every time-out of the check (tests drive it).
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), VIDEO_LIMITS.availabilityTimeoutMs);
  try {
    const r = await videosApi.availability(AbortSignal.any([signal, timeout.signal]));
    probeUrl = r.browser_probe_url;
    server = { ok: r.youtube_available, detail: r.youtube_available ? 'сервер видит YouTube' : (r.reason ?? 'сервер не видит YouTube') };
  } catch (err) {
    if (signal.aborted) throw err;
    if (timeout.signal.aborted) {
      serverTimedOut = true;
      server = { ok: false, detail: VIDEO_MSG.probeTimeout };
    } else {
      const status = (err as { status?: number }).status;
      serverError = true;
      server = { ok: false, detail: status ? VIDEO_MSG.apiStatus(status) : VIDEO_MSG.treatedUnavailable };
    }
  } finally {
    clearTimeout(timer);
  }
  say(`Проверка сервера: ${server.ok ? 'доступен' : 'недоступен'} (${server.detail})`);
  let browser: ProbeAnswer = null;
  if (probeUrl) {
    say(`Проверка из браузера: ${probeUrl}`);
    browser = await browserProbe(probeUrl);
    say(`Проверка браузера: ${browser?.ok ? 'доступен' : 'недоступен'} (${browser?.detail})`);
  } else {
    say('Проверка браузера не выполнялась: сервер не назвал адрес');
  }
  const result = decide(server, browser);
  const decisive = result.decidedBy === 'browser' ? browser : server;
  const timedOut = !result.available && (result.decidedBy === 'server' ? serverTimedOut : decisive?.detail === VIDEO_MSG.probeTimeout);
  say(`Решение: YouTube ${result.available ? 'доступен' : 'недоступен'} — решила проверка ${result.decidedBy === 'browser' ? 'браузера' : 'сервера'}`);
  return { ...result, serverError, timedOut, log: lines };
}
