import { UserLink } from '@/components/hover-card/UserLink.tsx';
import type { MemberName } from './verify-data.ts';

/** A member in the verify view: a current winner as the winners list shows them, others masked. */
export function MemberLabel({ name }: { name: MemberName }) {
  if (name.winner) {
    return (
      <UserLink username={name.winner.username} className="font-semibold text-white">
        {name.winner.display_name}
      </UserLink>
    );
  }
  return <span className="font-semibold text-white">{name.masked}</span>;
}
