import { TOAST_DURATION_MS } from '@podium/shared/common/shell';
import { Toaster } from 'sonner';

/** SPEC §2/§9: success, error, warning and info toasts, shown for 5000 ms. */
export function Toasts() {
  return (
    <Toaster
      theme="dark"
      position="top-right"
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
      offset={{ top: 80 }}
      mobileOffset={{ top: 72 }}
    />
  );
}
