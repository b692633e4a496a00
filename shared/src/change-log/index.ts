// How the activity log names a change: the fields of each kind of record in Russian (see field-names.ts).
export * from './field-names.ts';
export * from './content-changes.ts';
export * from './schedule-changes.ts';
export * from './legacy-text.ts';
