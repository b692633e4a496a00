import { z } from 'zod';

/**
 * A picture on this site (a preset avatar, an uploaded logo, the /media art), never another host.
 * `invalid` is the message, naming the field it is for («Логотип: …», «Картинка: …»): one rule,
 * and each form says which of its fields is wrong.
 */
export const siteImagePath = (invalid: string) =>
  z
    .string()
    .max(300, invalid)
    .regex(/^\/(?!\/)[\w\-./?=&%]*$/, invalid)
    .refine((p) => !p.includes('..') && !p.includes('\\'), invalid);
