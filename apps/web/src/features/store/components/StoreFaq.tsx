import { storeFaq } from '@podium/shared/store/rules';

/** SPEC §9: the store FAQ (how points are earned, how long processing takes). */
export function StoreFaq() {
  return (
    <section
      aria-labelledby="store-faq-heading"
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-card p-5 sm:p-6"
    >
      <h2 id="store-faq-heading" className="text-lg font-bold text-white">
        Frequently Asked Questions
      </h2>
      <dl className="flex flex-col gap-4">
        {storeFaq.map((entry) => (
          <div key={entry.question} className="flex flex-col gap-1">
            <dt className="font-semibold text-slate-100">{entry.question}</dt>
            <dd className="text-sm text-slate-400">{entry.answer}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
