import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import { canonicalTimeZone, clockIn, timeZoneNames, WEEKDAY_NAMES, WEEKDAY_SHORT, type ScheduleView } from '@fanhub/shared';
import { call } from '../../../api/call';
import { detailOf } from '../../../api/errors';
import { useOnReconnect, useSocketEvent } from '../../../stores/socket';
import { StaleSavePanel } from '../edit-conflict/StaleSavePanel';
import { staleCurrent, type EditConflict } from '../edit-conflict/stale-save';
import { otherAdminChanges, reapply } from './schedule-conflict';
import {
  bodyOf,
  cancellationPaths,
  emptyCancellation,
  emptyOneOff,
  emptySlot,
  fieldErrors,
  formOf,
  type OneOffForm,
  type ScheduleForm,
  type SlotForm,
} from './schedule-form-state';
import './admin-schedule.css';

/** Zones offered as you type: the canonical IANA names of places (the server stores any spelling under its canonical one). */
const ZONES = timeZoneNames();

function Field({ label, error, children, wide }: { label: string; error?: string; children: ReactNode; wide?: boolean }) {
  return (
    <label className={`sched-field${wide ? ' sched-field--wide' : ''}${error ? ' sched-field--error' : ''}`}>
      <span className="sched-field__label">{label}</span>
      {children}
      {error ? <small className="sched-field__error">{error}</small> : null}
    </label>
  );
}

type Errors = Record<string, string>;

const OTHER_ADMIN_SAVED = 'Расписание изменил другой администратор: при сохранении покажем, что он поменял';

const without = <T,>(list: readonly T[], i: number): T[] => list.filter((_, j) => j !== i);

/** The button that takes a row out of its block (a slot, a one-off stream, a cancellation). */
function RemoveRow({ label = 'Удалить', onRemove }: { label?: string; onRemove: () => void }) {
  return (
    <button type="button" className="btn btn--ghost btn--small sched-row__remove" onClick={onRemove}>
      {label}
    </button>
  );
}

type StreamInputs = Pick<SlotForm, 'start' | 'durationMinutes' | 'title' | 'game'>;

/** The fields a weekly slot and a one-off stream share: start, length, title, game (`at`: the row's path in the errors). */
function StreamFields({
  row,
  at,
  err,
  onChange,
}: {
  row: StreamInputs;
  at: string;
  err: (path: string) => string | undefined;
  onChange: (patch: Partial<StreamInputs>) => void;
}) {
  return (
    <>
      <Field label="Начало" error={err(`${at}.start`)}>
        <input
          value={row.start}
          inputMode="numeric"
          placeholder="21:00"
          onChange={(e) => onChange({ start: e.target.value })}
          aria-invalid={Boolean(err(`${at}.start`))}
        />
      </Field>
      <Field label="Минут" error={err(`${at}.durationMinutes`)}>
        <input value={row.durationMinutes} inputMode="numeric" onChange={(e) => onChange({ durationMinutes: e.target.value })} />
      </Field>
      <Field label="Название" error={err(`${at}.title`)} wide>
        <input value={row.title} maxLength={120} onChange={(e) => onChange({ title: e.target.value })} />
      </Field>
      <Field label="Игра" error={err(`${at}.game`)} wide>
        <input value={row.game} maxLength={80} onChange={(e) => onChange({ game: e.target.value })} />
      </Field>
    </>
  );
}

