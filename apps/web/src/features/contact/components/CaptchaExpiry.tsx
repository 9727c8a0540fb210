import { contactMessages } from '@podium/shared/contact/schemas';
import { useNow } from '@/lib/use-now.ts';

const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/**
 * "This check expires in 9:58": the code's time left, ticking each second (its own component, so only
 * it re-renders); the form renews the code shortly before the end, so the clock never shows 0:00.
 */
export function CaptchaExpiry({ expiresAt, renewed }: { expiresAt: number; renewed: boolean }) {
  const now = useNow(1000);
  return (
    <p className="text-xs text-slate-400" data-testid="captcha-expiry">
      {renewed ? `${contactMessages.captchaRenewed} ` : ''}
      {contactMessages.captchaExpiresIn(clock(expiresAt - now))}
    </p>
  );
}
