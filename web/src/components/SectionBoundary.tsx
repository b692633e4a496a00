import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ChunkLoadError } from '../lib/lazy-retry';

export const SECTION_ERROR_TEXT = {
  title: 'Не удалось загрузить раздел',
  lead: 'Похоже, пропала связь с сервером. Остальной сайт работает — попробуйте загрузить раздел ещё раз.',
  retry: 'Повторить',
} as const;

interface Props {
  children: ReactNode;
  /** A change (e.g. the path) clears a shown failure: another page gets its own chance. */
  resetKey?: unknown;
  /** h1 for a whole page, h2 for a part of one. */
  level?: 1 | 2;
}

interface State {
  error: unknown;
  resetKey: unknown;
}

/**
 * Around a lazily loaded page or block: a chunk that failed after its retries shows a panel with
 * «Повторить» in its place, while the header, the navigation and the rest of the page stay.
 * Any other error goes on to the app's error screen (spec 1 §2).
 */
export class SectionBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Ошибка без описания') };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (!(error instanceof ChunkLoadError)) return;
    console.warn('Раздел не загрузился:', error, info.componentStack);
    // The panel is on screen now: the next render of this area («Повторить», or coming back to
    // the page later) loads the chunk afresh.
    error.reset?.();
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    // Not a chunk: thrown on from here, so the next boundary up (the app's error screen) takes it.
    if (!(error instanceof ChunkLoadError)) throw error;
    const Heading = this.props.level === 2 ? 'h2' : 'h1';
    return (
      <section className="section-error panel" role="alert">
        <p className="section-error__code" aria-hidden="true">
          ERR::CHUNK_LOAD
        </p>
        <Heading className="section-error__title">{SECTION_ERROR_TEXT.title}</Heading>
        <p>{SECTION_ERROR_TEXT.lead}</p>
        <button type="button" className="btn btn--primary" onClick={() => this.setState({ error: null })}>
          {SECTION_ERROR_TEXT.retry}
        </button>
      </section>
    );
  }
}
