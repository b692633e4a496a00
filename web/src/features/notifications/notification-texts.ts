import type { NotificationChannel, NotificationTopic, PluralForms } from '@fanhub/shared';
import type { PushRefusal } from './browser-push';

/** The settings table's rows and columns (issue 21), in the member's words. */
export const TOPIC_LABELS: Record<NotificationTopic, string> = {
  live: 'Стрим начался',
  schedule: 'Расписание изменилось (эфир в ближайшие 24 часа)',
  giveaway_started: 'Новый розыгрыш',
  giveaway_won: 'Вы выиграли в розыгрыше',
  match_ready: 'Матч готов',
};
export const CHANNEL_LABELS: Record<NotificationChannel, string> = { push: 'Браузер', telegram: 'Telegram' };

export const BROWSER_FORMS: PluralForms = ['браузер', 'браузера', 'браузеров'];

/** Why the browser toggles stay off, and what to do about it. */
export const REFUSAL_TEXT: Record<PushRefusal, string> = {
  unsupported: 'Этот браузер не умеет показывать уведомления сайтов. Откройте сайт в другом браузере или включите уведомления в Telegram.',
  denied: 'Уведомления для этого сайта запрещены в браузере. Разрешите их в настройках сайта (значок слева от адреса) и включите переключатель снова.',
  dismissed: 'Разрешение на уведомления не дано — браузерные уведомления остались выключены.',
  failed: 'Не удалось подписать браузер на уведомления. Попробуйте ещё раз чуть позже.',
};

export const NOTIFY_TEXT = {
  title: 'Уведомления',
  intro: 'Выберите, о чём и куда вам писать. Без вашего согласия мы ничего не присылаем.',
  topic: 'Событие',
  loading: 'Загружаем настройки…',
  loadFailed: 'Не удалось загрузить настройки уведомлений',
  retry: 'Повторить',
  saved: 'Настройки уведомлений сохранены',
  saveFailed: 'Не удалось сохранить настройки уведомлений',
  subscribeFailed: 'Сервер не принял подписку этого браузера',
  hereOn: 'В этом браузере уведомления включены.',
  hereOff: 'В этом браузере уведомления не включены.',
  hereEnable: 'Включить в этом браузере',
  hereDisable: 'Отключить уведомления в этом браузере',
  hereDisabled: 'Уведомления в этом браузере отключены',
  hereDisableFailed: 'Не удалось отключить уведомления в этом браузере',
  noDevices: 'Браузерные уведомления включены, но ни один браузер не подписан: они не придут, пока вы не включите их в браузере.',
  devices: (n: string) => `Уведомления получают: ${n}.`,
  telegramNotLinked: 'Чтобы получать уведомления в Telegram, подтвердите свой Telegram.',
  telegramLink: 'Подтвердить Telegram',
  telegramBlocked: (when: string) =>
    `Бот заблокирован — ${when} вы остановили бота, и уведомления в Telegram выключились. Разблокируйте бота в Telegram и включите их снова.`,
} as const;
