import type { Rule } from '../rule.ts';

/** What the site shows everyone and admins edit: content, schedule, stream, videos, health. */
export const SITE_ACTIONS = {
  'content.read': { gate: 'anyone', means: "The site's texts and blocks" },
  'content.edit': { gate: 'admin', means: "Edit the site's texts and blocks" },
  'schedule.view': { gate: 'anyone', means: 'The stream schedule and its calendar feed' },
  'schedule.edit': { gate: 'admin', means: 'Edit the schedule' },
  'stream.view': { gate: 'anyone', means: "The stream's status" },
  'stream.webhook': { gate: 'anyone', means: "Twitch's EventSub webhook (its signature is the check)" },
  'stream.connect': { gate: 'admin', means: "Connect, inspect or disconnect the streamer's Twitch account" },
  'video.watch': { gate: 'anyone', means: 'The videos, their availability and local copies' },
  'video.manage': { gate: 'admin', means: 'Add, switch on or off, delete and mirror videos' },
  'health.read': { gate: 'anyone', means: 'Health and readiness' },
  'health.details': { gate: 'admin', means: "Health's deployment details: install id, Redis prefix, workers' hosts" },
} as const satisfies Record<string, Rule>;
