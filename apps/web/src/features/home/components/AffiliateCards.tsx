import { useAffiliates } from '@/api/get-affiliates.ts';
import { AffiliateCard } from './AffiliateCard.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { sectionClass } from './styles.ts';

/** SPEC §2 Home: partner cards, shown only when there are affiliates. */
export function AffiliateCards() {
  // A failed load is logged once, by the footer that every page shows (SPEC §8: only logged).
  const { data } = useAffiliates();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="affiliates-title" className={sectionClass}>
      <SectionHeading id="affiliates-title" eyebrow="Partners" title="Play with our codes" />
      <ul className="grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {data.map((affiliate) => (
          <li key={affiliate.id}>
            <AffiliateCard affiliate={affiliate} />
          </li>
        ))}
      </ul>
    </section>
  );
}
