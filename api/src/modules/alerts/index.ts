// System alerts: what fails now (a poll, a provider, a job out of attempts), reported by the API's
// areas and the workers, shown by the admin panel. An area of its own so that every reporter and
// the panel depend on it, and not on each other (stream reported through admin, admin read stream).
export * from './alerts.ts';
