import type { AppEvent } from '@fanhub/shared';

/** An event as this node learns of it, or `null`: "anything may have changed" (Redis came back empty). */
export type NodeEventListener = (event: AppEvent | null) => void;

/**
 * Every event as this node sees it: its own commits at once, other nodes' through the stream tail.
 * Per-node caches (the session cache, the rendered first page) follow it instead of expiring on a
 * timer. A listener that throws is not allowed to stop the others.
 */
export class NodeEvents {
  private readonly listeners = new Set<NodeEventListener>();

  on(listener: NodeEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: AppEvent | null): void {
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A cache that failed to react only serves its old copy until the next event.
      }
    }
  }
}
