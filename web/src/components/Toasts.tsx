import { Slide, ToastContainer } from 'react-toastify';
import { LIMITS } from '@fanhub/shared';

/** The one toast host: at most LIMITS.toastLimit at once, LIMITS.toastDurationMs each, dark. */
export function Toasts() {
  return (
    <ToastContainer
      position="bottom-right"
      limit={LIMITS.toastLimit}
      autoClose={LIMITS.toastDurationMs}
      theme="dark"
      transition={Slide}
      newestOnTop
      closeOnClick
      pauseOnFocusLoss
      pauseOnHover
      closeButton
    />
  );
}
