import { useCallback, useEffect, useState } from 'react';

/** The text of a contact message, kept for the tab after a failed send (decision 050). */
export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

const KEY = 'podium.contact.draft';

function read(): ContactDraft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as ContactDraft | null;
    return typeof draft?.message === 'string' ? draft : null;
  } catch {
    return null; // storage off (private mode, a policy) or a damaged entry: nothing to restore
  }
}

function write(draft: ContactDraft | null) {
  try {
    if (draft) sessionStorage.setItem(KEY, JSON.stringify(draft));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (full or off): the draft lives in memory for this page only.
  }
}

/**
 * SPEC §5 resets the contact form after a failed send; what was typed is kept in sessionStorage (this
 * tab only, gone when it closes), so "Restore your message" can put it back — after a reload too. A
 * successful send forgets it. The captcha answer is never kept (the code is used up).
 */
export function useContactDraft() {
  const [draft, setDraft] = useState<ContactDraft | null>(null);
  // Read after the first render, so the server-rendered form and its hydration agree.
  useEffect(() => setDraft(read()), []);
  const keep = useCallback((next: ContactDraft) => {
    const worthKeeping = next.subject.trim() !== '' || next.message.trim() !== '';
    write(worthKeeping ? next : null);
    setDraft(worthKeeping ? next : null);
  }, []);
  const forget = useCallback(() => {
    write(null);
    setDraft(null);
  }, []);
  return { draft, keep, forget };
}
