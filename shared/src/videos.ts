/** Videos area: limits (spec 1 §9, spec 2 §5) and the Russian texts (spec 1 §5, §8; spec 2 §8). */
export const VIDEO_LIMITS = {
  /** The server-side availability probe gives up after this (spec 1 §9). */
  availabilityTimeoutMs: 5000,
  /** The page treats YouTube as unavailable when nothing decided within this (spec 1 §4). */
  pageCheckTimeoutMs: 10_000,
  progressCap: 90,
  progressTickMs: 100,
  /** youtube_cache in the browser lives 24 h (spec 1 §9). */
  cacheLifetimeMs: 86_400_000,
  /** Local copies of the latest N active videos (default of VIDEO_MIRROR_COUNT). */
  mirrorCount: 4,
  seekStepSeconds: 10,
  speeds: [1, 1.5, 2] as const,
  /** The player's retry: clear the source, reload and play after this. */
  retryDelayMs: 100,
  /** The browser's own probe of a small YouTube resource. */
  browserProbeTimeoutMs: 5000,
  titleMaxLength: 200,
  urlMaxLength: 2048,
  /** How long the API keeps one probe result (seconds). */
  probeCacheSeconds: 30,
} as const;

export const VIDEO_MSG = {
  fillAllFields: 'Заполните все поля',
  deleteConfirm: 'Вы уверены, что хотите удалить это видео?',
  loadFailed: 'Не удалось загрузить видео',
  addFailed: 'Не удалось добавить видео',
  deleteFailed: 'Не удалось удалить видео',
  toggleFailed: 'Не удалось изменить статус видео',
  added: 'Видео успешно добавлено',
  deleted: 'Видео успешно удалено',
  activated: 'Видео активировано',
  deactivated: 'Видео деактивировано',
  errorTitle: 'Ошибка',
  notFound: 'Видео не найдено',
  notMirrored: 'Локальная копия видео ещё не готова',
  thumbnailNotFound: 'Обложка видео не найдена',
  badUrl: 'Некорректная ссылка на видео',
  noEmbedId: 'Не удалось определить id видео по ссылке',
  duplicate: 'Это видео уже есть в списке',
  mirrorStarted: 'Зеркалирование запущено',
  rangeNotSatisfiable: 'Запрошенный диапазон байтов вне файла',
  badId: 'Некорректный id видео',
  // Public side (spec 1 §2, §5, §8).
  available: 'YouTube доступен!',
  unavailable: 'YouTube недоступен в вашем регионе',
  checkErrorTitle: 'Ошибка проверки YouTube',
  apiStatus: (status: number | string) => `API вернул статус ${status}`,
  treatedUnavailable: 'YouTube считается недоступным из-за ошибки проверки',
  probeTimeout: 'YouTube недоступен (таймаут проверки)',
  videosFailed: (reason: string) => `Не удалось загрузить видео: ${reason}`,
  generalLoad: 'Не удалось загрузить данные. Пожалуйста, попробуйте позже.',
  retry: 'Повторить попытку',
  skipCheck: 'Пропустить проверку',
  disableCheck: 'Отключить проверку YouTube',
  enableCheck: 'Включить проверку YouTube',
  playerErrorTitle: 'Ошибка загрузки видео',
  playerErrorText: 'Видео не может быть воспроизведено из-за технических проблем',
  modalLoadFailed: 'Не удалось загрузить видео. Проверьте подключение к Интернету.',
  playbackError: (reason: string) => `Ошибка воспроизведения: ${reason}`,
  noSourceUrl: 'Не указан URL источника видео',
  badSourceUrl: (url: string) => `Некорректный URL источника видео: ${url}`,
} as const;

export const MIRROR_STATES = ['pending', 'downloading', 'ready', 'failed'] as const;
export type MirrorState = (typeof MIRROR_STATES)[number];

/**
 * The embed id of a YouTube address (spec 2 §5): the part after `?v=`, else the last path segment.
 * Returns null when neither gives a plausible id (letters, digits, `-`, `_`).
 */
export function embedIdOf(url: string): string | null {
  const trimmed = url.trim();
  let candidate: string | undefined;
  const v = /[?&]v=([^&#]+)/.exec(trimmed);
  if (v) candidate = v[1];
  else {
    const path = trimmed.replace(/[?#].*$/, '').replace(/\/+$/, '');
    candidate = path.slice(path.lastIndexOf('/') + 1);
  }
  return candidate && /^[A-Za-z0-9_-]{6,64}$/.test(candidate) ? candidate : null;
}

/** The watch address built from an id (spec 1 §4). */
export const youtubeWatchUrl = (id: string) => `https://www.youtube.com/watch?v=${id}`;
