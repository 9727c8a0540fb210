import { deferred } from '@/components/Deferred.tsx';
import { SectionHeading } from './SectionHeading.tsx';
import { sectionClass } from './styles.ts';

/** Loaded after the page has shown, so the live state stays out of the landing JavaScript. */
const StreamLiveBadge = deferred(() => import('./StreamLiveBadge.tsx').then((m) => m.StreamLiveBadge));

/**
 * SPEC §2 Home: the live stream from the Kick channel in settings (hidden when none is set). While
 * the channel is live (Kick's livestream.status.updated, decision 027) the heading says so.
 */
export function StreamEmbed({ channel, siteName }: { channel: string; siteName: string }) {
  if (!channel) return null;
  return (
    <section aria-labelledby="stream-title" className={sectionClass}>
      <SectionHeading id="stream-title" eyebrow="Live" title="Watch the stream">
        <StreamLiveBadge />
      </SectionHeading>
      <div className="aspect-video overflow-hidden rounded-3xl border border-white/10 bg-slate-950 shadow-2xl shadow-secondary/20">
        <iframe
          src={`https://player.kick.com/${encodeURIComponent(channel)}`}
          title={`${siteName} live stream on Kick`}
          loading="lazy"
          allow="autoplay; fullscreen; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full"
        />
      </div>
    </section>
  );
}
