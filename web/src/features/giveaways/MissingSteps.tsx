import { Link } from 'react-router-dom';
import { GIVEAWAY_MSG, type Eligibility, type MissingKey } from '@fanhub/shared';

/** Where each missing condition is met: the verification pages, the profile for the level. */
const STEP_PATHS: Record<MissingKey, string> = {
  youtube: '/profile/youtube',
  twitch: '/profile/twitch',
  telegram: '/profile/telegram',
  twitch_sub: '/profile/twitch',
  level: '/profile',
  account_age: '/profile',
};

export function missingText(key: MissingKey, rules: Eligibility): string {
  const m = GIVEAWAY_MSG.missing;
  if (key === 'level') return m.level(rules.min_level);
  if (key === 'account_age') return m.account_age(rules.min_account_age_days);
  return m[key];
}

/** Exactly what keeps the member out, each a link to the step that fixes it. */
export function MissingSteps({ missing, rules, title = 'Чтобы участвовать:' }: { missing: readonly MissingKey[]; rules: Eligibility; title?: string }) {
  if (missing.length === 0) return null;
  return (
    <div className="gw-missing">
      <p className="gw-missing__title">{title}</p>
      <ul className="gw-missing__list">
        {missing.map((key) => (
          <li key={key}>
            <Link className="link" to={STEP_PATHS[key]}>
              {missingText(key, rules)}
            </Link>
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
  if (rules.min_level > 1) out.push(`Уровень не ниже ${rules.min_level}`);
  if (rules.min_account_age_days > 0) out.push(`Аккаунту не меньше ${rules.min_account_age_days} дн.`);
  return out.length ? out : ['Любой зарегистрированный участник'];
}