/** /admin/schedule (issue 21): weekly slots, one-off streams, cancelled dates and the streamer's time zone, saved at once. */
export function ScheduleAdminPage() {
  const [saved, setSaved] = useState<ScheduleView | null>(null);
  const [form, setForm] = useState<ScheduleForm | null>(null);
  const [errors, setErrors] = useState<{ byField: Errors; general: string[] }>({ byField: {}, general: [] });
  const [busy, setBusy] = useState(false);
  /** A save refused as stale (412): shown until this admin re-applies or drops their edit. */
  const [conflict, setConflict] = useState<EditConflict<ScheduleView, ScheduleForm> | null>(null);
  const dirty = useMemo(() => Boolean(saved && form && JSON.stringify(bodyOf(form)) !== JSON.stringify(bodyOf(formOf(saved)))), [saved, form]);

  // What the page holds when a load's answer lands: it loads again when its socket comes up, and
  // that answer may arrive after the admin began typing, or after a newer save. It never overwrites
  // an edit (the save then shows what another admin changed, a 412) nor a newer version.
  const holds = useRef({ editing: false, version: 0 });
  useLayoutEffect(() => {
    holds.current = { editing: dirty || busy || conflict !== null, version: saved?.version ?? 0 };
  });
  const load = useCallback(() => {
    call('GET /admin/schedule')
      .then((view) => {
        if (view.version < holds.current.version) return;
        if (holds.current.editing) {
          if (view.version > holds.current.version) toast.info(OTHER_ADMIN_SAVED);
          return;
        }
        setSaved(view);
        setForm(formOf(view));
      })
      .catch((err: unknown) => toast.error(detailOf(err, 'Не удалось загрузить расписание')));
  }, []);
  useEffect(load, [load]);
  // Another admin's save arrives whole: taken at once, unless this page holds unsaved changes. The
  // echo of this page's own save (arriving while it saves, or with the updatedAt it got) changes nothing.
  // (Both handlers see this render's state: the socket hooks wrap them in useEffectEvent.)
  useSocketEvent('schedule.updated', (e) => {
    const view = e.payload.schedule;
    if (busy || view.updatedAt === saved?.updatedAt) return;
    if (dirty || conflict) return void toast.info(OTHER_ADMIN_SAVED);
    setSaved(view);
    setForm(formOf(view));
  });
  useOnReconnect(() => {
    if (!dirty && !busy && !conflict) load();
  });

  if (!form) return <section className="admin-page">Загрузка…</section>;

  const err = (path: string) => errors.byField[path];
  const setSlot = (i: number, patch: Partial<SlotForm>) => setForm({ ...form, slots: form.slots.map((s, j) => (j === i ? { ...s, ...patch } : s)) });
  const setOneOff = (i: number, patch: Partial<OneOffForm>) => setForm({ ...form, oneOffs: form.oneOffs.map((o, j) => (j === i ? { ...o, ...patch } : o)) });
  const savedSlots = form.slots.filter((s) => s.uid);
  const cancelPath = cancellationPaths(form);

  // Saved against the version this form was loaded from (If-Match): another admin's save in between is a 412, never overwritten.
  const save = async (edit: ScheduleForm, from: ScheduleView) => {
    setBusy(true);
    setErrors({ byField: {}, general: [] });
    try {
      const view = await call('PUT /admin/schedule', { body: bodyOf(edit), options: { ifMatch: from.version } });
      setSaved(view);
      setForm(formOf(view));
      setConflict(null);
      toast.success('Расписание сохранено: открытые страницы уже обновились');
    } catch (e) {
      const current = staleCurrent<ScheduleView>(e);
      if (current) return void setConflict({ base: from, current, mine: edit, detail: detailOf(e, '') });
      setConflict(null);
      const found = fieldErrors(e);
      setErrors(found);
      toast.error(detailOf(e, 'Не удалось сохранить расписание'));
    } finally {
      setBusy(false);
    }
  };

  // After a stale save: the other admin's week, with this admin's edit re-applied or dropped.
  const takeVersion = (current: ScheduleView, next: ScheduleForm) => {
    setSaved(current);
    setForm(next);
    setConflict(null);
    setErrors({ byField: {}, general: [] });
  };

  return (
    <section className="admin-page sched-admin" aria-labelledby="schedule-title">
      <div className="admin-page__head">
        <h1 id="schedule-title">Расписание</h1>
        <span className="admin-page__meta">{saved?.updatedAt ? `изменено ${new Date(saved.updatedAt).toLocaleString('ru-RU')}` : ''}</span>
        <a className="btn btn--ghost btn--small" href="/api/v1/schedule.ics" target="_blank" rel="noreferrer">
          Файл календаря
        </a>
      </div>

      <form
        className="sched-admin__form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (saved) void save(form, saved);
        }}
      >
        <fieldset className="admin-fieldset sched-block">
          <legend>Часовой пояс стримера</legend>
          <div className="sched-row sched-row--zone">
            <Field label="Часовой пояс" error={err('timeZone')} wide>
              <input
                value={form.timeZone}
                list="sched-zones"
                placeholder="Europe/Moscow"
                data-latin-ok
                onChange={(e) => setForm({ ...form, timeZone: e.target.value })}
                aria-invalid={Boolean(err('timeZone'))}
              />
            </Field>
            <p className="admin-note">
              Время слотов и разовых эфиров — по этим часам. Зрители видят и своё время.
              {canonicalTimeZone(form.timeZone) ? ` Сейчас там ${clockIn(new Date(), form.timeZone.trim())}.` : ''}
            </p>
          </div>
          <datalist id="sched-zones">
            {ZONES.map((z) => (
              <option key={z} value={z} />
            ))}
          </datalist>
        </fieldset>

        <fieldset className="admin-fieldset sched-block">
          <legend>Еженедельные слоты</legend>
          {form.slots.length === 0 && <p className="admin-note">Слотов нет: на сайте неделя пустая.</p>}
          {form.slots.map((s, i) => (
            <div key={s.key} className="sched-row" data-testid="slot-row">
              <Field label="День" error={err(`slots.${i}.weekday`)} wide>
                <select value={s.weekday} onChange={(e) => setSlot(i, { weekday: e.target.value })}>
                  {WEEKDAY_NAMES.map((name, d) => (
                    <option key={name} value={String(d + 1)}>
                      {name}
                    </option>
                  ))}
                </select>
              </Field>
              <StreamFields row={s} at={`slots.${i}`} err={err} onChange={(patch) => setSlot(i, patch)} />
              {err(`slots.${i}.uid`) ? <small className="sched-field__error">{err(`slots.${i}.uid`)}</small> : null}
              <RemoveRow onRemove={() => setForm({ ...form, slots: without(form.slots, i) })} />
            </div>
          ))}
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setForm({ ...form, slots: [...form.slots, emptySlot()] })}>
            Добавить слот
          </button>
        </fieldset>

        <fieldset className="admin-fieldset sched-block">
          <legend>Разовые эфиры</legend>
          {form.oneOffs.map((o, i) => (
            <div key={o.key} className="sched-row" data-testid="one-off-row">
              <Field label="Дата" error={err(`oneOffs.${i}.date`)} wide>
                <input type="date" value={o.date} onChange={(e) => setOneOff(i, { date: e.target.value })} />
              </Field>
              <StreamFields row={o} at={`oneOffs.${i}`} err={err} onChange={(patch) => setOneOff(i, patch)} />
              <RemoveRow onRemove={() => setForm({ ...form, oneOffs: without(form.oneOffs, i) })} />
            </div>
          ))}
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setForm({ ...form, oneOffs: [...form.oneOffs, emptyOneOff()] })}>
            Добавить разовый эфир
          </button>
        </fieldset>

        <fieldset className="admin-fieldset sched-block">
          <legend>Отмены</legend>
          <p className="admin-note">Дата должна приходиться на день недели слота. Новый слот можно отменять после сохранения.</p>
          {form.cancellations.map((c, i) => {
            const at = cancelPath.get(c.key);
            const path = (field: string) => (at === undefined ? undefined : err(`cancellations.${at}.${field}`));
            return (
              <div key={c.key} className="sched-row sched-row--cancel" data-testid="cancellation-row">
                <Field label="Слот" error={path('slotUid')} wide>
                  <select
                    value={c.slotUid}
                    onChange={(e) => setForm({ ...form, cancellations: form.cancellations.map((x, j) => (j === i ? { ...x, slotUid: e.target.value } : x)) })}
                  >
                    {savedSlots.map((s) => (
                      <option key={s.uid} value={s.uid}>
                        {WEEKDAY_SHORT[Number(s.weekday) - 1]} {s.start} · {s.game || s.title}
                      </option>
                    ))}
                  </select>
                </Field>
                <Field label="Дата" error={path('date')}>
                  <input
                    type="date"
                    value={c.date}
                    onChange={(e) => setForm({ ...form, cancellations: form.cancellations.map((x, j) => (j === i ? { ...x, date: e.target.value } : x)) })}
                  />
                </Field>
                <RemoveRow label="Вернуть дату" onRemove={() => setForm({ ...form, cancellations: without(form.cancellations, i) })} />
              </div>
            );
          })}
          <button
            type="button"
            className="btn btn--ghost btn--small"
            disabled={savedSlots.length === 0}
            onClick={() => setForm({ ...form, cancellations: [...form.cancellations, emptyCancellation(savedSlots[0]?.uid ?? '')] })}
          >
            Отменить дату слота
          </button>
        </fieldset>

        {errors.general.length > 0 && (
          <ul className="sched-admin__errors" role="alert">
            {errors.general.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
        {conflict && (
          <StaleSavePanel conflict={conflict} diff={{ otherAdminChanges, reapply }} formOf={formOf} busy={busy} onTake={takeVersion} onSave={save} />
        )}
        <div className="sched-admin__bar">
          <button type="submit" className="btn btn--primary" disabled={busy || !dirty || Boolean(conflict)}>
            Сохранить расписание
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy || !dirty}
            onClick={() => {
              if (saved) setForm(formOf(saved));
              setErrors({ byField: {}, general: [] });
            }}
          >
            Отменить изменения
          </button>
          {dirty && <span className="admin-page__meta">Есть несохранённые изменения</span>}
        </div>
      </form>
    </section>
  );
}
