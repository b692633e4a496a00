import { checkHealth } from './api/health';
import { whenIdle } from './lib/when-idle';
import { useAuthStore } from './stores/auth';
import { useContentStore } from './stores/content';
import { bindSocketToAuth } from './stores/realtime';

/** What happens once per page load, outside React: diagnostics, the session check, the socket. */
export function startApp(): void {
  // init() puts the stored token into the store synchronously, then verifies it with /auth/me.
  void useAuthStore.getState().init();
  // Every public page shows site content: ask for it now, in parallel with the first render.
  void useContentStore.getState().load();
  // The first paint needs neither: the stream status comes over HTTP meanwhile, and the stream
  // store fetches it again when the socket connects, so nothing said in between is missed.
  whenIdle(() => {
    void checkHealth();
    bindSocketToAuth();
  });
}
