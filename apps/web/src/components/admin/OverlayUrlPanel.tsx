import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { TextField } from '@/components/form/TextField.tsx';
import { Panel } from '@/components/Panel.tsx';
import { buttonClass } from '@/components/styles.ts';

/** A stream overlay's address on this site. */
export const overlayUrl = (path: string) =>
  `${typeof window === 'undefined' ? '' : window.location.origin}${path}`;

export interface OverlayUrlWords {
  title: string;
  help: string;
  /** Under the field: the recommended OBS source size. */
  size: string;
  copyUrl: string;
  copied: string;
  copyFailed: string;
  open: string;
}

/**
 * The OBS set-up of one overlay (decisions 045, 046), shared by bonus hunts and tournaments: the address
 * to copy (a button, or select the read-only field), the recommended source size, a link to open it, and
 * the feature's own notes (its query options) below.
 */
export function OverlayUrlPanel(props: {
  id: string;
  url: string;
  words: OverlayUrlWords;
  children?: ReactNode;
}) {
  const { id, url, words, children } = props;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(words.copied);
    } catch {
      toast.error(words.copyFailed);
    }
  };
  return (
    <Panel title={words.title} level={3} description={words.help}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          id={id}
          label="Overlay URL"
          value={url}
          onChange={() => {}}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1"
          hint={words.size}
        />
        <div className="flex gap-2 sm:mb-6">
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => void copy()}>
            {words.copyUrl}
          </button>
          <a href={url} target="_blank" rel="noreferrer" className={buttonClass('ghost', 'sm')}>
            {words.open}
          </a>
        </div>
      </div>
      {children}
    </Panel>
  );
}
