/** The tickets pages' frame and their main link. */
export const ticketsPageClass = 'mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12';

export const newTicketLinkClass =
  'rounded-xl bg-linear-to-r from-secondary to-primary px-5 py-2.5 font-bold text-white shadow-lg shadow-secondary/30 hover:brightness-110';
