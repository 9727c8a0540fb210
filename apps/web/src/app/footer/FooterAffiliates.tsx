import { useAffiliates } from '@/api/get-affiliates.ts';
import { useLogError } from '@/lib/use-log-error.ts';

/** The footer's affiliate links; hidden when there are none (failures are only logged). */
export function FooterAffiliates({ headingClass, linkClass }: { headingClass: string; linkClass: string }) {
  const { data, error } = useAffiliates();
  useLogError(error, 'Failed to load affiliates');
  if (!data || data.length === 0) return null;
  return (
    <nav aria-label="Affiliates">
      <h2 className={headingClass}>Affiliates</h2>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-1">
        {data.map((affiliate) => (
          <li key={affiliate.id}>
            <a href={affiliate.redirect_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {affiliate.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
