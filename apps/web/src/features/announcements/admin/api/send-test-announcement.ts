import type { AnnouncementTest } from '@podium/shared/announcements/schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/http.ts';
import { announcementsPath } from './get-announcements.ts';

/** POST /api/admin/announcements/test: posted to Discord at once; answers what Discord said, in words. */
export const sendTestAnnouncement = () => api.post<AnnouncementTest>(`${announcementsPath}/test`);

export const useSendTest = () => useMutation({ mutationFn: sendTestAnnouncement });
