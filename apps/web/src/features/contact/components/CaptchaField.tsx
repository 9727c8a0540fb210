import type { Captcha } from '@podium/shared/contact/schemas';
import { contactLimits } from '@podium/shared/contact/schemas';
import { TextField } from '@/components/form/TextField.tsx';
import { buttonClass } from '@/components/styles.ts';
import { CaptchaExpiry } from './CaptchaExpiry.tsx';
import { RefreshIcon } from './icons.tsx';

interface CaptchaFieldProps {
  id: string;
  captcha: Captcha | undefined;
  /** A new code is on its way (the old one must not be answered). */
  loading: boolean;
  value: string;
  onChange: (value: string) => void;
  onRefresh: () => void;
  error: string | undefined;
  /** When the code shown runs out (ms), null while none is shown. */
  expiresAt: number | null;
  /** The code was renewed because the last one was about to run out. */
  renewed: boolean;
}

/**
 * The captcha: its picture (loaded in the browser after the page; a box of the same size stands in, so
 * nothing moves), a control for a new one, and the answer.
 */
export function CaptchaField(props: CaptchaFieldProps) {
  const { id, captcha, loading, value, onChange, onRefresh, error, expiresAt, renewed } = props;
  const shown = captcha && !loading ? captcha : null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <div className="h-[50px] w-[150px] shrink-0 overflow-hidden rounded-lg bg-slate-50">
          {shown ? (
            <img
              src={shown.image}
              width={150}
              height={50}
              alt="Verification code: type the characters shown"
              data-testid="captcha-image"
            />
          ) : (
            <span className="block size-full animate-pulse bg-slate-300/60" aria-hidden="true" />
          )}
        </div>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          onClick={onRefresh}
          disabled={loading}
          aria-label="Load a new verification code"
        >
          <RefreshIcon /> New code
        </button>
      </div>
      {shown && expiresAt !== null ? <CaptchaExpiry expiresAt={expiresAt} renewed={renewed} /> : null}
      <TextField
        id={id}
        label="Verification Code"
        value={value}
        onChange={onChange}
        error={error}
        hint="Type the characters in the picture (upper or lower case)."
        maxLength={contactLimits.captchaAnswer}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
    </div>
  );
}
