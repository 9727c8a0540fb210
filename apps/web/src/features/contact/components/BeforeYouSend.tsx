import { CheckIcon } from '@/components/icons/ui-icons.tsx';

const tips = [
  'We reply to every message within 24-48 hours.',
  'Check your spam folder if you have not heard from us.',
  'Include your username and the details of your question so we can help at once.',
];

/** SPEC §2 'Before You Send': replies take 24-48 hours (SPEC §9); check spam. */
export function BeforeYouSend() {
  return (
    <section
      aria-labelledby="before-you-send-heading"
      className="flex flex-col gap-4 rounded-2xl border border-white/10 bg-card p-5 sm:p-6"
    >
      <h2 id="before-you-send-heading" className="text-lg font-bold text-white">
        Before You Send
      </h2>
      <ul className="flex flex-col gap-3">
        {tips.map((tip) => (
          <li key={tip} className="flex gap-2 text-sm text-slate-300">
            <CheckIcon size={18} className="mt-0.5 shrink-0 text-primary" />
            {tip}
          </li>
        ))}
      </ul>
    </section>
  );
}
