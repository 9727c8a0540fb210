/** Colours and labels for the three podium places. */
export interface Medal {
  label: string;
  ring: string;
  badge: string;
  glow: string;
  order: string;
  lift: string;
}

export const medals: readonly Medal[] = [
  {
    label: '1st',
    ring: 'ring-amber-300',
    badge: 'from-amber-200 to-yellow-500 text-amber-950',
    glow: 'shadow-amber-400/20 border-amber-300/40',
    order: 'sm:order-2',
    lift: 'sm:-translate-y-4 sm:pb-8',
  },
  {
    label: '2nd',
    ring: 'ring-slate-300',
    badge: 'from-slate-100 to-slate-400 text-slate-900',
    glow: 'shadow-slate-300/10 border-slate-300/30',
    order: 'sm:order-1',
    lift: '',
  },
  {
    label: '3rd',
    ring: 'ring-orange-400',
    badge: 'from-orange-300 to-orange-600 text-orange-950',
    glow: 'shadow-orange-400/10 border-orange-400/30',
    order: 'sm:order-3',
    lift: '',
  },
];
