import { useEffect } from 'react';

/** Sets the browser tab title while the page is shown (an empty title leaves it as it is). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    if (title) document.title = title;
  }, [title]);
}
