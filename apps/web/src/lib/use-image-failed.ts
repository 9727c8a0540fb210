import { useEffect, useRef, useState } from 'react';

/**
 * Whether an `<img>` of `src` failed to load, for a placeholder in its place (issue 26). `onError`
 * catches a failure once React listens; a server-rendered image can fail before that (its error event
 * is gone by the time the page hydrates), so on mount an image that is `complete` with no size is
 * tried once more with a probe (a lazy image not yet fetched, or an SVG without a size, can look the
 * same): only a probe that fails too counts. A new `src` gets a new try.
 */
export function useImageFailed(src: string | null | undefined) {
  const ref = useRef<HTMLImageElement>(null);
  const [failedSrc, setFailedSrc] = useState<string | null | undefined>();
  const onError = () => setFailedSrc(src);
  // biome-ignore lint/correctness/useExhaustiveDependencies: onError is this render's; only a new src needs a new look
  useEffect(() => {
    const img = ref.current;
    if (src && img?.complete && !img.naturalWidth) {
      const probe = new Image();
      probe.onerror = onError;
      probe.src = src;
    }
  }, [src]);
  return { ref, failed: !src || failedSrc === src, onError };
}
