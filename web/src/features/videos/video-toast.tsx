import { toast } from 'react-toastify';
import { VIDEO_MSG } from '@fanhub/shared';

/** Spec 2 §8: the videos' failures are red toasts titled 'Ошибка', the message under the title. */
export function videoErrorToast(text: string): void {
  toast.error(
    <div className="video-toast">
      <strong>{VIDEO_MSG.errorTitle}</strong>
      <span>{text}</span>
    </div>,
  );
}
