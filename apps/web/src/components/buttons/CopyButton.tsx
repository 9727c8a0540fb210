import { useEffect, useState } from 'react';
import { cx } from '@/components/cx.ts';
import { CheckIcon, CopyIcon } from '@/components/icons/ui-icons.tsx';

const COPIED_FEEDBACK_MS = 2000;

/** Copies `value` to the clipboard and confirms it; `label` names what is copied for screen readers. */
export function CopyButton({
  value,
  label,
  className,
}: {
  value: string;
  label: string;
  className?: string;
}) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const id = window.setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
    return () => window.clearTimeout(id);
  }, [copied]);

  const copy = async () => {
    // The toaster's code is not part of the landing page's JavaScript: it loads with the first toast.
    const toasts = import('sonner');
    try {
      await navigator.clipboard.writeText(value);
      setCopied(true);
      (await toasts).toast.success(`Copied ${value} to the clipboard`);
    } catch {
      (await toasts).toast.error('Could not copy; select the code and copy it by hand');
    }
  };

  return (
    <button
      type="button"
      onClick={copy}
      aria-label={copied ? `${label} copied` : `Copy ${label}`}
      className={cx(
        'inline-flex size-9 items-center justify-center rounded-lg border border-white/10 bg-slate-800/80 text-slate-200 transition-colors hover:border-primary/60 hover:text-white',
        className,
      )}
    >
      {copied ? <CheckIcon size={18} className="text-emerald-400" /> : <CopyIcon size={18} />}
    </button>
  );
}
