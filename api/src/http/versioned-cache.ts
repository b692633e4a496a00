/** What one build read: `complete` is false when a part could not be read (the database was down). */
export interface Built<T> {
  value: T;
  complete: boolean;
}

/**
 * A value built once per version of what it reads, and answered from memory until `invalidate()`
 * (called when the node's events say that changed). Requests that arrive while it is built share
 * that one build. A build during which an invalidation came, or one that could not read everything,
 * is answered to those waiting for it but not kept: the next request builds again.
 */
export class VersionedCache<T> {
  private current: T | null = null;
  private building: Promise<T> | null = null;
  private generation = 0;
  private readonly build: () => Promise<Built<T>>;

  constructor(build: () => Promise<Built<T>>) {
    this.build = build;
  }

  invalidate(): void {
    this.generation++;
    this.current = null;
  }

  /** The current version when it is built; null when a request has to wait for `get()`. */
  peek(): T | null {
    return this.current;
  }

  get(): Promise<T> {
    if (this.current) return Promise.resolve(this.current);
    this.building ??= this.buildOnce().finally(() => (this.building = null));
    return this.building;
  }

  private async buildOnce(): Promise<T> {
    const generation = this.generation;
    const { value, complete } = await this.build();
    if (complete && generation === this.generation) this.current = value;
    return value;
  }
}
