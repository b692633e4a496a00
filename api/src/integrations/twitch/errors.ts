/** The channel the site follows (STREAM_CHANNEL) has no Twitch account: a setting to fix, not a member's failure. */
export class TwitchChannelMissing extends Error {
  override name = 'TwitchChannelMissing';
  readonly channel: string;
  constructor(channel: string) {
    super(`twitch has no channel ${channel}`);
    this.channel = channel;
  }
}
