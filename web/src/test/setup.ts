import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// The first render of a lazy route transforms its chunk (the admin panel pulls in recharts): on a
// busy two-core runner that took over the 1 s default once. What is asserted is what shows, not when.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout: scrolling is a no-op here instead of a "not implemented" error.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
