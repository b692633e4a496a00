import { useCallback, useMemo, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { CONTENT_SCHEMAS, configureZodRussian, type ContentKey } from '@fanhub/shared';
import { isApiError } from '../../../api/errors';
import { Modal } from '../../../components/Modal';
import { Tabs } from '../../../components/Tabs';
import { detailOf } from '../../profile/profile-api';
import { notJsonMessage } from '../json-error';
import { BLOCK_TITLES } from './block-labels';
import { BlockForm } from './BlockForm';
import { saveContent } from './content-api';
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
 * under its field (the API's field errors too, after a save).
 */
export function ContentEditor({ keyName, value, onClose, onSaved }: { keyName: ContentKey; value: unknown; onClose: () => void; onSaved: () => void }) {
  const [view, setView] = useState<View>('form');
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

  const save = async () => {
    if (notJson) return setStatus('Исправьте JSON: он не читается');
    if (!check.success) return showProblems(Object.keys(errors).length);
    setSaving(true);
    try {
      await saveContent(keyName, check.data);
      toast.success('Контент сохранён');
      onSaved();
    } catch (err) {
      setSaving(false);
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
        <div className="content-modal__actions">
          <button type="button" className="btn btn--primary" disabled={saving} onClick={() => void save()}>
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
