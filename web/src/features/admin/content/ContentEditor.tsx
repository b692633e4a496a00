import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { CONTENT_SCHEMAS, configureZodRussian, type ContentKey, type ContentWriteView } from '@fanhub/shared';
import { detailOf, isApiError } from '../../../api/errors';
import { Modal } from '../../../components/Modal';
import { Tabs } from '../../../components/Tabs';
import { notJsonMessage } from '../json-error';
import { ConflictPanel } from '../edit-conflict/ConflictPanel';
import { staleCurrent } from '../edit-conflict/stale-save';
import { BLOCK_TITLES } from './block-labels';
import { BlockForm } from './BlockForm';
import { saveContent } from './content-api';
import { otherAdminChanges, reapply } from './content-conflict';
import { errorsOf, serverErrorsOf, type FieldErrors } from './draft';
import { JsonView } from './JsonView';
import './content-editor.css';

// The editor checks with zod in the browser: its default messages in Russian (shared/src/zod-ru.ts).
configureZodRussian();

type View = 'form' | 'json';
const VIEWS: readonly (readonly [View, string])[] = [
  ['form', 'Форма'],
  ['json', 'JSON для опытных'],
];

const asJson = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * One block of site content in a dialog: a form with Russian labels, or its JSON for experts. Both
 * views edit one draft, checked as it changes against the schema the API uses; each problem shows
 * under its field (the API's field errors too, after a save). The save names the version the block
 * was loaded at (If-Match): when another admin saved it meanwhile, the dialog shows what they changed.
 */
export function ContentEditor({
  keyName,
  value,
  version,
  onClose,
  onSaved,
}: {
  keyName: ContentKey;
  value: unknown;
  version: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [view, setView] = useState<View>('form');
  /** The stored value this draft started from, and its version (moved on by a conflict's re-apply or refusal). */
  const [base, setBase] = useState({ value, version });
  const [conflict, setConflict] = useState<{ current: ContentWriteView; detail: string } | null>(null);
  const [draft, setDraft] = useState<unknown>(value);
  const [text, setText] = useState(() => asJson(value));
  /** Set while the JSON text does not parse: the draft keeps its last readable value. */
  const [notJson, setNotJson] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState('');
  const [saving, setSaving] = useState(false);
  const body = useRef<HTMLDivElement>(null);

  const check = useMemo(() => CONTENT_SCHEMAS[keyName].safeParse(draft), [draft, keyName]);
  const errors = useMemo(() => ({ ...(check.success ? {} : errorsOf(check.error.issues)), ...serverErrors }), [check, serverErrors]);
  const problems = notJson
    ? [notJson]
    : Object.entries(errors)
        .slice(0, 5)
        .map(([field, message]) => `${field || '(всё)'}: ${message}`);

  const edited = () => {
    setServerErrors({});
    setStatus('');
  };
  const onForm = useCallback((next: unknown) => {
    setDraft(next);
    setText(asJson(next));
    setNotJson(null);
    setServerErrors({});
    setStatus('');
  }, []);
  const onText = (next: string) => {
    setText(next);
    edited();
    try {
      setDraft(JSON.parse(next));
      setNotJson(null);
    } catch (err) {
      setNotJson(notJsonMessage(next, err));
    }
  };
  /** Points at the first field with a problem (the form shows every one under its field). */
  const showProblems = (count: number) => {
    setStatus(`Исправьте отмеченные поля (${count})`);
    requestAnimationFrame(() => body.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };

  const save = async (next: unknown, from: { value: unknown; version: number }) => {
    setSaving(true);
    try {
      await saveContent(keyName, next, from.version);
      toast.success('Контент сохранён');
      onSaved();
    } catch (err) {
      setSaving(false);
      const current = staleCurrent<ContentWriteView>(err);
      if (current) return void setConflict({ current, detail: detailOf(err, '') });
      if (isApiError(err) && err.errors.length) {
        setServerErrors(serverErrorsOf(err.errors));
        showProblems(err.errors.length);
      }
      toast.error(detailOf(err, 'Не удалось сохранить контент'));
    }
  };

  return (
    <Modal title={`Редактировать: ${BLOCK_TITLES[keyName]}`} onClose={onClose}>
      <div className="content-modal" ref={body}>
        <Tabs tabs={VIEWS} value={view} onChange={setView} />
        {view === 'form' ? (
          <>
            {notJson && <p className="verify-hint">В JSON ошибка: форма показывает последнее читаемое содержимое. Правка в форме заменит текст JSON.</p>}
            <BlockForm blockKey={keyName} value={draft} errors={errors} onChange={onForm} />
          </>
        ) : (
          <JsonView text={text} onText={onText} problems={problems} value={check.success ? check.data : draft} />
        )}
        {conflict && (
          <ConflictPanel
            detail={conflict.detail}
            changes={otherAdminChanges(keyName, base.value, conflict.current.value)}
            busy={saving}
            onReapply={() => {
              const merged = reapply(base.value, conflict.current.value, draft);
              const from = { value: conflict.current.value, version: conflict.current.version };
              setBase(from);
              setConflict(null);
              onForm(merged);
              // Checked as any save: a merge the schema refuses shows under its fields, not sent.
              const parsed = CONTENT_SCHEMAS[keyName].safeParse(merged);
              if (parsed.success) void save(parsed.data, from);
            }}
            onDiscard={() => {
              setBase({ value: conflict.current.value, version: conflict.current.version });
              setConflict(null);
              onForm(conflict.current.value);
            }}
          />
        )}
        <div className="content-modal__actions">
          <button
            type="button"
            className="btn btn--primary"
            disabled={saving || Boolean(conflict)}
            onClick={() => {
              if (notJson) return setStatus('Исправьте JSON: он не читается');
              if (!check.success) return showProblems(Object.keys(errors).length);
              void save(check.data, base);
            }}
          >
            Сохранить
          </button>
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            Отмена
          </button>
          <p className="content-modal__status" role="status">
            {status}
          </p>
        </div>
      </div>
    </Modal>
  );
}
