import { useAuthStore } from './auth';
import { useSocketStore } from './socket';

/**
 * Keeps the one socket in step with the session: connects now with the current token, and on every
 * login or logout (token change) disconnects and connects again with the new token.
 * Returns the unsubscribe function.
 */
export function bindSocketToAuth(url?: string): () => void {
  const socket = useSocketStore.getState();
  socket.connect(useAuthStore.getState().token, url);
  return useAuthStore.subscribe((state, prev) => {
    if (state.token !== prev.token) useSocketStore.getState().connect(state.token, url);
  });
}
