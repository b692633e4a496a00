import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

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
