import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'react-toastify';
import { DEFAULT_WIDGETS, WIDGET_TYPES, type ActionEntry, type DashboardMetrics, type NoteView, type SystemItem, type Widget } from '@fanhub/shared';
import { detailOf } from '../../api/errors';
import { ActivityChart } from './ActivityChart';
import { adminApi } from './admin-api';
import { ActionRow } from './ActionRow';
import { NotificationSends } from './NotificationSends';
import { useLiveRefresh } from '../../lib/use-live';

const WIDGET_TITLES: Record<Widget['type'], string> = {
  users: 'Пользователи',
  activity: 'Активность',
  views: 'Просмотры',
  system: 'Система',
  actions: 'Последние действия',
};
const number = (n: number) => n.toLocaleString('ru-RU');

/** /admin (and /admin/stats): the live dashboard (spec 2 'Dashboard'), every figure from real data. */
export function DashboardPage() {
  const [metrics, setMetrics] = useState<DashboardMetrics | null>(null);
  const [actions, setActions] = useState<ActionEntry[]>([]);
  const [system, setSystem] = useState<SystemItem[]>([]);
  const [widgets, setWidgets] = useState<Widget[] | null>(null);
  const [updatedAt, setUpdatedAt] = useState<Date | null>(null);
  const [chartTick, setChartTick] = useState(0);

  const refresh = useCallback(async () => {
    try {
      const [m, a, s] = await Promise.all([adminApi.metrics(), adminApi.actions({ limit: 4 }), adminApi.system()]);
      setMetrics(m);
      setActions(a.actions);
      setSystem(s);
      setUpdatedAt(new Date());
      setChartTick((t) => t + 1);
    } catch (err) {
      toast.error(detailOf(err, 'Не удалось обновить панель'));
    }
  }, []);
  useEffect(() => {
    void refresh();
    adminApi
      .layout()
      .then((l) => setWidgets(l.widgets))
      .catch(() => setWidgets(DEFAULT_WIDGETS)); // spec 2 §7 fallback: the default five
  }, [refresh]);
  // A send's progress comes about once a second: its bar follows it, the figures need no reload.
  useLiveRefresh(
    () => void refresh(),
    (e) => e.type !== 'notification.send_progress',
  );

  const save = (next: Widget[]) => {
    setWidgets(next);
    adminApi.saveLayout(next).catch((err: unknown) => toast.error(detailOf(err, 'Не удалось сохранить раскладку')));
  };
  const render = (w: Widget) => {
    if (w.type === 'users')
      return (
        <div className="stat-cards">
          <Stat label="Пользователей" value={metrics ? number(metrics.total_users) : '…'} testId="total-users" />
          <Stat label="Новых сегодня" value={metrics ? number(metrics.new_users_today) : '…'} />
          <Stat label="Активных сессий" value={metrics ? number(metrics.active_sessions) : '…'} />
        </div>
      );
    if (w.type === 'views')
      return (
        <div className="stat-cards">
          <Stat label="Просмотров страниц" value={metrics ? number(metrics.total_views) : '…'} />
          <Stat label="Единиц контента" value={metrics ? number(metrics.total_content) : '…'} />
          <Stat
            label="Конверсия (подтвердили подписку)"
            value={metrics ? `${metrics.conversion}%` : '…'}
            note={metrics ? `${metrics.conversion_change >= 0 ? '+' : ''}${metrics.conversion_change} п.п. за 7 дней` : undefined}
          />
        </div>
      );
    if (w.type === 'activity') return <ActivityChart tick={chartTick} />;
    if (w.type === 'system')
      return (
        <ul className="system-list">
          {system.map((s) => (
            <li key={s.name} className={`system-item system-item--${s.status}`}>
              <span className="system-item__dot" aria-hidden="true" />
              <span>
                <strong>{s.name}</strong> <span className="system-item__message">{s.message}</span>
              </span>
            </li>
          ))}
        </ul>
      );
    return (
      <>
        <ul className="action-list">
          {actions.map((a) => (
            <ActionRow key={a.id} action={a} />
          ))}
        </ul>
        <Link to="/admin/actions" className="link">
          Показать все
        </Link>
      </>
    );
  };

  return (
    <section className="admin-page" aria-labelledby="dash-title">
      <div className="admin-page__head">
        <h1 id="dash-title">Панель управления</h1>
        <button type="button" className="btn btn--ghost btn--small" onClick={() => void refresh()}>
          Обновить
        </button>
        <span className="admin-page__meta">{updatedAt ? `Обновлено в ${updatedAt.toLocaleTimeString('ru-RU')}` : 'Загрузка…'}</span>
      </div>
      <NotificationSends />
      <div className="widgets">
        {(widgets ?? []).map((w, i) => (
          <article key={w.id} className={`widget widget--${w.size}`} aria-label={w.title}>
            <header className="widget__head">
              <h2>{w.title}</h2>
              <button
                type="button"
                className="widget__btn"
                aria-label={w.size === 'large' ? 'Сделать обычным' : 'Сделать крупным'}
                onClick={() => save(widgets!.map((x) => (x.id === w.id ? { ...x, size: x.size === 'large' ? 'normal' : 'large' } : x)))}
              >
                {w.size === 'large' ? '⇲' : '⇱'}
              </button>
              <button type="button" className="widget__btn" aria-label="Выше" disabled={i === 0} onClick={() => save(move(widgets!, i, -1))}>
                ↑
              </button>
              <button type="button" className="widget__btn" aria-label="Убрать виджет" onClick={() => save(widgets!.filter((x) => x.id !== w.id))}>
                ×
              </button>
            </header>
            {render(w)}
          </article>
        ))}
      </div>
      <AddWidget
        onAdd={(type) =>
          save([
            ...(widgets ?? []),
            { id: `w${Date.now().toString(36)}`, type, title: WIDGET_TITLES[type], size: 'normal', position: widgets?.length ?? 0, config: {} },
          ])
        }
      />
      <Notes />
    </section>
  );
}

