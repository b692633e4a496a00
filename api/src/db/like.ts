/** An ILIKE pattern that finds `text` anywhere, its `%`, `_` and `\` matched literally (a search for "50%" is not a wildcard). */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
