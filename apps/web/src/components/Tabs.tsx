import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';

export interface Tab<V extends string> {
  value: V;
  /** The tab's name; extra marks (a "Paused" pill) may follow it. */
  label: ReactNode;
  panel: ReactNode;
  panelClassName?: string;
}

interface TabsProps<V extends string> {
  /** The tab list's accessible name ("Profile sections"). */
  label: string;
  tabs: readonly Tab<V>[];
  value: V;
  onValueChange: (value: V) => void;
  /** 'start' hugs the left from the sm breakpoint; 'center' centres the list and scrolls it when long. */
  align?: 'start' | 'center';
  className?: string;
}

/**
 * A tab bar and its panels (Radix: arrow keys move between tabs, the tabs and panels are labelled for
 * assistive tech). Only the selected panel is mounted, so a panel loads its data when it opens.
 */
export function Tabs<V extends string>(props: TabsProps<V>) {
  const { label, tabs, value, onValueChange, align = 'start', className } = props;
  return (
    <RadixTabs.Root
      value={value}
      onValueChange={(next) => onValueChange(next as V)}
      className={cx('flex flex-col gap-6', className)}
    >
      <RadixTabs.List
        aria-label={label}
        className={cx(
          'flex max-w-full gap-1 overflow-x-auto rounded-2xl border border-white/10 bg-slate-950/60 p-1.5',
          align === 'start' ? 'sm:self-start' : 'mx-auto',
        )}
      >
        {tabs.map((tab) => (
          <RadixTabs.Trigger
            key={tab.value}
            value={tab.value}
            className="flex flex-auto shrink-0 items-center justify-center gap-2 rounded-xl px-2 py-2 text-xs font-bold text-slate-400 transition-colors hover:text-white data-[state=active]:bg-linear-to-r data-[state=active]:from-secondary data-[state=active]:to-primary data-[state=active]:text-white data-[state=active]:shadow-lg data-[state=active]:shadow-secondary/30 sm:flex-none sm:px-6 sm:text-sm"
          >
            {tab.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {tabs.map((tab) => (
        <RadixTabs.Content
          key={tab.value}
          value={tab.value}
          className={cx('rounded-2xl', tab.panelClassName)}
        >
          {tab.panel}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