function move(list: Widget[], i: number, by: number): Widget[] {
  const next = [...list];
  const [w] = next.splice(i, 1);
  next.splice(i + by, 0, w!);
  return next.map((x, position) => ({ ...x, position }));
}

function Stat({ label, value, note, testId }: { label: string; value: string; note?: string; testId?: string }) {
  return (
    <div className="stat-card" data-testid={testId}>
      <span className="stat-card__value">{value}</span>
      <span className="stat-card__label">{label}</span>
      {note && <span className="stat-card__note">{note}</span>}
    </div>
  );
}

function AddWidget({ onAdd }: { onAdd: (type: Widget['type']) => void }) {
  const [type, setType] = useState<Widget['type']>('users');
  return (
    <div className="add-widget">
      <select aria-label="Тип виджета" value={type} onChange={(e) => setType(e.target.value as Widget['type'])}>
        {WIDGET_TYPES.map((t) => (
          <option key={t} value={t}>
            {WIDGET_TITLES[t]}
          </option>
        ))}
      </select>
      <button type="button" className="btn btn--ghost btn--small" onClick={() => onAdd(type)}>
        Добавить виджет
      </button>
    </div>
  );
}

function Notes() {
  const [notes, setNotes] = useState<NoteView[]>([]);
  const [text, setText] = useState('');
  useEffect(() => {
    adminApi
      .notes()
      .then(setNotes)
      .catch(() => setNotes([]));
  }, []);
  const add = async () => {
    try {
      const n = await adminApi.addNote(text);
      setNotes((l) => [n, ...l]);
      setText('');
    } catch (err) {
      toast.error(detailOf(err, 'Не удалось сохранить заметку'));
    }
  };
  return (
    <section className="widget widget--large notes" aria-labelledby="notes-title">
      <h2 id="notes-title">Заметки</h2>
      <div className="notes__form">
        <textarea aria-label="Новая заметка" value={text} maxLength={2000} onChange={(e) => setText(e.target.value)} />
        <button type="button" className="btn btn--small" disabled={!text.trim()} onClick={() => void add()}>
          Добавить заметку
        </button>
      </div>
      <ul className="notes__list">
        {notes.map((n) => (
          <li key={n.id}>
            <p>{n.text}</p>
            <button
              type="button"
              className="widget__btn"
              aria-label="Удалить заметку"
              onClick={() => void adminApi.deleteNote(n.id).then(() => setNotes((l) => l.filter((x) => x.id !== n.id)))}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
