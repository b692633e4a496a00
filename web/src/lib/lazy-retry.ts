import { createElement, lazy, type FunctionComponent, type LazyExoticComponent } from 'react';

/** A lazily loaded chunk that stayed unreachable after every retry; a section boundary shows it. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  /** Set by lazyWithRetry: makes the next render load the chunk afresh (SectionBoundary calls it). */
  reset?: () => void;
}

export interface RetryOptions {
  /** Attempts after the first one. */
  retries?: number;
  /** Pause before the first retry; doubled before each next one. */
  delayMs?: number;
  wait?: (ms: number) => Promise<void>;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a dynamic import, retrying a failed one after a short backoff (browsers fetch a module whose
 * fetch failed again on the next import()). The last failure becomes a ChunkLoadError.
 */
export async function importWithRetry<T>(load: () => Promise<T>, { retries = 2, delayMs = 400, wait = sleep }: RetryOptions = {}): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await wait(delayMs * 2 ** (attempt - 1));
    try {
      return await load();
    } catch (err) {
      lastError = err;
    }
  }
  const message = lastError instanceof Error ? lastError.message : String(lastError);
  throw new ChunkLoadError(`Не удалось загрузить часть сайта: ${message}`, { cause: lastError });
}

/**
 * React.lazy with retries. React keeps a rejected lazy component rejected forever, so the final
 * failure carries a reset that swaps in a fresh one; the section boundary calls it once its panel
 * shows. (Not at once: React renders a failed part once more before it shows the boundary.)
 */
export function lazyWithRetry(load: () => Promise<{ default: FunctionComponent }>, options?: RetryOptions): FunctionComponent {
  let Current: LazyExoticComponent<FunctionComponent>;
  const make = () =>
    lazy(async () => {
      try {
        return await importWithRetry(load, options);
      } catch (err) {
        if (err instanceof ChunkLoadError) err.reset = () => (Current = make());
        throw err;
      }
    });
  Current = make();
  // Pages and blocks loaded this way take no props (routes and slots of the layout).
  return function Retrying() {
    return createElement(Current);
  };
}
