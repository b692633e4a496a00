import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AppEvent } from '@fanhub/shared';
import { adminApi } from './admin-api';
import { useAnyEvent } from './use-live';

const GROUPS = [
  ['all', 'Все'],
  ['user', 'Пользователи'],
  ['verification', 'Подтверждения'],
  ['team', 'Команды'],
  ['video', 'Видео'],
  ['stream', 'Стрим'],
  ['content', 'Контент'],
  ['system', 'Система'],
] as const;
const MAX = 200;
/** Events whose text already names who did it. */
const NAMES_ITS_ACTOR = new Set(['team.member_kicked', 'team.invitation_sent', 'team.invitation_answered']);

/** Who did it, when that is someone other than the subject (an admin blocking a user, a captain disbanding). */
function actorOf(e: AppEvent): number | null {
  const subject = (e.payload as { userId?: unknown }).userId;
  return e.actorId !== null && e.actorId !== subject && !NAMES_ITS_ACTOR.has(e.type) ? e.actorId : null;
}

/** An event carries only its actor's id: each name is fetched once, and `#id` stands in until it comes. */
function useActorNames(): [Record<number, string>, (id: number) => void] {
  const [names, setNames] = useState<Record<number, string>>({});
  const asked = useRef(new Set<number>());
  const learn = (id: number) => {
    if (asked.current.has(id)) return;
    asked.current.add(id);
    adminApi.user(id).then(
      (u) => setNames((n) => ({ ...n, [id]: u.username })),
      () => undefined, // a deleted actor stays `#id`
    );
  };
  return [names, learn];
}

/** Who did what, for the feed: the subject with a link, and the verb. */
function describe(e: AppEvent): { who?: { to: string; text: string }; team?: { to: string; text: string }; what: string } {
  const p = e.payload as Record<string, unknown>;
  const user = typeof p.userId === 'number' ? { to: `/admin/users?id=${p.userId}`, text: String(p.username ?? `#${p.userId}`) } : undefined;
  const team = typeof p.teamId === 'number' ? ` «${String(p.teamName)}»` : '';
  const teamLink = typeof p.teamId === 'number' && e.type !== 'team.disbanded' ? { to: `/admin/teams?id=${p.teamId}`, text: String(p.teamName) } : undefined;
  const what: Record<string, string> = {
    'user.registered': 'зарегистрировался',
    'user.logged_in': `вошёл (${String(p.device ?? '')})`,
    'user.logged_out': 'вышел',
    'user.updated': `изменил профиль: ${(p.fields as string[] | undefined)?.join(', ') ?? ''}`,
    'level.changed': `уровень ${String(p.previousLevel)} → ${String(p.level)}`,
    'user.blocked': 'заблокирован',
    'user.unblocked': 'разблокирован',
    'user.role_changed': `роль ${String(p.previousRole)} → ${String(p.role)}`,
    'user.deleted': 'удалён',
    'verification.completed': `подтвердил ${String(p.provider)}`,
    'verification.failed': `проверка ${String(p.provider)} не прошла`,
    'verification.revoked': `потерял подтверждение ${String(p.provider)}`,
    'stream.went_live': `стрим начался${p.title ? `: ${String(p.title)}` : ''}`,
    'stream.went_offline': 'стрим завершён',
    'content.updated': `изменён контент: ${String(p.key)}`,
    'team.created': 'создал команду',
    'team.updated': 'изменена команда',
    'team.member_joined': 'вступил в команду',
    'team.member_left': 'покинул команду',
    'team.member_kicked': `исключён (${String(p.byUsername)}) из команды`,
    'team.disbanded': `расформирована команда${team}${p.byAdmin ? ' (администратором)' : ''}`,
    'team.invitation_sent': `${String(p.invitedBy)} пригласил ${String(p.inviteeUsername)} в команду`,
    'team.invitation_answered': `${String(p.inviteeUsername)} ${p.accepted ? 'принял' : 'отклонил'} приглашение в команду`,
    'system.alert': `сбой: ${String(p.title)}: ${String(p.message)}`,
    'system.recovered': `снова работает: ${String(p.title)}`,
  };
  return { who: user, team: teamLink, what: what[e.type] ?? `${e.type.replace(/^\w+\./, '').replace(/_/g, ' ')}${team}` };
}

/** /admin/activity: the live feed of the admins room, pausable and filtered by kind. */
export function ActivityFeedPage() {
  const [events, setEvents] = useState<AppEvent[]>([]);
  const [paused, setPaused] = useState(false);
  const [group, setGroup] = useState<(typeof GROUPS)[number][0]>('all');
  const [missed, setMissed] = useState(0);
  const [actorNames, learnActor] = useActorNames();
  useAnyEvent((e) => {
    if (e.type === 'stream.updated') return; // frequent, not an action
    if (paused) return setMissed((n) => n + 1);
    const actor = actorOf(e);
    if (actor !== null) learnActor(actor);
    setEvents((l) => [e, ...l].slice(0, MAX));
  });
  const shown = events.filter((e) => group === 'all' || e.type.startsWith(`${group}.`) || (group === 'user' && e.type === 'level.changed'));
  return (
    <section className="admin-page" aria-labelledby="feed-title">
      <div className="admin-page__head">
        <h1 id="feed-title">Лента активности</h1>
        <button
          type="button"
          className="btn btn--small"
          onClick={() => {
            setPaused(!paused);
            setMissed(0);
          }}
        >
          {paused ? 'Продолжить' : 'Пауза'}
        </button>
        {paused && <span className="admin-page__meta">На паузе{missed ? `: пропущено ${missed}` : ''}</span>}
      </div>
      <div className="feed-filters" role="group" aria-label="Фильтр по типу">
        {GROUPS.map(([id, label]) => (
          <button
            key={id}
            type="button"
            className={`btn btn--small${group === id ? ' btn--primary' : ' btn--ghost'}`}
            aria-pressed={group === id}
            onClick={() => setGroup(id)}
          >
            {label}
          </button>
        ))}
      </div>
      {shown.length === 0 && <p className="admin-page__meta">Здесь появятся действия по мере того, как они происходят.</p>}
      <ol className="feed">
        {shown.map((e) => {
          const d = describe(e);
          const actor = actorOf(e);
          return (
            <li key={e.id} className="feed__item">
              <time dateTime={e.occurredAt}>{new Date(e.occurredAt).toLocaleTimeString('ru-RU')}</time>
              <span>
                {d.who && (
                  <Link to={d.who.to} className="link">
                    {d.who.text}
                  </Link>
                )}{' '}
                {d.what}
                {d.team && (
                  <>
                    {' '}
                    <Link to={d.team.to} className="link">
                      «{d.team.text}»
                    </Link>
                  </>
                )}
                {actor !== null && (
                  <span className="feed__actor" title="Кто выполнил">
                    {' — '}
                    <Link to={`/admin/users?id=${actor}`} className="link">
                      {actorNames[actor] ?? `#${actor}`}
                    </Link>
                  </span>
                )}
              </span>
              <code>{e.type}</code>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
