import { API_TEXT } from './errors';

/**
 * Start-up diagnostics (spec 1 §7): asks GET /api/health for JSON. An HTML answer or JSON that does
 * not parse means the server in front of the API is misconfigured; it is logged, nothing else.
 * Resolves to whether the answer was usable JSON; never rejects.
 */
export async function checkHealth(url = '/api/health'): Promise<boolean> {
  try {
    const res = await fetch(url, { headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' } });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    if (type.includes('text/html') || /^\s*</.test(text)) {
      console.warn(API_TEXT.html);
      return false;
    }
    try {
      JSON.parse(text);
    } catch {
      console.warn(API_TEXT.html);
      return false;
    }
    return res.ok;
  } catch (e) {
    console.warn('Проверка /api/health не удалась:', e instanceof Error ? e.message : e);
    return false;
  }
}
