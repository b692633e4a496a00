/**
 * A stream entry is `event <json> install <id>`: the install id lets a consumer see an event that
 * another install (sharing this Redis and, by misconfiguration, this prefix) published.
 */
export function entryFields(eventJson: string, install: string): string[] {
  return ['event', eventJson, 'install', install];
}

export function readEntry(fields: string[]): { raw: string; install: string | undefined } {
  const field = (name: string) => {
    const i = fields.indexOf(name);
    return i >= 0 && i % 2 === 0 ? fields[i + 1] : undefined;
  };
  return { raw: field('event') ?? '', install: field('install') };
}
