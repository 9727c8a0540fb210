import {
  KICK_CONNECTED_PARAM,
  KICK_ERROR_PARAM,
  kickConnectedMessage,
  kickErrorMessage,
} from '@podium/shared/kick/schemas';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';

/** SPEC §9: the Kick card pulses for 3 s; the missing-link toast comes 500 ms after load. */
export const HIGHLIGHT_MS = 3000;
export const MISSING_KICK_TOAST_MS = 500;
export const MISSING_KICK_MESSAGE = 'Connect your Kick account to continue';

/** ?highlight=kick: true for the first 3 seconds on the page. */
export function useKickHighlight(): boolean {
  const [params] = useSearchParams();
  const [highlighted, setHighlighted] = useState(() => params.get('highlight') === 'kick');
  useEffect(() => {
    if (!highlighted) return;
    const id = window.setTimeout(() => setHighlighted(false), HIGHLIGHT_MS);
    return () => window.clearTimeout(id);
  }, [highlighted]);
  return highlighted;
}

/** A member without a Kick link is reminded once, 500 ms after the page loads. */
export function useMissingKickToast(hasKick: boolean): void {
  const [missingAtLoad] = useState(!hasKick);
  useEffect(() => {
    if (!missingAtLoad) return;
    const id = window.setTimeout(
      () => toast.error(MISSING_KICK_MESSAGE, { id: 'kick-missing' }),
      MISSING_KICK_TOAST_MS,
    );
    return () => window.clearTimeout(id);
  }, [missingAtLoad]);
}

/** The Kick callback lands on /settings?kick=connected or ?kick_error=CODE: say so, then tidy the URL. */
export function useKickCallbackToasts(): void {
  const [params, setParams] = useSearchParams();
  const connected = params.get(KICK_CONNECTED_PARAM) === 'connected';
  const error = kickErrorMessage(params.get(KICK_ERROR_PARAM));
  useEffect(() => {
    if (!connected && error === null) return;
    if (connected) toast.success(kickConnectedMessage, { id: 'kick-callback' });
    else if (error !== null) toast.error(error, { id: 'kick-callback' });
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(KICK_CONNECTED_PARAM);
        next.delete(KICK_ERROR_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [connected, error, setParams]);
}
