import { ticketCategoryLabel, ticketStatusLabel } from '@podium/shared/tickets/rules';
import {
  type TicketCategory,
  type TicketStatus,
  ticketCategories,
  ticketStatuses,
} from '@podium/shared/tickets/schemas';

/** The status filter: one status, or 'all'. Open is the default (the work still to do). */
export type StatusFilter = TicketStatus | 'all';
export const statusFilterOptions: { value: StatusFilter; label: string }[] = [
  ...ticketStatuses.map((value) => ({ value, label: ticketStatusLabel(value) })),
  { value: 'all', label: 'All statuses' },
];
export const parseStatusFilter = (value: string | null): StatusFilter =>
  statusFilterOptions.find((o) => o.value === value)?.value ?? 'open';

export type CategoryFilter = TicketCategory | '';
export const categoryFilterOptions: { value: CategoryFilter; label: string }[] = [
  { value: '', label: 'All topics' },
  ...ticketCategories.map((value) => ({ value, label: ticketCategoryLabel(value) })),
];
export const parseCategoryFilter = (value: string | null): CategoryFilter =>
  categoryFilterOptions.find((o) => o.value === value)?.value ?? '';
