import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { countText, GIVEAWAY_MSG, LEVELS, plural, POINT_FORMS, type Eligibility, type MeView, type MissingKey, type PluralForms } from '@fanhub/shared';
import { useAuthStore } from '../../stores/auth';
import { useContent } from '../../stores/content';
import { moscowDateTime } from './moscow-time';

/** The verification pages, where a follow is confirmed (a paid Twitch subscription is seen there too). */
const VERIFY_PATHS = { youtube: '/profile/youtube', twitch: '/profile/twitch', telegram: '/profile/telegram' } as const;
/** The profile's guide: how points are earned, and the level table. */
export const GUIDE_PATH = '/profile/guide';

const DAY_MS = 24 * 3600 * 1000;
/** After «не меньше»: «1 дня», «30 дней». */
const DAY_GENITIVE: PluralForms = ['дня', 'дней', 'дней'];
/** After «не хватает»: «1 очка», «110 очков». */
const POINT_GENITIVE: PluralForms = ['очка', 'очков', 'очков'];

/** The short text of a missing rule (the admins' entrants list; the member's hints say more). */
export function missingText(key: MissingKey, rules: Eligibility): string {
  const m = GIVEAWAY_MSG.missing;
  if (key === 'level') return m.level(rules.min_level);
  if (key === 'account_age') return m.account_age(rules.min_account_age_days);
  return m[key];
}

const levelName = (level: number) => LEVELS.find((l) => l.level === level)?.name;
const levelWithName = (level: number) => {
  const name = levelName(level);
  return name ? `${level} («${name}»)` : String(level);
};

/** «Нужен уровень 3 («Бывалый внук»); у вас 1 («Внучок») и 40 очков — не хватает 110 очков.» */
export function levelHint(min: number, me: Pick<MeView, 'level' | 'level_points'> | null): string {
  const need = `Нужен уровень ${levelWithName(min)}`;
  if (!me) return `${need}.`;
  const target = LEVELS.find((l) => l.level === min);
  const short = target ? target.minPoints - me.level_points : 0;
  return `${need}; у вас ${levelWithName(me.level)} и ${countText(me.level_points, POINT_FORMS)}${short > 0 ? ` — не хватает ${countText(short, POINT_GENITIVE)}` : ''}.`;
}

/** When the account is old enough: its creation plus the days the rule asks (met at that instant). */
export function accountAgeHint(days: number, me: Pick<MeView, 'created_at'> | null): string {
  const rule = `Аккаунту нужно не меньше ${days} ${plural(days, DAY_GENITIVE)}`;
  if (!me) return `${rule}.`;
  return `${rule}: условие выполнится ${moscowDateTime(new Date(Date.parse(me.created_at) + days * DAY_MS).toISOString())}.`;
}

/** One missing rule: what it asks and a link to where it is met (the account's age is only waited for). */
function Step({
  missing: key,
  rules,
  me,
  channelUrl,
}: {
  missing: MissingKey;
  rules: Eligibility;
  me: MeView | null;
  channelUrl: string | undefined;
}): ReactNode {
  switch (key) {
    case 'youtube':
    case 'twitch':
    case 'telegram':
      return (
        <Link className="link" to={VERIFY_PATHS[key]}>
          {GIVEAWAY_MSG.missing[key]}
        </Link>
      );
    case 'twitch_sub':
      return (
        <>
          Только для платных подписчиков Twitch:{' '}
          {channelUrl && (
            <>
              <a className="link" href={channelUrl} target="_blank" rel="noopener noreferrer">
                оформить подписку на канале
              </a>
              ,{' '}
            </>
          )}
          <Link className="link" to={VERIFY_PATHS.twitch}>
            проверить подписку в профиле
          </Link>
        </>
      );
    case 'level':
      return (
        <>
          {levelHint(rules.min_level, me)}{' '}
          <Link className="link" to={GUIDE_PATH}>
            Как получить очки
          </Link>
        </>
      );
    case 'account_age':
      return accountAgeHint(rules.min_account_age_days, me);
  }
}

/** Exactly what keeps the member out, each with the way to meet it. */
export function MissingSteps({ missing, rules, title = 'Чтобы участвовать:' }: { missing: readonly MissingKey[]; rules: Eligibility; title?: string }) {
  const me = useAuthStore((s) => s.user);
  const channelUrl = useContent('channels')?.stream.url;
  if (missing.length === 0) return null;
  return (
    <div className="gw-missing">
      <p className="gw-missing__title">{title}</p>
      <ul className="gw-missing__list">
        {missing.map((key) => (
          <li key={key}>
            <Step missing={key} rules={rules} me={me} channelUrl={channelUrl} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The rules as a short list for the giveaway's page («Кто может участвовать»). */
export function rulesList(rules: Eligibility): string[] {
  const out: string[] = [];
  if (rules.youtube) out.push('Подписка на YouTube подтверждена');
  if (rules.twitch) out.push('Аккаунт Twitch подтверждён');
  if (rules.twitch_sub) out.push('Платная подписка на Twitch');
  if (rules.telegram) out.push('Подписка в Telegram подтверждена');
  if (rules.min_level > 1) out.push(`Уровень не ниже ${levelWithName(rules.min_level)}`);
  if (rules.min_account_age_days > 0) out.push(`Аккаунту не меньше ${rules.min_account_age_days} ${plural(rules.min_account_age_days, DAY_GENITIVE)}`);
  return out.length ? out : ['Любой зарегистрированный участник'];
}
