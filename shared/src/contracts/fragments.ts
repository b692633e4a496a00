import { z } from 'zod';

/*
 * Pieces several contracts' answers are made of. They are fields and builders, not exported schemas:
 * the API document names only the schemas the package exports, so these stay inline where they are used.
 */

/** A member as an answer names them: a winner, an entrant, a roster player (the events' `userRef`, in snake_case). */
export const userRef = { user_id: z.number().int(), username: z.string() };

/** A list page's records by phase, `{ upcoming: [...], past: [...] }`: one array of `item` per phase, in the order given. */
export const byPhase = <T extends z.ZodType, const P extends readonly string[]>(item: T, phases: P) =>
  z.object(Object.fromEntries(phases.map((phase) => [phase, z.array(item)])) as { [K in P[number]]: z.ZodArray<T> });
