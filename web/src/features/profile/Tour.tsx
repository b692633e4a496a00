import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toast } from 'react-toastify';
import type { MeView } from '@fanhub/shared';
import { Modal } from '../../components/Modal';
import { useAuthStore } from '../../stores/auth';
import { profileApi } from './profile-api';
import { tourSteps } from './tour-steps';

/** Members who closed the tour in this tab: a profile read that was in flight when they closed it
 * still says is_new_user and must not open it again (it reopened at step 1 for 3 of 3 new members). */
const closedFor = new Set<number>();

export function tourClosedFor(userId: number): boolean {
  return closedFor.has(userId);
}

/** The one-time guided tour: back, next, jump to a step, skip; finishing marks it seen on the server. */
export function Tour({ user, onClose }: { user: MeView; onClose: () => void }) {
  const steps = tourSteps(user);
  const [i, setI] = useState(0);
  const navigate = useNavigate();
  const replaceUser = useAuthStore((s) => s.replaceUser);
  const step = steps[i]!;
  const last = i === steps.length - 1;

  async function finish() {
    // Seen at once, before the server answers: the overview opens the tour while is_new_user is
    // true, so closing it with the old flag reopened it at step 1 (3 of 3 new members saw that).
    closedFor.add(user.id);
    replaceUser({ ...user, is_new_user: false });
    onClose();
    try {
      replaceUser(await profileApi.finishTour());
    } catch {
      toast.error('Не удалось сохранить прохождение знакомства');
    }
  }

  return (
    <Modal title={step.title} kicker={`// tour ${i + 1}/${steps.length}`} onClose={() => void finish()}>
      <p className="modal__hint">{step.text}</p>
      {step.path && (
        <button type="button" className="link-button" onClick={() => void navigate(step.path!)}>
          Открыть раздел →
        </button>
      )}
      <div className="tour__dots" role="group" aria-label="Шаги знакомства">
        {steps.map((s, n) => (
          <button
            key={s.id}
            type="button"
            className="tour__dot"
            aria-current={n === i ? 'step' : undefined}
            aria-label={`Шаг ${n + 1}: ${s.title}`}
            onClick={() => setI(n)}
          />
        ))}
      </div>
      <div className="modal__actions">
        {!last && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void finish()}>
            Пропустить
          </button>
        )}
        <button type="button" className="btn btn--ghost btn--small" disabled={i === 0} onClick={() => setI(i - 1)}>
          Назад
        </button>
        <button type="button" className="btn btn--primary btn--small" data-autofocus onClick={() => (last ? void finish() : setI(i + 1))}>
          {last ? 'Завершить' : 'Далее'}
        </button>
      </div>
    </Modal>
  );
}
