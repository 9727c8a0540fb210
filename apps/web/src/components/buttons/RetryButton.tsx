import { buttonClass } from '@/components/styles.ts';

/** 'Try Again' after a failed load; disabled, saying so, while the new try runs. */
export function RetryButton({ onClick, busy }: { onClick: () => void; busy: boolean }) {
  return (
    <button type="button" className={buttonClass('secondary')} onClick={onClick} disabled={busy}>
      {busy ? 'Retrying…' : 'Try Again'}
    </button>
  );
}
