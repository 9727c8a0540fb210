import { deferred } from '@/components/Deferred.tsx';
import { useRendersServerMarkup } from '@/lib/render-phase.ts';
import { SectionHeading } from './SectionHeading.tsx';
import { sectionClass } from './styles.ts';

/** Loaded after the page has shown, so the live state stays out of the landing JavaScript. */
const StreamLiveBadge = deferred(() => import('./StreamLiveBadge.tsx').then((m) => m.StreamLiveBadge));

/**
 * SPEC §2 Home: the live stream from the Kick channel in settings (hidden when none is set). While
 * the channel is live (Kick's livestream.status.updated, decision 027) the heading says so. The
 * player is a third party's page: it loads once the page is interactive, so it never competes with
 * the page's own first paint (decision 029); the server's markup links to the channel instead.
 */
export function StreamEmbed({ channel, siteName }: { channel: string; siteName: string }) {
  const serverMarkup = useRendersServerMarkup();
  if (!channel) return null;
  const slug = encodeURIComponent(channel);
  return (
    <section aria-labelledby="stream-title" className={sectionClass}>
      <SectionHeading id="stream-title" eyebrow="Live" title="Watch the stream">
        <StreamLiveBadge />
      </SectionHeading>
      <div className="aspect-video overflow-hidden rounded-3xl border border-white/10 bg-slate-950 shadow-2xl shadow-secondary/20">
        {serverMarkup ? (
          <a
            href={`https://kick.com/${slug}`}
            className="flex size-full items-center justify-center text-sm font-semibold text-slate-300 underline-offset-4 hover:underline"
          >
            Watch {siteName} on Kick
          </a>
        ) : (
          <iframe
            src={`https://player.kick.com/${slug}`}
            title={`${siteName} live stream on Kick`}
            loading="lazy"
            allow="autoplay; fullscreen; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            className="size-full"
          />
        )}
      </div>
    </section>
  );
}
