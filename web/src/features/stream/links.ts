import { plural, type StreamStatusView } from '@fanhub/shared';

/** A messenger share link for the live stream: the site address and the stream title. */
export function shareUrl(status: StreamStatusView, siteUrl: string): string {
  const text = `Стрим сейчас идёт${status.title ? `: ${status.title}` : '!'}`;
  return `https://t.me/share/url?url=${encodeURIComponent(siteUrl)}&text=${encodeURIComponent(text)}`;
}

/** Cuts a title to `max` characters with an ellipsis (the widget's expanded form, spec §9). */
export function cutTitle(title: string, max: number): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : title;
}

/** '1 зритель', '3 зрителя', '25 зрителей'. */
const VIEWER_FORMS = ['зритель', 'зрителя', 'зрителей'] as const;
export const viewersLabel = (n: number): string => `${n.toLocaleString('ru-RU')} ${plural(n, VIEWER_FORMS)}`;

export const isLiveNow = (s: StreamStatusView | null): s is StreamStatusView => Boolean(s?.isLive);
