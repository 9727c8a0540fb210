import { type ComponentType, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useRendersServerMarkup } from '@/lib/render-phase.ts';

/**
 * A component whose code is not needed to show the page (a menu's popup, the toaster): it replaces
 * `Fallback` (rendered on the server, while hydrating and until then — give it the same look) once
 * its chunk has loaded. Keeps it out of the landing JavaScript (decision 019). Its chunk loads when
 * the browser is idle after the page has shown (`loadOn: 'idle'`), or only when the visitor heads for
 * it (`'intent'`: the pointer over it, a touch or the keyboard focus on its stand-in), for a part that
 * shows nothing of its own until used, so that a page's first seconds do no work for it
 * (decision 029). Both sit in a `display: contents` box, so a keyboard user whose focus is on the
 * stand-in when the code arrives keeps it, on the real component's first focusable element.
 * A stand-in may be a `<details>` disclosure, which opens before any script has run (decision 051):
 * open when React takes over, it fetches the real component at once, and the swap opens the real
 * component exactly when the disclosure is open then. A swap never lands inside a press on the
 * stand-in: it waits for the release and its click.
 */
/** What a stand-in may do: ask for the real component now, to open as soon as it is there. */
export interface DeferredFallbackProps {
  request: () => void;
}

/** What the real component is told: the visitor already asked for it (clicked its stand-in). */
export interface DeferredProps {
  defaultOpen?: boolean;
}

export interface DeferredOptions {
  /** When the chunk loads: once the browser is idle (the default), or when the visitor heads for it. */
  loadOn?: 'idle' | 'intent';
}

const failed = (error: unknown) => console.error('Could not load a part of the page', error);

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P & DeferredProps>>,
  Fallback: ComponentType<P & DeferredFallbackProps> | null = null,
  { loadOn = 'idle' }: DeferredOptions = {},
): ComponentType<P> {
  type Loaded = ComponentType<P & DeferredProps>;
  let loaded: Loaded | null = null;
  let pending: Promise<Loaded> | null = null;
  const start = () => {
    pending ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  return function Deferred(props: P) {
    const serverMarkup = useRendersServerMarkup();
    const [Component, setComponent] = useState<Loaded | null>(() => loaded);
    const [requested, setRequested] = useState(false);
    const box = useRef<HTMLSpanElement>(null);
    const focusWasInside = useRef(false);
    /** A press on the stand-in is under way: the swap waits for its click (a press and a release on
     *  two different elements would click neither). */
    const pressed = useRef(false);
    const held = useRef<Loaded | null>(null);
    const swap = useCallback((component: Loaded) => {
      if (pressed.current) {
        held.current = component;
        return;
      }
      focusWasInside.current = !!box.current?.contains(document.activeElement);
      const disclosure = box.current?.querySelector('details');
      // At once, not at React's next turn: a press that begins meanwhile lands on the real component.
      flushSync(() => {
        if (disclosure) setRequested(disclosure.open);
        setComponent(() => component);
      });
    }, []);
    const request = useCallback(() => {
      setRequested(true);
      start().then(swap, failed);
    }, [swap]);
    const prefetch = () => {
      start().then(swap, failed);
    };
    useLayoutEffect(() => {
      if (!Component || !focusWasInside.current) return;
      focusWasInside.current = false;
      if (document.activeElement && document.activeElement !== document.body) return;
      box.current?.querySelector<HTMLElement>('button, a[href], input, [tabindex]')?.focus();
    }, [Component]);
    // A disclosure the visitor opened before the scripts ran is handed to the real component now.
    useEffect(() => {
      if (box.current?.querySelector('details[open]')) request();
    }, [request]);
    useEffect(() => {
      if (Component || (loadOn === 'intent' && Fallback)) return;
      let mounted = true;
      const run = () => start().then((component) => mounted && swap(component), failed);
      const idle = typeof window.requestIdleCallback === 'function';
      const id = idle ? window.requestIdleCallback(run, { timeout: 1500 }) : window.setTimeout(run, 1);
      return () => {
        mounted = false;
        if (idle) window.cancelIdleCallback(id);
        else window.clearTimeout(id);
      };
    }, [Component, swap]);
    if (Component && !serverMarkup) {
      return (
        <span ref={box} className="contents">
          <Component {...props} defaultOpen={requested || undefined} />
        </span>
      );
    }
    if (!Fallback) return null;
    const release = () => {
      pressed.current = false;
      const component = held.current;
      held.current = null;
      // After the click the release makes (it may open the stand-in, or follow its link).
      if (component) window.setTimeout(() => swap(component));
    };
    const intent =
      loadOn === 'intent'
        ? {
            onPointerEnter: prefetch,
            onFocus: prefetch,
            onPointerDown: () => {
              pressed.current = true;
              prefetch();
            },
            onPointerUp: release,
            onPointerCancel: release,
            onPointerLeave: release,
          }
        : {};
    return (
      <span ref={box} className="contents" {...intent}>
        <Fallback {...props} request={request} />
      </span>
    );
  };
}
