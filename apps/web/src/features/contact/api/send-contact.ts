import type { ContactInput } from '@podium/shared/contact/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';

/** POST /api/r/contact → success, message, errors (per-field arrays) on a refusal. */
export const sendContact = (input: ContactInput) => api.post<null>('/api/r/contact', input);

export const useSendContact = () => useMutation({ mutationFn: sendContact });
