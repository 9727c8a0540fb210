import { Link } from 'react-router';
import { ChevronRightIcon } from '@/components/icons/action-icons.tsx';

/** SPEC §2 Raffle detail: Home › Raffles › this raffle. */
export function Breadcrumb({ title }: { title: string }) {
  const linkClass = 'text-slate-400 hover:text-white hover:underline';
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <ol className="flex min-w-0 flex-wrap items-center gap-1.5">
        <li>
          <Link to="/" className={linkClass}>
            Home
          </Link>
        </li>
        <li aria-hidden="true" className="text-slate-600">
          <ChevronRightIcon />
        </li>
        <li>
          <Link to="/raffles" className={linkClass}>
            Raffles
          </Link>
        </li>
        <li aria-hidden="true" className="text-slate-600">
          <ChevronRightIcon />
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-white">
          {title}
        </li>
      </ol>
    </nav>
  );
}
