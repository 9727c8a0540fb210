import type { ReactNode } from 'react';

/** One titled section of the settings page. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="flex flex-col gap-5 rounded-3xl border border-white/10 bg-card p-5 shadow-xl shadow-black/20 sm:p-7"
    >
      <div>
        <h2 id={id} className="text-xl font-black text-white">
          {title}
        </h2>
        <p className="text-sm text-slate-400">{description}</p>
      </div>
      {children}
    </section>
  );
}
