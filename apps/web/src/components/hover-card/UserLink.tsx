import { type FocusEvent, lazy, type ReactNode, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { cx } from '@/components/cx.ts';
import { Spinner } from '@/components/Spinner.tsx';
import { CARD_WIDTH, type CardPosition, cardPosition } from './position.ts';
import { useHoverIntent } from './use-hover-intent.ts';

/** The card's body loads with the first card opened (it is not needed to show the page). */
const UserHoverCardBody = lazy(() =>
  import('./UserHoverCardBody.tsx').then((m) => ({ default: m.UserHoverCardBody })),
);

interface UserLinkProps {
  username: string;
  /** What the link shows; the username by default. */
  children?: ReactNode;
  className?: string;
}

/**
 * A link to /profile/{username} that, after 300 ms of hover or keyboard focus, shows the member's
 * hover card (SPEC §2). The card follows the link in the tab order; Escape or leaving closes it.
 */
export function UserLink({ username, children, className }: UserLinkProps) {
  const { open, scheduleOpen, scheduleClose, cancel, close } = useHoverIntent();
  const [position, setPosition] = useState<CardPosition | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const link = useRef<HTMLAnchorElement>(null);
  const cardId = useId();

  useEffect(() => {
    if (!open || !link.current) return;
    setPosition(
      cardPosition(link.current.getBoundingClientRect(), { width: innerWidth, height: innerHeight }),
    );
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (wrapper.current?.contains(document.activeElement)) link.current?.focus();
      close();
    };
    document.addEventListener('keydown', onKey);
    window.addEventListener('scroll', close, { passive: true });
    window.addEventListener('resize', close);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('scroll', close);
      window.removeEventListener('resize', close);
    };
  }, [open, close]);

  const onBlur = (e: FocusEvent) => {
    if (!wrapper.current?.contains(e.relatedTarget as Node | null)) close();
  };

  return (
    <span ref={wrapper} className="inline">
      <Link
        ref={link}
        to={`/profile/${encodeURIComponent(username)}`}
        className={cx('font-semibold hover:underline', className)}
        aria-expanded={open}
        aria-controls={open ? cardId : undefined}
        onPointerEnter={scheduleOpen}
        onPointerLeave={scheduleClose}
        onFocus={scheduleOpen}
        onBlur={onBlur}
        onClick={close}
      >
        {children ?? username}
      </Link>
      {open && position ? (
        <span
          id={cardId}
          role="dialog"
          aria-label={`${username} profile preview`}
          data-testid="user-hover-card"
          onPointerEnter={cancel}
          onPointerLeave={scheduleClose}
          onBlur={onBlur}
          style={{ ...position, width: CARD_WIDTH }}
          className="fixed z-50 block max-w-[calc(100vw-1rem)] rounded-2xl border border-white/10 bg-slate-900/95 p-4 text-left font-normal text-slate-200 shadow-2xl shadow-black/50 backdrop-blur-xl"
        >
          <Suspense fallback={<Spinner inline label="Loading profile" />}>
            <UserHoverCardBody username={username} onNavigate={close} />
          </Suspense>
        </span>
      ) : null}
    </span>
  );
}
