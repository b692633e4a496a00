import { within } from '@testing-library/react';

/** The panel an editor opens when its save is refused as stale (412), found in `scope` (the page, or a dialog). */
export const findStalePanel = (scope: HTMLElement = document.body): Promise<HTMLElement> =>
  within(scope).findByRole('alertdialog', { name: /другой администратор/ });

/** The panel's lines: what the other admin changed. */
export const staleLines = (panel: HTMLElement): (string | null)[] =>
  within(panel)
    .getAllByRole('listitem')
    .map((li) => li.textContent);
