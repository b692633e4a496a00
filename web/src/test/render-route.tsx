import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/**
 * Renders a page as the router serves it: `element` on the route `path`, opened at `url` (so the
 * page reads its params), with `alongside` (toasts, alerts) mounted next to the routes as in the app.
 */
export function renderRoute(path: string, element: ReactNode, url: string, alongside?: ReactNode): RenderResult {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
      </Routes>
      {alongside}
    </MemoryRouter>,
  );
}

/** Renders `ui` inside a router opened at `url`: its links work, and `ui` may hold the routes themselves. */
export function renderInRouter(ui: ReactNode, url = '/'): RenderResult {
  return render(<MemoryRouter initialEntries={[url]}>{ui}</MemoryRouter>);
}

/** The address bar, which the user sees too (role status, «адрес»): the path, and the #section when `hash`. */
function AddressBar({ hash }: { hash: boolean }) {
  const { pathname, hash: section } = useLocation();
  return <output aria-label="адрес">{hash ? pathname + section : pathname}</output>;
}

/** Renders `ui` in a router opened at `url` with the address bar beside it: where a link lands is read from it. */
export function renderWithAddress(ui: ReactNode, url: string, { hash = false } = {}): RenderResult {
  return renderInRouter(
    <>
      {ui}
      <AddressBar hash={hash} />
    </>,
    url,
  );
}
