import { z } from 'zod';

/**
 * A picture on this site (a preset avatar, an uploaded logo, the /media art), never another host.
 * `invalid` is the message, naming the field it is for («Логотип: …», «Картинка: …»): one rule,
 * and each form says which of its fields is wrong. Marked free of side effects: a call at a module's
 * top level must not keep zod in a web bundle that never uses the schema (vite.config.ts).
 */
/* @__NO_SIDE_EFFECTS__ */
export const siteImagePath = (invalid: string) =>
  z
    .string()
    .max(300, invalid)
    .regex(/^\/(?!\/)[\w\-./?=&%]*$/, invalid)
    .refine((p) => !p.includes('..') && !p.includes('\\'), invalid);
