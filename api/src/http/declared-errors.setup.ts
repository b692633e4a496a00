import { afterAll } from 'vitest';
import { takeUndeclaredErrorAnswers } from './declared-errors.ts';

/**
 * Every api test file: an error answer its route does not declare fails the file at its end, so
 * the API document's error answers cannot drift from what the handlers throw.
 */
afterAll(() => {
  const found = takeUndeclaredErrorAnswers();
  if (found.length)
    throw new Error(
      `Error answers their routes do not declare; add each to its route's \`errors\` (shared/src/api/<area>.ts), or fix the answer:\n  ${found.join('\n  ')}`,
    );
});
