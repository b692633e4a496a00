/** Links to the channel on Twitch (the stream's own pages and the schedule's «watch» link). */
export const twitchChannelUrl = (channel: string) => `https://www.twitch.tv/${encodeURIComponent(channel)}`;

/** The player embed needs the site's own host name as `parent` (Twitch refuses it otherwise). */
export const twitchPlayerUrl = (channel: string, host: string) =>
  `https://player.twitch.tv/?channel=${encodeURIComponent(channel)}&parent=${encodeURIComponent(host)}&muted=true`;
