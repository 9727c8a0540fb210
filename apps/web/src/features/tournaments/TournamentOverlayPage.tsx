import { useParams } from 'react-router';
import { useTransparentPage } from '@/lib/use-transparent-page.ts';
import { useTournament } from './api/get-tournament.ts';
import { useTournamentLive } from './api/use-tournament-live.ts';
import { Bracket } from './components/Bracket.tsx';

/**
 * /overlay/tournaments/{id}: the bracket alone on a transparent page for streaming software (1920x1080),
 * outside the site's shell; live `tournament` events refetch it as results are recorded.
 */
export function TournamentOverlayPage() {
  const id = useParams().id ?? '';
  const { data } = useTournament(id);
  useTournamentLive();
  useTransparentPage();

  if (!data) return null;
  const t = data.tournament;
  return (
    <main className="p-8 text-white">
      <h1 className="mb-6 text-4xl font-black drop-shadow">{t.name}</h1>
      <Bracket matches={t.matches} transparent />
    </main>
  );
}
