/**
 * Runs `task` once the page has loaded and the main thread is idle (at most `timeoutMs` later):
 * for work the first paint does not need, so it does not compete with it for a phone's CPU.
 */
export function whenIdle(task: () => void, timeoutMs = 1500): void {
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: timeoutMs });
    else setTimeout(task, 0);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
}
