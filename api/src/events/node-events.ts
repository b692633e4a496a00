import type { AppEvent } from '@fanhub/shared';

/** An event as this node learns of it, or `null`: "anything may have changed" (Redis came back empty). */
export type NodeEventListener = (event: AppEvent | null) => void;

/** Ids of the latest events told, so that the stream tail's copy of one told at its commit is not told again. */
const RECENT_KEPT = 1000;

/**
 * Every event as this node sees it: its own commits at once, other nodes' through the stream tail.
 * Per-node caches (the session cache, the rendered first page) follow it instead of expiring on a
 * timer. Each event is told once: the tail also reads back this node's own, a moment after their
 * commit, and a second invalidation would throw away the page rendered after the first (right while
 * the visitors are told of that change). A listener that throws is not allowed to stop the others.
 */
export class NodeEvents {
  private readonly listeners = new Set<NodeEventListener>();
  private readonly recent = new Set<string>();

  on(listener: NodeEventListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  emit(event: AppEvent | null): void {
    if (event) {
      if (this.recent.has(event.id)) return;
      this.recent.add(event.id);
      if (this.recent.size > RECENT_KEPT) this.recent.delete(this.recent.values().next().value!);
    }
    for (const listener of this.listeners) {
      try {
        listener(event);
      } catch {
        // A cache that failed to react only serves its old copy until the next event.
      }
    }
  }
}
