import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithRetry } from '../lib/lazy-retry';
import { ErrorBoundary } from './ErrorBoundary';
import { SectionBoundary } from './SectionBoundary';

/** A lazily loaded page whose chunk fails `failures` times, then loads. */
function flakyPage(failures: number) {
  let calls = 0;
  const Page = lazyWithRetry(
    () => {
      calls += 1;
      if (calls <= failures) return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
      return Promise.resolve({ default: () => <h1>Профиль загружен</h1> });
    },
    { retries: 2, wait: async () => {} },
  );
  return { Page, calls: () => calls };
}

function Site({ children }: { children: React.ReactNode }) {
  return (
    <ErrorBoundary>
      <header>Шапка сайта</header>
      <main>
        <SectionBoundary>
          <Suspense fallback={<p>Загрузка…</p>}>{children}</Suspense>
        </SectionBoundary>
      </main>
    </ErrorBoundary>
  );
}

describe('a lazily loaded section', () => {
  it('loads when a retry succeeds: the visitor never sees the failure', async () => {
    const { Page, calls } = flakyPage(2);
    render(
      <Site>
        <Page />
      </Site>,
    );
    expect(await screen.findByRole('heading', { name: 'Профиль загружен' })).toBeInTheDocument();
    expect(calls()).toBe(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fails only its own area after the retries, and «Повторить» loads it again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { Page, calls } = flakyPage(3);
    const user = userEvent.setup();
    render(
      <Site>
        <Page />
      </Site>,
    );
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Не удалось загрузить раздел');
    expect(screen.getByText('Шапка сайта')).toBeInTheDocument();
    expect(screen.queryByText('Произошла ошибка')).not.toBeInTheDocument();
    expect(calls()).toBe(3);

    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('heading', { name: 'Профиль загружен' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls()).toBe(4);
  });

  it('loads a failed page afresh when the visitor comes back to it later', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { Page, calls } = flakyPage(3);
    const at = (path: string) => (
      <ErrorBoundary>
        <SectionBoundary resetKey={path}>
          <Suspense fallback={<p>Загрузка…</p>}>{path === '/profile' ? <Page /> : <h1>Контакты</h1>}</Suspense>
        </SectionBoundary>
      </ErrorBoundary>
    );
    const { rerender } = render(at('/profile'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Не удалось загрузить раздел');
    rerender(at('/contact'));
    expect(screen.getByRole('heading', { name: 'Контакты' })).toBeInTheDocument();
    rerender(at('/profile'));
    expect(await screen.findByRole('heading', { name: 'Профиль загружен' })).toBeInTheDocument();
    expect(calls()).toBe(4);
  });

  it('leaves any other error to the app error screen', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('сломалось при отрисовке');
    }
    render(
      <Site>
        <Broken />
      </Site>,
    );
    expect(screen.getByRole('heading', { name: 'Произошла ошибка' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Повторить' })).not.toBeInTheDocument();
  });
});
